/**
 * The "add" page of the content types whose new item is one form and nothing else to look up:
 * a post saves the item through its type's service (checks, uploads and audit entry there) and
 * goes to the new item's page with `?done=created`; a refused post shows the form again with what
 * was typed. Each type is described once below, keyed by the section segment of its path
 * (/admin/content/<section>/new).
 */
import { redirect } from "react-router";
import { saveAlbum } from "./albums-admin";
import { saveBook } from "./books-admin";
import { readContentForm, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { contentStaff, sectionSegment, type ContentPageArgs } from "./content-pages";
import { saveNewsFlash } from "./news-flashes-admin";
import { noticeFormText, saveNotice } from "./notices-admin";
import { saveOfficer } from "./officers-admin";

type Created = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

type Creatable = {
  create(deps: ContentDeps, actor: ContentActor, form: ContentForm): Promise<Created>;
  /** What was typed into a refused form, each field cut to a sane length, to show it again. */
  refill(fields: Record<string, string>): Record<string, string>;
};

/** The named fields of a post, each cut to its length. */
const keep =
  (limits: Record<string, number>) =>
  (fields: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(limits).map(([name, max]) => [name, (fields[name] ?? "").slice(0, max)]));

export const CREATABLE = {
  "news-flashes": {
    create: (deps, actor, form) => saveNewsFlash(deps, actor, null, form.fields),
    refill: keep({ text: 1000, language: 2, link: 300, sort_order: 10 }),
  },
  notices: {
    create: (deps, actor, form) => saveNotice(deps, actor, null, form.fields),
    refill: noticeFormText,
  },
  booklets: {
    create: (deps, actor, form) => saveBook(deps, actor, null, form),
    refill: keep({ name_en: 1000, name_mr: 1000, sort_order: 10 }),
  },
  officers: {
    create: (deps, actor, form) => saveOfficer(deps, actor, null, form),
    refill: keep({ name_en: 300, name_mr: 300, designation: 300, contact_number: 300, email: 300 }),
  },
  albums: {
    create: (deps, actor, form) => saveAlbum(deps, actor, null, form),
    refill: keep({ title_en: 3000, title_mr: 3000 }),
  },
} as const satisfies Record<string, Creatable>;
export type CreatableSection = keyof typeof CREATABLE;

function sectionOf(request: Request): CreatableSection {
  const segment = sectionSegment(request);
  if (segment in CREATABLE) return segment as CreatableSection;
  throw new Error(`not a content section with a one-form add page: ${segment || "(none)"}`);
}

/** The add page's data, after the role check. */
export async function newItemPage(args: ContentPageArgs) {
  await contentStaff(args);
  return { section: sectionOf(args.request) };
}

/** Saves the new item and redirects to its page; a refused form comes back with its problems. */
export async function createItem(args: ContentPageArgs) {
  const { services, actor } = await contentStaff(args);
  const section = sectionOf(args.request);
  const form = await readContentForm(args.request);
  const outcome = await CREATABLE[section].create(services, actor, form);
  if (outcome.ok) throw redirect(`/admin/content/${section}/${outcome.id}?done=created`);
  return { values: CREATABLE[section].refill(form.fields), errors: outcome.errors, status: outcome.status };
}
