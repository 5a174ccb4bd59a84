/**
 * A staff page's table: a caption for screen readers that also names the scrolling region keyboard
 * users can reach, one header cell per column, one row per item. AdminTable builds a list's table on
 * it (sorting, paging, the sentence when there is nothing); a section of a page (a report's history
 * and transfers, the dashboard's queue) uses it alone, without the weight of those.
 */
export function DataTable<Item extends { id: number | string }>(props: {
  /** The caption's id, which names the scrolling region. */
  captionId: string;
  caption: string;
  /** A column's name, or its own header cell (a sortable column's). */
  columns: Array<string | React.ReactElement>;
  items: Item[];
  /** The cells of one item's row. */
  row: (item: Item) => React.ReactNode;
  /** A class for the table beside the common ones (a list with its own column widths). */
  className?: string;
}) {
  const { captionId } = props;
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
              {props.columns.map((column) =>
                typeof column === "string" ? (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ) : (
                  column
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {props.items.map((item) => (
              <tr key={item.id}>{props.row(item)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
