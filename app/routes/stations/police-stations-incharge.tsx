import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { listStationsInCharge } from "~/.server/content/stations/station-directory";
import { OfficerCard } from "~/components/stations/OfficerCard";
import { BackButton } from "~/components/ui/BackButton";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/police-stations-incharge";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return { stations: await listStationsInCharge(context.get(servicesContext).stations, locale) };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/** SPEC §2 "Police stations in-charge": each station with its officer, or 'No Police Officer Found'. */
export default function PoliceStationsIncharge({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("stations.incharge.title");
  return (
    <div className="stations-page incharge-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <ShareTags title={title} description={t("stations.incharge.intro")} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>
      <p className="stations-lead">{t("stations.incharge.intro")}</p>
      <div className="table-scroll">
        <table className="data-table incharge-table">
          <caption className="visually-hidden">{t("stations.incharge.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("stations.incharge.station_column")}</th>
              <th scope="col">{t("stations.incharge.incharge_column")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.stations.map((station, index) => (
              <tr key={station.id}>
                <th scope="row">
                  <Link to={`/police-station/${station.id}`} lang={station.lang}>
                    {station.name}
                  </Link>
                </th>
                <td>
                  {station.officer ? (
                    <OfficerCard officer={station.officer} eager={index < 3} />
                  ) : (
                    <p className="incharge-none">{t("stations.incharge.no_officer")}</p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
