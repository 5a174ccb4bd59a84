/**
 * The table of every staff list (content, staff accounts, the audit log, the report inbox, the
 * found-property register, a report's history and transfers, the dashboard's queue): a caption for
 * screen readers that also names the scrolling region keyboard users can reach, one header cell per
 * column, one row per item (its first cell usually a row header), a sentence instead of the table
 * when there is nothing to list, and the page links of a paged list under it. Routes supply only
 * their columns and cells.
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
  /** What the page says when there are no items; without it, nothing is shown (the page says it its own way). */
  empty?: string;
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
        {props.empty ? <p className="empty-state">{props.empty}</p> : null}
        {pages}
      </>
    );
  return (
    <>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={props.className ? `data-table admin-table ${props.className}` : "data-table admin-table"}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {props.columns.map((column) =>
                typeof column === "string" ? (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ) : (
                  <SortHeader key={column.sort} column={column} current={current} />
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>{props.row(item)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages}
    </>
  );
}
