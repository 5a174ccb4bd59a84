import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { deleteBook, findBookForAdmin } from "~/.server/content-admin/books-admin";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-book-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/booklets/:id/delete: confirm, then delete the booklet with its cover and PDF. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const book = id ? await findBookForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!book) throw notFound();
  return { id: book.id, title: book.name_en ?? book.name_mr ?? "" };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deleteBook(args.context.get(servicesContext), { id: access.user.id, origin: access.origin }, id));
  if (!deleted) throw notFound();
  throw redirect("/admin/content/booklets?done=deleted");
}

export default function DeleteBook({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeletePage
      itemTitle={loaderData.title || t("admin.content.no_title")}
      cancelTo={`/admin/content/booklets/${loaderData.id}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
