import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import {
  DOCUMENT_SECTIONS,
  deleteDocument,
  documentSectionOf,
  findDocumentForAdmin,
} from "~/.server/content-admin/documents-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-document-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/{press-releases,tenders,recruitments,rti}/:id/delete: confirm, then delete with the PDF. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  const id = parseId(args.params.id);
  const document = id
    ? await findDocumentForAdmin(args.context.get(servicesContext), DOCUMENT_SECTIONS[section].kind, id)
    : undefined;
  if (!document) throw notFound();
  return { section, id: document.id, title: document.title_en ?? document.title_mr ?? "" };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deleteDocument(
      args.context.get(servicesContext),
      { id: access.user.id, origin: access.origin },
      section,
      id,
    ));
  if (!deleted) throw notFound();
  throw redirect(`/admin/content/${section}?done=deleted`);
}

export default function DeleteDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeletePage
      itemTitle={loaderData.title || t("admin.content.no_title")}
      cancelTo={`/admin/content/${loaderData.section}/${loaderData.id}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
