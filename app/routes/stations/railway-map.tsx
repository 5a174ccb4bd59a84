import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData, Link } from "react-router";
import { RailwayMap } from "~/components/stations/RailwayMap";
import { LINE_STATIONS, MAP_LINES, MAP_STATIONS } from "~/components/stations/railway-map-layout";
import { BackButton } from "~/components/ui/BackButton";
import type { loader as rootLoader } from "~/root";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/railway-map";
import { ShareTags } from "~/components/seo/ShareTags";
import { requestContext } from "~/.server/context";
import { stopsCoveredBy } from "~/.server/content/stations/stop-search";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** The railway stations each police station covers, for the list beside the map. */
export function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const stops: Record<number, string[]> = {};
  for (const id of MAP_STATIONS.map((station) => station.id)) {
    stops[id] = stopsCoveredBy(id, locale).map((stop) => stop.name);
  }
  return { stops };
}

/**
 * SPEC §2 "Railway map". The stations' contacts come from the station data every page carries
 * (the root loader's `policeStations`); the loader adds the railway stations each one covers.
 */
export default function RailwayMapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const title = t("stations.map.title");
  const keyOf = new Map(MAP_STATIONS.map((stop) => [stop.id, stop.key]));

  return (
    <div className="stations-page map-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <ShareTags title={title} description={t("stations.map.intro")} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>
      <p className="stations-lead">{t("stations.map.intro")}</p>

      <div className="map-layout">
        <figure className="railway-map" aria-labelledby="railway-map-caption">
          <figcaption id="railway-map-caption" className="railway-map-caption">
            <strong>{t("stations.map.not_to_scale")}.</strong> {t("stations.map.hint")}
          </figcaption>
          <RailwayMap stations={root?.policeStations ?? []} />
          <ul className="map-legend" aria-label={t("stations.map.legend")}>
            {MAP_LINES.map((line) => (
              <li key={line}>
                <span className={`map-swatch map-swatch-${line}`} aria-hidden="true" />
                {t(`stations.lines.${line}`)}
              </li>
            ))}
            <li>
              <span className="map-swatch map-swatch-interchange" aria-hidden="true" />
              {t("stations.map.interchange")}
            </li>
          </ul>
        </figure>

        <section className="map-list" aria-labelledby="map-list-heading">
          <h2 id="map-list-heading">{t("stations.map.list_heading")}</h2>
          <p>{t("stations.map.list_intro")}</p>
          {MAP_LINES.map((line) => (
            <div key={line} className={`map-list-line map-list-${line}`}>
              <h3>
                <span className={`map-swatch map-swatch-${line}`} aria-hidden="true" />
                {t(`stations.lines.${line}`)}
              </h3>
              <ul>
                {LINE_STATIONS[line].map((id) => {
                  const key = keyOf.get(id);
                  return key ? (
                    <li key={id}>
                      <Link to={`/police-station/${id}`}>{t(`stations.map.names.${key}`)}</Link>
                      {loaderData.stops[id]?.length ? (
                        <span className="map-list-stops">
                          {t("stations.offices.covers", { stops: loaderData.stops[id].join(", ") })}
                        </span>
                      ) : null}
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}
