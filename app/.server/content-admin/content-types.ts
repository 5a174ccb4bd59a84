/**
 * The list page of every content type (/admin/content/<section>), drawn by one route
 * (routes/admin/content-list.tsx) from the `list` of the type's definition (content-items.ts
 * finds the type by its section).
 */
import type { ContentListView, ListRow } from "~/lib/content-views";
import { listPageParam } from "../api/json";
import { doneOf, type ContentDeps } from "./content-form";
import { itemOf } from "./content-items";
import { contentStaff, type ContentPageArgs } from "./content-pages";

/** A type's list page: its words (locale keys) and its rows, one page of them when `paged`. */
export type ContentListDefinition = Omit<ContentListView, "section" | "rows" | "paging"> & {
  paged?: boolean;
  rows(deps: ContentDeps, page: number): Promise<{ rows: ListRow[]; paging?: { current: number; last: number } }>;
};

/** A list page's data, after the role check; `deleted` after a deletion sent staff back here. */
export async function contentListPage(args: ContentPageArgs): Promise<ContentListView & { deleted: boolean }> {
  const { services } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const list = item.list;
  const { rows, paging } = await list.rows(services, list.paged ? listPageParam(new URL(args.request.url)) : 1);
  const { rows: _rows, paged: _paged, ...words } = list;
  return { ...words, section, rows, paging, deleted: doneOf(args.request) === "deleted" };
}
