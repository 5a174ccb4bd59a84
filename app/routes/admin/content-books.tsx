import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/.server/auth/guard";
import { listBooksForAdmin } from "~/.server/content-admin/books-admin";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { StatusTag } from "~/components/admin/StatusTag";
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
  return (
    <ContentListPage
      title={t("admin.content.sections.booklets")}
      add={{ to: "/admin/content/booklets/new", label: t("admin.content.books.add") }}
      notice={loaderData.deleted ? t("admin.content.articles.done.deleted") : null}
    >
      <AdminTable
        captionId="books-caption"
        caption={t("admin.content.books.caption")}
        columns={[
          t("admin.content.books.name_col"),
          t("admin.content.books.order_col"),
          t("admin.content.books.status_col"),
        ]}
        items={loaderData.books}
        empty={t("admin.content.books.empty")}
        row={(book) => (
          <>
            <BilingualTitleCell to={`/admin/content/booklets/${book.id}`} en={book.name_en} mr={book.name_mr} />
            <td>{format.number(book.sort_order)}</td>
            <td>
              <StatusTag on={book.published} />
            </td>
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
