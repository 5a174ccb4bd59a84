/**
 * The add and edit pages of the content types that are one form (news flashes, notices, booklets,
 * albums, officers, people, documents), each described by its definition in its own module and
 * found here by the section of its path (/admin/content/<section>/new and /<section>/:id).
 *
 * A post to an edit page either publishes / unpublishes the item (PublishSection's buttons) or saves
 * the form through the type's service, which checks it, stores its uploads and writes the change
 * with its audit entry (saveWithAudit). A saved form goes to the item's page with `?done=…`; a
 * refused one comes back with what was typed (cut to size) and its problems.
 */
import { data, redirect } from "react-router";
import {
  flatFields,
  type ContentField,
  type ContentItemView,
  type ContentItemWords,
  type ContentRefusal,
  type ExistingPhoto,
  type SelectOption,
} from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";
import { parseId } from "../api/json";
import { badRequest } from "../auth/admin-forms";
import { albumItem } from "./albums-type";
import { articleItem } from "./articles-type";
import { bookItem } from "./books-type";
import {
  doneOf,
  readContentForm,
  type ContentActor,
  type ContentDeps,
  type ContentDone,
  type ContentForm,
} from "./content-form";
import { contentStaff, notFound, sectionSegment, type ContentPageArgs } from "./content-pages";
import type { ContentListDefinition } from "./content-types";
import { documentItem } from "./documents-type";
import { newsFlashItem } from "./news-flashes-type";
import { noticeItem } from "./notices-type";
import { officerItem } from "./officers-type";
import { personItem } from "./people-type";
import type { DeletionBlocker, StationDeletion } from "./stations-admin";
import { stationItem } from "./stations-type";
import { handlePublishIntent } from "./publish-intent";

export type SaveOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** An item as its edit page shows it: its name, the form's values and its current files. */
export type LoadedItem = {
  title: string | null;
  values: Record<string, string | null>;
  current?: Record<string, string | null>;
  photos?: ExistingPhoto[];
  published?: boolean;
};

export type ContentItemDefinition = {
  /** The type's list page (content-types.ts). */
  list: ContentListDefinition;
  /** The form's fields, in order; what a refused post echoes back is cut to their lengths. */
  fields: ContentField[];
  words: ContentItemWords;
  /** The message (a locale key) of a field's problem code from `save`. */
  message(field: string, code: string): TranslationKey;
  /** The confirmation after each kind of change. */
  done: Partial<Record<Exclude<ContentDone, "deleted">, TranslationKey>>;
  /** The stored item as the edit page shows it (and the delete page names it). */
  load(deps: ContentDeps, id: number): Promise<LoadedItem | undefined>;
  save(deps: ContentDeps, actor: ContentActor, id: number | null, form: ContentForm): Promise<SaveOutcome>;
  /** Deletes the item with its files and audit entry: false when it is not there, or why it stays. */
  remove(deps: ContentDeps, actor: ContentActor, id: number): Promise<boolean | StationDeletion>;
  /** Why an item may not be deleted now (a station that offices, items or staff point at). */
  blockers?(deps: ContentDeps, id: number): Promise<DeletionBlocker[]>;
  /** Values a refused post echoes back beyond its fields' (a picture's descriptions). */
  echo?(fields: Record<string, string>): Record<string, string>;
  /** Choices read from the database (officers, offices), added to the select of each name after its own. */
  choices?(deps: ContentDeps, id: number | null): Promise<Record<string, SelectOption[]>>;
  /** For a type the public sees only when published (or shown). */
  publish?: {
    wording?: "visibility";
    /** The public page of a published item; `{id}` stands for its number. */
    publicPath?: string;
    set(deps: ContentDeps, actor: ContentActor, id: number, on: boolean): Promise<boolean>;
  };
};

/** Every content type, by the section of its path (/admin/content/<section>). */
const ITEMS: Record<string, ContentItemDefinition> = {
  news: articleItem("news"),
  "good-works": articleItem("good-works"),
  "news-flashes": newsFlashItem,
  notices: noticeItem,
  booklets: bookItem,
  albums: albumItem,
  officers: officerItem,
  stations: stationItem,
  "former-commissioners": personItem("former-commissioners"),
  leadership: personItem("leadership"),
  "press-releases": documentItem("press-releases"),
  tenders: documentItem("tenders"),
  recruitments: documentItem("recruitments"),
  rti: documentItem("rti"),
};

/** What a refused post showed again: each field's text, cut to a sane length; and its messages. */
export function refusal(
  item: ContentItemDefinition,
  form: ContentForm,
  errors: Record<string, string>,
): ContentRefusal {
  const values: Record<string, string> = {};
  for (const field of flatFields(item.fields))
    if (field.kind === "text" || field.kind === "textarea" || field.kind === "select")
      values[field.name] = (form.fields[field.name] ?? "").slice(
        0,
        Math.max(1000, "maxLength" in field ? (field.maxLength ?? 0) : 0),
      );
  Object.assign(values, item.echo?.(form.fields));
  const messages = Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, item.message(field, code)]),
  );
  return { values, errors: messages };
}

/** The type's fields, with the choices the database gives its selects. */
async function fieldsOf(item: ContentItemDefinition, deps: ContentDeps, id: number | null): Promise<ContentField[]> {
  const choices = item.choices ? await item.choices(deps, id) : {};
  return item.fields.map((field) =>
    field.kind === "select" && choices[field.name]
      ? { ...field, options: [...field.options, ...choices[field.name]!] }
      : field,
  );
}

export function itemOf(request: Request): { section: string; item: ContentItemDefinition } {
  const section = sectionSegment(request);
  const item = ITEMS[section];
  if (!item) throw new Error(`not a content section with a one-form page: ${section || "(none)"}`);
  return { section, item };
}

const blank = (values: Record<string, string | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? ""]));

/** The add page's data, after the role check. */
export async function newItemPage(args: ContentPageArgs): Promise<ContentItemView> {
  const { services } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  return {
    section,
    id: null,
    fields: await fieldsOf(item, services, null),
    words: item.words,
    title: null,
    values: {},
    current: {},
    notice: null,
  };
}

/** Saves a new item and goes to its page; a refused form comes back with its problems. */
export async function createItem(args: ContentPageArgs) {
  const { services, actor } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const form = await readContentForm(args.request);
  const outcome = await item.save(services, actor, null, form);
  if (outcome.ok) throw redirect(`/admin/content/${section}/${outcome.id}?done=created`);
  return data(refusal(item, form, outcome.errors), { status: outcome.status });
}

/** The edit page's data: the stored item, and the confirmation of what was just done. */
export async function editItemPage(args: ContentPageArgs): Promise<ContentItemView> {
  const { services } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const id = parseId(args.params.id);
  const found = id ? await item.load(services, id) : undefined;
  if (!id || !found) throw notFound();
  const done = doneOf(args.request);
  return {
    section,
    id,
    fields: await fieldsOf(item, services, id),
    words: item.words,
    title: found.title,
    values: blank(found.values),
    current: found.current ?? {},
    photos: found.photos,
    publishing:
      item.publish && found.published !== undefined
        ? {
            published: found.published,
            wording: item.publish.wording,
            publicPath: item.publish.publicPath?.replace("{id}", String(id)),
          }
        : undefined,
    notice: done && done !== "deleted" ? (item.done[done] ?? null) : null,
  };
}

/** Publishes, unpublishes or saves an item from its edit page. */
export async function updateItem(args: ContentPageArgs) {
  const { services, actor } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const form = await readContentForm(args.request);
  const path = `/admin/content/${section}/${id}`;
  const publish = item.publish;
  if (publish) await handlePublishIntent(form.fields.intent, path, (on) => publish.set(services, actor, id, on));
  // A type that is not published has only the form's own save (a post without an intent is one).
  else if ((form.fields.intent ?? "save") !== "save") throw badRequest();
  const outcome = await item.save(services, actor, id, form);
  if (outcome.ok) throw redirect(`${path}?done=saved`);
  if (outcome.status === 404) throw notFound();
  return data(refusal(item, form, outcome.errors), { status: outcome.status });
}
