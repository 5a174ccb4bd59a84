import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { listBooksForAdmin } from "~/.server/content-admin/books-admin";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/admin/fields";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-books";

/** /admin/content/booklets: every initiative booklet, shown and hidden, in order. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const books = await listBooksForAdmin(args.context.get(servicesContext));
  return {
    books: books.map((book) => ({
      id: book.id,
      name_en: book.name_en,
      name_mr: book.name_mr,
      sort_order: book.sort_order,
      published: book.published,
      thumbnail: `/storage/${book.image_key}/thumb.webp`,
    })),
    deleted: doneOf(args.request) === "deleted",
  };
}

export default function ContentBooks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.content.sections.booklets");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <Link to="/admin/content/booklets/new" className="button">
          {t("admin.content.books.add")}
        </Link>
      </div>
      {loaderData.deleted ? (
        <Notice>
          <p>{t("admin.content.articles.done.deleted")}</p>
        </Notice>
      ) : null}
      {loaderData.books.length === 0 ? (
        <p className="empty-state">{t("admin.content.books.empty")}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="books-caption" tabIndex={0}>
          <table className="data-table admin-table">
            <caption id="books-caption" className="visually-hidden">
              {t("admin.content.books.caption")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.content.books.name_col")}</th>
                <th scope="col">{t("admin.content.books.order_col")}</th>
                <th scope="col">{t("admin.content.books.status_col")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.books.map((book) => (
                <tr key={book.id}>
                  <th scope="row">
                    <Link to={`/admin/content/booklets/${book.id}`}>
                      {book.name_en ? <span lang="en">{book.name_en}</span> : <span lang="mr">{book.name_mr}</span>}
                    </Link>
                    {book.name_en && book.name_mr ? (
                      <span className="admin-cell-note" lang="mr">
                        {book.name_mr}
                      </span>
                    ) : null}
                  </th>
                  <td>{format.number(book.sort_order)}</td>
                  <td>
                    <span className={`admin-tag ${book.published ? "admin-tag-on" : "admin-tag-off"}`}>
                      {book.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
