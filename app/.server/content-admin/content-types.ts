/**
 * The content types staff edit, each described once by its definition in its own module
 * (notices-admin.ts, books-admin.ts …) and found here by the section of its path
 * (/admin/content/<section>). The list page of every type is drawn from its definition by one route
 * (routes/admin/content-list.tsx); adding a type adds a definition and an entry below.
 */
import type { ContentListView, ListRow } from "~/lib/content-views";
import { listPageParam } from "../api/json";
import { albumsList } from "./albums-admin";
import { articleList } from "./articles-admin";
import { booksList } from "./books-admin";
import { doneOf, type ContentDeps } from "./content-form";
import { contentStaff, sectionSegment, type ContentPageArgs } from "./content-pages";
import { documentList } from "./documents-admin";
import { newsFlashesList } from "./news-flashes-admin";
import { noticesList } from "./notices-admin";
import { officersList } from "./officers-admin";
import { peopleList } from "./people-admin";
import { stationsList } from "./stations-admin";

/** A type's list page: its words (locale keys) and its rows, one page of them when `paged`. */
export type ContentListDefinition = Omit<ContentListView, "section" | "rows" | "paging"> & {
  paged?: boolean;
  rows(deps: ContentDeps, page: number): Promise<{ rows: ListRow[]; paging?: { current: number; last: number } }>;
};

const LISTS: Record<string, ContentListDefinition> = {
  news: articleList("news"),
  "good-works": articleList("good-works"),
  "news-flashes": newsFlashesList,
  notices: noticesList,
  booklets: booksList,
  albums: albumsList,
  officers: officersList,
  stations: stationsList,
  "former-commissioners": peopleList("former-commissioners"),
  leadership: peopleList("leadership"),
  "press-releases": documentList("press-releases"),
  tenders: documentList("tenders"),
  recruitments: documentList("recruitments"),
  rti: documentList("rti"),
};

/** A list page's data, after the role check; `deleted` after a deletion sent staff back here. */
export async function contentListPage(args: ContentPageArgs): Promise<ContentListView & { deleted: boolean }> {
  const { services } = await contentStaff(args);
  const section = sectionSegment(args.request);
  const list = LISTS[section];
  if (!list) throw new Error(`not a content section with a list: ${section || "(none)"}`);
  const { rows, paging } = await list.rows(services, list.paged ? listPageParam(new URL(args.request.url)) : 1);
  const { rows: _rows, paged: _paged, ...words } = list;
  return { ...words, section, rows, paging, deleted: doneOf(args.request) === "deleted" };
}
