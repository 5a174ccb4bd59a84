/**
 * The table of every staff list (content, staff accounts, the audit log, the report inbox, the
 * found-property register): a caption for screen readers that also names the scrolling region
 * keyboard users can reach, one header cell per column, one row per item (its first cell usually
 * a row header), a sentence instead of the table when there is nothing to list, and the page links
 * of a paged list under it. Routes supply only their columns and cells.
 */
import { Pagination } from "../ui/Pagination";

export function AdminTable<Item extends { id: number | string }>(props: {
  /** The caption's id, which names the scrolling region. */
  captionId: string;
  caption: string;
  columns: string[];
  items: Item[];
  /** What the page says when there are no items. */
  empty: string;
  /** The cells of one item's row. */
  row: (item: Item) => React.ReactNode;
  /** A class for the table beside the common ones (a list with its own column widths). */
  className?: string;
  /** The page shown and the last page of a paged list. */
  paging?: { current: number; last: number };
}) {
  const { captionId, items, paging } = props;
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
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={props.className ? `data-table admin-table ${props.className}` : "data-table admin-table"}>
          <caption id={captionId} className="visually-hidden">
            {props.caption}
          </caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
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
