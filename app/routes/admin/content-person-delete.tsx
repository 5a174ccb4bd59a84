import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { deletePerson, findPersonForAdmin, peopleSectionOf } from "~/.server/content-admin/people-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-person-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/<former-commissioners|leadership>/:id/delete: confirm, then delete the person and their photo. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = peopleSectionOf(args.request);
  const id = parseId(args.params.id);
  const person = id ? await findPersonForAdmin(args.context.get(servicesContext), section, id) : undefined;
  if (!person) throw notFound();
  return { section, id: person.id, title: person.name_en };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = peopleSectionOf(args.request);
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deletePerson(args.context.get(servicesContext), { id: access.user.id, origin: access.origin }, section, id));
  if (!deleted) throw notFound();
  throw redirect(`/admin/content/${section}?done=deleted`);
}

export default function DeletePerson({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDeletePage
      itemTitle={loaderData.title}
      cancelTo={`/admin/content/${loaderData.section}/${loaderData.id}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
