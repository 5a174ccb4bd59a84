import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import {
  deleteStation,
  deletionBlockers,
  findStationForAdmin,
  type DeletionBlocker,
} from "~/.server/content-admin/stations-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import { PageTitle } from "~/components/ui/fields";
import type { Route } from "./+types/content-station-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/**
 * /admin/content/stations/:id/delete: confirm, then delete a station or office added here that
 * nothing points at; for any other, the page says why it is kept.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const services = args.context.get(servicesContext);
  const station = id ? await findStationForAdmin(services, id) : undefined;
  if (!station) throw notFound();
  return { id: station.id, title: station.name_en, blockers: await deletionBlockers(services, station) };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  if (id === null) throw notFound();
  const outcome = await deleteStation(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    id,
  );
  if (outcome.ok) throw redirect("/admin/content/stations?done=deleted");
  if (outcome.status === 404) throw notFound();
  return data({ blockers: outcome.blockers }, { status: 409 });
}

function CannotDelete({ id, title, blockers }: { id: number; title: string; blockers: DeletionBlocker[] }) {
  const { t } = useTranslation();
  const heading = t("admin.content.stations.blocked.title", { title });
  return (
    <div className="admin-page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      <p>{t("admin.content.stations.blocked.intro")}</p>
      <ul>
        {blockers.map((reason) => (
          <li key={reason}>{t(`admin.content.stations.blocked.${reason}`)}</li>
        ))}
      </ul>
      <p>
        <Link to={`/admin/content/stations/${id}`}>{t("admin.content.stations.blocked.back")}</Link>
      </p>
    </div>
  );
}

export default function DeleteStation({ loaderData, actionData }: Route.ComponentProps) {
  const blockers = actionData?.blockers ?? loaderData.blockers;
  if (blockers.length > 0) return <CannotDelete id={loaderData.id} title={loaderData.title} blockers={blockers} />;
  return <ConfirmDeletePage itemTitle={loaderData.title} cancelTo={`/admin/content/stations/${loaderData.id}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
