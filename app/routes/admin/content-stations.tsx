import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { listStationsForAdmin, officerChoices } from "~/.server/content-admin/stations-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { PageTitle } from "~/components/admin/fields";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-stations";

/** /admin/content/stations: every police station and office, with its officer in charge. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const services = args.context.get(servicesContext);
  const [stations, officers] = await Promise.all([listStationsForAdmin(services), officerChoices(services)]);
  const officerName = new Map(officers.map((officer) => [officer.id, officer.name_en]));
  return {
    stations: stations.map((station) => ({
      id: station.id,
      name_en: station.name_en,
      name_mr: station.name_mr,
      type: station.type,
      officer: station.officer_id ? (officerName.get(station.officer_id) ?? null) : null,
    })),
  };
}

export default function ContentStations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.content.sections.stations");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <h1>{title}</h1>
      <p className="admin-hint">{t("admin.content.stations.intro")}</p>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby="stations-caption" tabIndex={0}>
        <table className="data-table admin-table">
          <caption id="stations-caption" className="visually-hidden">
            {t("admin.content.stations.caption")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.content.stations.number_col")}</th>
              <th scope="col">{t("admin.content.stations.name_col")}</th>
              <th scope="col">{t("admin.content.stations.type_col")}</th>
              <th scope="col">{t("admin.content.stations.officer_col")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.stations.map((station) => (
              <tr key={station.id}>
                <td>{format.number(station.id)}</td>
                <th scope="row">
                  <Link to={`/admin/content/stations/${station.id}`} lang="en">
                    {station.name_en}
                  </Link>
                  {station.name_mr ? (
                    <span className="admin-cell-note" lang="mr">
                      {station.name_mr}
                    </span>
                  ) : null}
                </th>
                <td>{t(`admin.content.stations.types.${station.type}`)}</td>
                <td lang={station.officer ? "en" : undefined}>
                  {station.officer ?? t("admin.content.stations.no_officer")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
