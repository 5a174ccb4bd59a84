/**
 * The add and edit pages of the content types that are one form (news flashes, notices, booklets,
 * albums, officers, people, documents), each described by its definition in its own module and
 * found here by the section of its path (/admin/content/<section>/new and /<section>/:id); and the
 * page of a type that is one record (the site settings, /admin/content/<section>), drawn by the
 * same edit route.
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
import { siteSettingsRecord } from "./site-settings-type";

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

/**
 * A content type that is one record (the site settings): one page at /admin/content/<section>
 * that changes it, with no list, no add page, nothing to publish and nothing to delete.
 */
export type ContentRecordDefinition = Pick<ContentItemDefinition, "fields" | "message" | "echo"> & {
  words: { heading: TranslationKey; intro?: TranslationKey; save: TranslationKey };
  /** The confirmation after a save. */
  saved: TranslationKey;
  load(deps: ContentDeps): Promise<Record<string, string | null>>;
  save(
    deps: ContentDeps,
    actor: ContentActor,
    form: ContentForm,
  ): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }>;
};

/** Every content type that is one record, by the section of its path. */
const RECORDS: Record<string, ContentRecordDefinition> = {
  "site-settings": siteSettingsRecord,
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
  item: Pick<ContentItemDefinition, "fields" | "echo" | "message">,
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
    heading: item.words.newHeading,
    submit: item.words.create,
    back: { to: `/admin/content/${section}`, label: item.words.list },
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
  const section = sectionSegment(args.request);
  const record = RECORDS[section];
  if (record) return recordPage(args.request, section, record, services);
  const { item } = itemOf(args.request);
  const id = parseId(args.params.id);
  const found = id ? await item.load(services, id) : undefined;
  if (!id || !found) throw notFound();
  const done = doneOf(args.request);
  return {
    section,
    id,
    fields: await fieldsOf(item, services, id),
    heading: item.words.heading,
    submit: item.words.save,
    back: { to: `/admin/content/${section}`, label: item.words.list },
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
    deletion: { to: `/admin/content/${section}/${id}/delete`, intro: item.words.deleteIntro },
    notice: done && done !== "deleted" ? (item.done[done] ?? null) : null,
  };
}

/** Publishes, unpublishes or saves an item from its edit page. */
export async function updateItem(args: ContentPageArgs) {
  const { services, actor } = await contentStaff(args);
  const section = sectionSegment(args.request);
  const record = RECORDS[section];
  if (record) return updateRecord(args.request, section, record, { services, actor });
  const { item } = itemOf(args.request);
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

/** The page of a type that is one record: the record as stored, and the confirmation of a save. */
async function recordPage(
  request: Request,
  section: string,
  record: ContentRecordDefinition,
  deps: ContentDeps,
): Promise<ContentItemView> {
  return {
    section,
    id: null,
    fields: record.fields,
    heading: record.words.heading,
    intro: record.words.intro,
    submit: record.words.save,
    back: { to: "/admin/content", label: "admin.content.all_content" },
    title: null,
    values: blank(await record.load(deps)),
    current: {},
    notice: doneOf(request) === "saved" ? record.saved : null,
  };
}

/** Saves a record from its page; it has no publish or delete, so the only post is its form. */
async function updateRecord(
  request: Request,
  section: string,
  record: ContentRecordDefinition,
  { services, actor }: { services: ContentDeps; actor: ContentActor },
) {
  const form = await readContentForm(request);
  if ((form.fields.intent ?? "save") !== "save") throw badRequest();
  const outcome = await record.save(services, actor, form);
  if (outcome.ok) throw redirect(`/admin/content/${section}?done=saved`);
  return data(refusal(record, form, outcome.errors), { status: 422 });
}
