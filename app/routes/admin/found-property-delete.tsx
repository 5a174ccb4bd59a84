import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { deleteFoundItem, findFoundItem } from "~/.server/found-property/edit";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/found-property-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/**
 * /admin/found-property/:id/delete (administrators and desk officers, limited ones for their own
 * station's items): confirm, then delete the item and its photo.
 */
export async function loader(args: Route.LoaderArgs) {
  const { scope } = await requireStaff(args, { roles: ["admin", "desk"] });
  const id = parseId(args.params.id);
  const item = id ? await findFoundItem(args.context.get(servicesContext).db, scope, id) : undefined;
  if (!item) throw notFound();
  return { id: item.id, category: item.category };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin", "desk"] });
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deleteFoundItem(args.context.get(servicesContext), access.user, access.origin, access.scope, id));
  if (!deleted) throw notFound();
  throw redirect("/admin/found-property?done=deleted");
}

export default function DeleteFoundItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const itemTitle = t("admin.found_property_admin.item_title", {
    number: format.number(loaderData.id),
    category: t(`citizen.categories.${loaderData.category}`),
  });
  return <ConfirmDeletePage itemTitle={itemTitle} cancelTo={`/admin/found-property/${loaderData.id}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
