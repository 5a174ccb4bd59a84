/**
 * `?sort=<column>&dir=asc|desc` of a staff list (content, staff accounts, the audit log, the report
 * inbox, the found-property register): only the columns the list offers and the two directions
 * pass, so nothing else from the URL reaches a query's order. A link with anything else (mistyped or
 * cut) shows the list in its own order rather than an error page.
 */
import { z } from "zod";
import { NEWEST_FIRST, type ContentSort, type ListSort } from "~/lib/content-views";

export function sortParam<Column extends string>(
  url: URL,
  columns: readonly [Column, ...Column[]],
): ListSort<Column> | null {
  const parsed = z
    .object({ column: z.enum(columns), dir: z.enum(["asc", "desc"]) })
    .safeParse({ column: url.searchParams.get("sort"), dir: url.searchParams.get("dir") });
  return parsed.success ? (parsed.data as ListSort<Column>) : null;
}

type PagedSorts = [ListSort<ContentSort>, ...Array<ListSort<ContentSort>>];

/**
 * The sorts of a paged content list (articles, documents), each served by its
 * (kind, published, created_at, id) index: newest first (its own order), oldest first, and
 * published or drafts first, newest first within each.
 */
export const PAGED_CONTENT_SORTS: PagedSorts = [
  { column: "date", dir: "desc" },
  { column: "date", dir: "asc" },
  { column: "published", dir: "desc" },
  { column: "published", dir: "asc" },
];

/** The columns a paged content list's query orders by, in turn, for a sort of PAGED_CONTENT_SORTS. */
export function pagedContentOrder(
  sort: ListSort<ContentSort> | null,
): Array<["published" | "created_at" | "id", "asc" | "desc"]> {
  const dir = sort?.column === "date" ? sort.dir : "desc";
  const byDate: Array<["created_at" | "id", "asc" | "desc"]> = [
    ["created_at", dir],
    ["id", dir],
  ];
  return sort?.column === "published" ? [["published", sort.dir], ...byDate] : byDate;
}

/** A dated list's order (the audit log, the report inbox, the register): newest or oldest first. */
export const dateSort = (url: URL): ListSort<"date"> => sortParam(url, ["date"]) ?? NEWEST_FIRST;
