import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listStationsForAdmin, officerChoices } from "~/.server/content-admin/stations-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { LineMark } from "~/components/stations/LineMark";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-stations";

/** /admin/content/stations: every police station and office, with its officer in charge and line. */
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
      strip: station.strip,
      color_code: station.color_code,
    })),
    deleted: doneOf(args.request) === "deleted",
  };
}

export default function ContentStations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ContentListPage
      title={t("admin.content.sections.stations")}
      add={{ to: "/admin/content/stations/new", label: t("admin.content.stations.add") }}
      notice={loaderData.deleted ? t("admin.content.articles.done.deleted") : null}
    >
      <p className="admin-hint">{t("admin.content.stations.intro")}</p>
      <AdminTable
        captionId="stations-caption"
        caption={t("admin.content.stations.caption")}
        columns={[
          t("admin.content.stations.number_col"),
          t("admin.content.stations.name_col"),
          t("admin.content.stations.type_col"),
          t("admin.content.stations.officer_col"),
          t("admin.content.stations.line_col"),
        ]}
        items={loaderData.stations}
        empty=""
        row={(station) => (
          <>
            <td>{format.number(station.id)}</td>
            <BilingualTitleCell
              to={`/admin/content/stations/${station.id}`}
              en={station.name_en}
              mr={station.name_mr}
            />
            <td>{t(`admin.content.stations.types.${station.type}`)}</td>
            <td lang={station.officer ? "en" : undefined}>
              {station.officer ?? t("admin.content.stations.no_officer")}
            </td>
            <td>{station.strip ? <LineMark strip={station.strip} colour={station.color_code} /> : "—"}</td>
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
