/**
 * The list page of every content type (/admin/content/<section>), drawn by one route
 * (routes/admin/content-list.tsx) from the `list` of the type's definition (content-items.ts
 * finds the type by its section).
 *
 * Sorting: a short list (all its items on one page) sorts by its title, date or published column,
 * whichever it has, here in memory; without `?sort=` it keeps its definition's own order (a
 * position staff chose, a name). A paged list offers only the sorts its query serves from an
 * index (`sorts`), passed to `rows`; its own order is `sorts[0]`.
 */
import { CONTENT_LOCALES } from "~/i18n/locales";
import {
  CONTENT_SORTS,
  type ContentListView,
  type ContentSort,
  type ListCell,
  type ListRow,
  type ListSort,
} from "~/lib/content-views";
import { listPageParam } from "../api/json";
import { doneOf, type ContentDeps } from "./content-form";
import { itemOf } from "./content-items";
import { contentStaff, type ContentPageArgs } from "./content-pages";
import { sortParam } from "./list-sort";

/** A type's list page: its words (locale keys) and its rows, one page of them when `paged`. */
export type ContentListDefinition = Omit<ContentListView, "section" | "rows" | "paging" | "sort"> & {
  paged?: boolean;
  /** A paged list's sorts, each served by an index; the first is the order it shows by default. */
  sorts?: [ListSort<ContentSort>, ...Array<ListSort<ContentSort>>];
  rows(
    deps: ContentDeps,
    page: number,
    sort: ListSort<ContentSort> | null,
  ): Promise<{ rows: ListRow[]; paging?: { current: number; last: number } }>;
};

/** What a cell of a row sorts by, and its value to compare. */
function sortValue(cell: ListCell): [ContentSort, string | number] | null {
  switch (cell.kind) {
    case "title":
      return ["title", (CONTENT_LOCALES.map((lang) => cell.texts[lang]).find(Boolean) ?? "").toLocaleLowerCase("en")];
    case "linked-text":
      return ["title", cell.text.toLocaleLowerCase("en")];
    case "status":
      return ["published", cell.on ? 1 : 0];
    case "date-time":
    case "date":
      return ["date", cell.value ?? ""];
    case "period":
      return ["date", cell.start ?? ""];
    default:
      return null;
  }
}

/** The sort of each column, from the first row's cells: the first column of each kind. */
function sortColumns(rows: ListRow[], offered: readonly ContentSort[]): Array<ContentSort | null> {
  const seen = new Set<ContentSort>();
  return (rows[0]?.cells ?? []).map((cell) => {
    const sort = sortValue(cell)?.[0];
    if (!sort || seen.has(sort) || !offered.includes(sort)) return null;
    seen.add(sort);
    return sort;
  });
}

function sortRows(rows: ListRow[], index: number, dir: "asc" | "desc"): ListRow[] {
  const value = (row: ListRow) => (row.cells[index] ? (sortValue(row.cells[index])?.[1] ?? "") : "");
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "en"));
  });
}

/** A list page's data, after the role check; `deleted` after a deletion sent staff back here. */
export async function contentListPage(args: ContentPageArgs): Promise<ContentListView & { deleted: boolean }> {
  const { services } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const list = item.list;
  const url = new URL(args.request.url);
  const { rows: _rows, paged: _paged, sorts, ...words } = list;
  const offered = sorts ? [...new Set(sorts.map((sort) => sort.column))] : CONTENT_SORTS;
  const asked = sortParam(url, CONTENT_SORTS);
  const valid = asked && (sorts ? sorts.some((sort) => sort.column === asked.column && sort.dir === asked.dir) : true);
  const current = valid ? asked : (sorts?.[0] ?? null);
  const { rows, paging } = await list.rows(services, list.paged ? listPageParam(url) : 1, sorts ? current : null);
  const columns = sortColumns(rows, offered);
  const index = current ? columns.indexOf(current.column) : -1;
  return {
    ...words,
    section,
    rows: !sorts && current && index >= 0 ? sortRows(rows, index, current.dir) : rows,
    paging,
    sort: { columns, current: index >= 0 ? current : null, initial: sorts?.[0] },
    deleted: doneOf(args.request) === "deleted",
  };
}
