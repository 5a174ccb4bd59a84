import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import {
  findStationForAdmin,
  officerChoices,
  parentChoices,
  saveStation,
} from "~/.server/content-admin/stations-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection } from "~/components/admin/ContentItemPage";
import { STATION_FIELDS, StationForm } from "~/components/admin/StationForm";
import type { Route } from "./+types/content-station";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/stations/:id: correct a station's or office's details, officer, parent office and line. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const services = args.context.get(servicesContext);
  const station = id ? await findStationForAdmin(services, id) : undefined;
  if (!station) throw notFound();
  const done = doneOf(args.request);
  return {
    station,
    officers: await officerChoices(services),
    parents: await parentChoices(services, station.type, station.id),
    done: done === "created" || done === "saved" ? done : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const fields = await readForm(args.request);
  const outcome = await saveStation(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    id,
    fields,
  );
  if (outcome.ok) throw redirect(`/admin/content/stations/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values = Object.fromEntries(STATION_FIELDS.map((field) => [field, (fields[field] ?? "").slice(0, 1000)]));
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditStation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { station, officers, parents, done } = loaderData;
  const title = t("admin.content.stations.edit_title", { title: station.name_en });
  const saved = {
    ...station,
    officer_id: station.officer_id === null ? "" : String(station.officer_id),
    parent_id: station.parent_id === null ? "" : String(station.parent_id),
  };
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(actionData?.errors ?? {}).length > 0}
      back={{ to: "/admin/content/stations", label: t("admin.content.sections.stations") }}
      notice={done && !actionData ? t(`admin.content.articles.done.${done}`) : null}
    >
      <StationForm
        isNew={false}
        values={actionData?.values ?? saved}
        errors={actionData?.errors ?? {}}
        officers={officers}
        parents={parents}
        savedColour={station.color_code}
        submitLabel={t("admin.content.stations.submit")}
      />
      <DeleteSection to={`/admin/content/stations/${station.id}/delete`} />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
