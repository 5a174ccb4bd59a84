/**
 * The list page of a content section (/admin/content/<section>): the way back to all content, the
 * heading with its "Add" button, the confirmation after a deletion, and the table of items in a
 * scrolling region that keyboard users can reach. Routes supply only their columns and cells.
 */
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { ContentItemPage } from "./ContentItemPage";

export function ContentListPage(props: {
  title: string;
  add: { to: string; label: string };
  /** A confirmation to show (after a deletion), or null. */
  notice: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ContentItemPage
      title={props.title}
      back={{ to: "/admin/content", label: t("admin.content.all_content") }}
      action={props.add}
      notice={props.notice}
    >
      {props.children}
    </ContentItemPage>
  );
}

/** The items as a table (one row each, its first cell a row header), or a sentence when there are none. */
export function ContentTable<Item extends { id: number }>(props: {
  /** The caption's id, which names the scrolling region. */
  captionId: string;
  caption: string;
  columns: string[];
  items: Item[];
  empty: string;
  /** The cells of one item's row. */
  row: (item: Item) => React.ReactNode;
}) {
  const { captionId, items } = props;
  if (items.length === 0) return <p className="empty-state">{props.empty}</p>;
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table admin-table">
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
  );
}

/**
 * An item's name as its row header, linking to its edit page: in English when it has one, else in
 * Marathi, with the Marathi name under an English one. Each is marked with its language.
 */
export function BilingualTitleCell({ to, en, mr }: { to: string; en: string | null; mr: string | null }) {
  return (
    <th scope="row">
      <Link to={to}>{en ? <span lang="en">{en}</span> : <span lang="mr">{mr}</span>}</Link>
      {en && mr ? (
        <span className="admin-cell-note" lang="mr">
          {mr}
        </span>
      ) : null}
    </th>
  );
}
