import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { deleteNotice, findNoticeForAdmin } from "~/.server/content-admin/notices-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-notice-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/notices/:id/delete: the confirmation step, then the deletion. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const notice = id ? await findNoticeForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!notice) throw notFound();
  return { id: notice.id, title: notice.title_en };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deleteNotice(args.context.get(servicesContext), { id: access.user.id, origin: access.origin }, id));
  if (!deleted) throw notFound();
  throw redirect("/admin/content/notices?done=deleted");
}

export default function DeleteNotice({ loaderData }: Route.ComponentProps) {
  return <ConfirmDeletePage itemTitle={loaderData.title} cancelTo={`/admin/content/notices/${loaderData.id}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
