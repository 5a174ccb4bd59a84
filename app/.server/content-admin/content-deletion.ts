/**
 * The confirmation step before deleting a content item, for every content type: the page names
 * the item, a post carrying `confirm=yes` deletes it (with its files and audit entry, in the type's
 * own service) and goes back to the list with `?done=deleted`. Each type is described once below
 * by how it finds, names and deletes an item, keyed by the section segment of its path
 * (/admin/content/<section>/:id/delete).
 */
import { redirect } from "react-router";
import { parseId } from "../api/json";
import { badRequest, readForm } from "../auth/admin-forms";
import { deleteAlbum, findAlbumForAdmin } from "./albums-admin";
import { ARTICLE_SECTIONS, deleteArticle, findArticleForAdmin, type ArticleSection } from "./articles-admin";
import { deleteBook, findBookForAdmin } from "./books-admin";
import { confirmDeleteSchema, type ContentActor, type ContentDeps } from "./content-form";
import { contentStaff, notFound, sectionSegment, type ContentPageArgs } from "./content-pages";
import { DOCUMENT_SECTIONS, deleteDocument, findDocumentForAdmin, type DocumentSection } from "./documents-admin";
import { deleteNewsFlash, findNewsFlashForAdmin } from "./news-flashes-admin";
import { deleteNotice, findNoticeForAdmin } from "./notices-admin";
import { deleteOfficer, findOfficerForAdmin } from "./officers-admin";
import { deletePerson, findPersonForAdmin, type PeopleSection } from "./people-admin";
import { deleteStation, deletionBlockers, findStationForAdmin, type DeletionBlocker } from "./stations-admin";

/** What the confirmation page shows: the item's name, and why it is kept if it may not be deleted. */
export type DeletionSubject = { title: string | null; blockers: DeletionBlocker[] };

export type DeletionOutcome =
  { ok: true } | { ok: false; status: 404 } | { ok: false; status: 409; blockers: DeletionBlocker[] };

type Deletable = {
  find(deps: ContentDeps, id: number): Promise<DeletionSubject | undefined>;
  remove(deps: ContentDeps, actor: ContentActor, id: number): Promise<DeletionOutcome>;
};

const GONE = { ok: false, status: 404 } as const;
const outcomeOf = (deleted: boolean): DeletionOutcome => (deleted ? { ok: true } : GONE);
const subject = (title: string | null | undefined): DeletionSubject => ({ title: title ?? null, blockers: [] });

function article(section: ArticleSection): Deletable {
  const { kind } = ARTICLE_SECTIONS[section];
  return {
    find: async (deps, id) => {
      const found = await findArticleForAdmin(deps, kind, id);
      return found && subject(found.title_en ?? found.title_mr);
    },
    remove: async (deps, actor, id) => outcomeOf(await deleteArticle(deps, actor, kind, id)),
  };
}

function document(section: DocumentSection): Deletable {
  const { kind } = DOCUMENT_SECTIONS[section];
  return {
    find: async (deps, id) => {
      const found = await findDocumentForAdmin(deps, kind, id);
      return found && subject(found.title_en ?? found.title_mr);
    },
    remove: async (deps, actor, id) => outcomeOf(await deleteDocument(deps, actor, section, id)),
  };
}

function person(section: PeopleSection): Deletable {
  return {
    find: async (deps, id) => {
      const found = await findPersonForAdmin(deps, section, id);
      return found && subject(found.name_en);
    },
    remove: async (deps, actor, id) => outcomeOf(await deletePerson(deps, actor, section, id)),
  };
}

/** Finds an item by id and names it; deletes it by id. */
function simple<T>(
  find: (deps: ContentDeps, id: number) => Promise<T | undefined>,
  titleOf: (item: T) => string | null,
  remove: (deps: ContentDeps, actor: ContentActor, id: number) => Promise<boolean>,
): Deletable {
  return {
    find: async (deps, id) => {
      const found = await find(deps, id);
      return found === undefined ? undefined : subject(titleOf(found));
    },
    remove: async (deps, actor, id) => outcomeOf(await remove(deps, actor, id)),
  };
}

export const DELETABLE = {
  news: article("news"),
  "good-works": article("good-works"),
  "press-releases": document("press-releases"),
  tenders: document("tenders"),
  recruitments: document("recruitments"),
  rti: document("rti"),
  "former-commissioners": person("former-commissioners"),
  leadership: person("leadership"),
  "news-flashes": simple(findNewsFlashForAdmin, (flash) => flash.text, deleteNewsFlash),
  notices: simple(findNoticeForAdmin, (notice) => notice.title_en, deleteNotice),
  booklets: simple(findBookForAdmin, (book) => book.name_en ?? book.name_mr, deleteBook),
  albums: simple(findAlbumForAdmin, (album) => album.title_en, deleteAlbum),
  officers: simple(findOfficerForAdmin, (officer) => officer.name_en, deleteOfficer),
  // A station or office added here that nothing points at may go; for any other the page says why not.
  stations: {
    find: async (deps, id) => {
      const station = await findStationForAdmin(deps, id);
      return station && { title: station.name_en, blockers: await deletionBlockers(deps, station) };
    },
    remove: deleteStation,
  },
} as const satisfies Record<string, Deletable>;
export type DeletableSection = keyof typeof DELETABLE;

function sectionOf(request: Request): DeletableSection {
  const segment = sectionSegment(request);
  if (segment in DELETABLE) return segment as DeletableSection;
  throw new Error(`not a content section with a delete page: ${segment || "(none)"}`);
}

/** The confirmation page's data, after the role check; a 404 for an item that is not there. */
export async function deletionPage(args: ContentPageArgs) {
  const { services } = await contentStaff(args);
  const section = sectionOf(args.request);
  const id = parseId(args.params.id);
  const found = id ? await DELETABLE[section].find(services, id) : undefined;
  if (!id || !found) throw notFound();
  return { section, id, ...found };
}

/** Deletes after the confirmation and redirects to the list; answers with the blockers if it may not. */
export async function confirmDeletion(args: ContentPageArgs): Promise<{ blockers: DeletionBlocker[] }> {
  const { services, actor } = await contentStaff(args);
  const section = sectionOf(args.request);
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const outcome = id === null ? GONE : await DELETABLE[section].remove(services, actor, id);
  if (outcome.ok) throw redirect(`/admin/content/${section}?done=deleted`);
  if (outcome.status === 404) throw notFound();
  return { blockers: outcome.blockers };
}
