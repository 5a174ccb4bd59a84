import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { officerChoices, parentChoices, saveStation } from "~/.server/content-admin/stations-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { PageTitle } from "~/components/ui/form-page";
import { STATION_FIELDS, StationForm } from "~/components/admin/StationForm";
import type { Route } from "./+types/content-station-new";

/** /admin/content/stations/new: a new police station or office (numbered by the database). */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const services = args.context.get(servicesContext);
  // The type is not chosen yet: every office is offered, and the server checks the level on saving.
  return { officers: await officerChoices(services), parents: await parentChoices(services, null) };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const fields = await readForm(args.request);
  const outcome = await saveStation(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    null,
    fields,
  );
  if (outcome.ok) throw redirect(`/admin/content/stations/${outcome.id}?done=created`);
  const values = Object.fromEntries(STATION_FIELDS.map((field) => [field, (fields[field] ?? "").slice(0, 1000)]));
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function NewStation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.content.stations.add");
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(actionData?.errors ?? {}).length > 0} />
      <p>
        <Link to="/admin/content/stations">{t("admin.content.sections.stations")}</Link>
      </p>
      <h1>{title}</h1>
      <StationForm
        isNew
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        officers={loaderData.officers}
        parents={loaderData.parents}
        submitLabel={t("admin.content.articles.create_submit")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
