import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { deleteOfficer, findOfficerForAdmin } from "~/.server/content-admin/officers-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-officer-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/officers/:id/delete: confirm, then delete the officer and their photo. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const officer = id ? await findOfficerForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!officer) throw notFound();
  return { id: officer.id, title: officer.name_en };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deleteOfficer(args.context.get(servicesContext), { id: access.user.id, origin: access.origin }, id));
  if (!deleted) throw notFound();
  throw redirect("/admin/content/officers?done=deleted");
}

export default function DeleteOfficer({ loaderData }: Route.ComponentProps) {
  return <ConfirmDeletePage itemTitle={loaderData.title} cancelTo={`/admin/content/officers/${loaderData.id}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
