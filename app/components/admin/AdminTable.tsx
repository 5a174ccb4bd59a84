/**
 * The table of every staff list (content, staff accounts, the audit log, the report inbox, the
 * found-property register): a DataTable (the caption that names the scrolling region, one header
 * cell per column, one row per item, its first cell usually a row header), a sentence instead of
 * the table when there is nothing to list, and the page links of a paged list under it. Routes
 * supply only their columns and cells.
 *
 * A column the list can be sorted by has a link in its header to `?sort=<column>&dir=asc|desc` of
 * the same page, keeping its other parameters but going back to the first page: a plain link, so it
 * works without JavaScript. The sorted column's header carries `aria-sort`; its link turns the order
 * round. The server decides which sorts it offers (app/.server/content-admin/list-sort.ts). A
 * caption names the list's own order; in another, it names the column and the direction instead.
 */
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { ListSort } from "~/lib/content-views";
import { Pagination } from "../ui/Pagination";
import { DataTable } from "./DataTable";

/** A column the list sorts by: its key in `?sort=`, and the direction its first click asks for. */
export type SortableColumn = { label: string; sort: string; first?: "asc" | "desc" };

function SortHeader({ column, current }: { column: SortableColumn; current: ListSort | null | undefined }) {
  const location = useLocation();
  const sorted = current?.column === column.sort ? current.dir : null;
  const params = new URLSearchParams(location.search);
  params.set("sort", column.sort);
  params.set("dir", sorted ? (sorted === "asc" ? "desc" : "asc") : (column.first ?? "asc"));
  params.delete("page");
  return (
    <th scope="col" aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={`${location.pathname}?${params.toString()}`} className="sort-link">
        {column.label}
        {sorted ? (
          <span aria-hidden="true" className="sort-mark">
            {sorted === "asc" ? " ▲" : " ▼"}
          </span>
        ) : null}
      </Link>
    </th>
  );
}

export function AdminTable<Item extends { id: number | string }>(props: {
  /** The caption's id, which names the scrolling region. */
  captionId: string;
  caption: string;
  columns: Array<string | SortableColumn>;
  items: Item[];
  /** What the page says when there are no items. */
  empty: string;
  /** The cells of one item's row. */
  row: (item: Item) => React.ReactNode;
  /** A class for the table beside the common ones (a list with its own column widths). */
  className?: string;
  /** The page shown and the last page of a paged list. */
  paging?: { current: number; last: number };
  sort?: {
    /** The order the list is shown in, when it is one of its sortable columns'. */
    current: ListSort | null;
    /** The list's own order, the one its caption describes. */
    initial?: ListSort;
    /** The list's name, for the caption of another order. */
    name: string;
  };
}) {
  const { t } = useTranslation();
  const { captionId, items, paging, sort } = props;
  const current = sort?.current;
  const sortedBy =
    current && (current.column !== sort.initial?.column || current.dir !== sort.initial.dir)
      ? props.columns.find((column) => typeof column !== "string" && column.sort === current.column)
      : undefined;
  const caption =
    current && sortedBy && typeof sortedBy !== "string"
      ? t("admin.sorted.caption", { list: sort.name, column: sortedBy.label, order: t(`admin.sorted.${current.dir}`) })
      : props.caption;
  const pages = paging ? <Pagination current={paging.current} last={paging.last} /> : null;
  if (items.length === 0)
    return (
      <>
        <p className="empty-state">{props.empty}</p>
        {pages}
      </>
    );
  return (
    <>
      <DataTable
        captionId={captionId}
        caption={caption}
        columns={props.columns.map((column) =>
          typeof column === "string" ? column : <SortHeader key={column.sort} column={column} current={current} />,
        )}
        items={items}
        row={props.row}
        className={props.className}
      />
      {pages}
    </>
  );
}
