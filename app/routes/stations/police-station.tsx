import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { parseId } from "~/.server/api/json";
import { getStationPage } from "~/.server/content/stations/station-directory";
import { stopsCoveredBy } from "~/.server/content/stations/stop-search";
import { ShareTags } from "~/components/seo/ShareTags";
import { StructuredData } from "~/components/seo/StructuredData";
import { LineMark } from "~/components/stations/LineMark";
import { OfficerCard } from "~/components/stations/OfficerCard";
import { BackButton } from "~/components/ui/BackButton";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { telHref } from "~/lib/tel";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/police-station";
import { TEXT_PAGE } from "~/lib/page-handle";

/** An id no station has, or one that is not a number at all, is the site's 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const { locale } = context.get(requestContext);
  const station = await getStationPage(context.get(servicesContext).stations, id, locale);
  if (!station) throw new Response("Not Found", { status: 404 });
  return { station, stops: station.type === "PS" ? stopsCoveredBy(station.id, locale) : [] };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/** SPEC §2 police-station-info: everything known about a station or office, and its officer. */
export default function PoliceStation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { station, stops } = loaderData;
  return (
    <div className="stations-page station-page">
      <title>{`${station.name} | ${t("common.site_name")}`}</title>
      <ShareTags title={station.name} description={t("seo.station_description", { name: station.name })} />
      <StructuredData
        data={{
          "@type": station.type === "PS" ? "PoliceStation" : "GovernmentOffice",
          name: station.name,
          ...(station.address
            ? { address: { "@type": "PostalAddress", streetAddress: station.address, addressCountry: "IN" } }
            : {}),
          ...(station.landline ? { telephone: station.landline } : {}),
          ...(station.email ? { email: station.email } : {}),
        }}
      />
      <div className="page-header">
        <div>
          <p className="station-type-tag">{t(`stations.types.${station.type}`)}</p>
          <h1 lang={station.lang}>{station.name}</h1>
        </div>
        <BackButton fallback={station.type === "PS" ? "/all-police-stations" : "/our-offices"} />
      </div>

      <div className="station-layout">
        <section className="card station-details-card" aria-labelledby="station-details-heading">
          <h2 id="station-details-heading">{t("stations.station.details_heading")}</h2>
          <dl className="station-details">
            <div>
              <dt>{t("stations.station.type")}</dt>
              <dd>{t(`stations.types.${station.type}`)}</dd>
            </div>
            {station.address ? (
              <div>
                <dt>{t("stations.station.address")}</dt>
                <dd>
                  <address lang={station.address_lang}>{station.address}</address>
                </dd>
              </div>
            ) : null}
            {station.landline ? (
              <div>
                <dt>{t("stations.station.landline")}</dt>
                <dd>
                  <a href={telHref(station.landline)}>{station.landline}</a>
                </dd>
              </div>
            ) : null}
            {station.email ? (
              <div>
                <dt>{t("stations.station.email")}</dt>
                <dd>
                  <a href={`mailto:${station.email}`}>{station.email}</a>
                </dd>
              </div>
            ) : null}
            {station.strip ? (
              <div>
                <dt>{t("stations.station.line")}</dt>
                <dd>
                  <LineMark strip={station.strip} colour={station.color_code} />
                </dd>
              </div>
            ) : null}
            {station.parent ? (
              <div>
                <dt>{t("stations.station.parent")}</dt>
                <dd>
                  <Link to={`/police-station/${station.parent.id}`} lang={station.parent.lang}>
                    {station.parent.name}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
          {station.directions_url ? (
            <p className="station-directions">
              <ExternalLink href={station.directions_url} className="button">
                {t("stations.station.directions")}
              </ExternalLink>
            </p>
          ) : null}
        </section>

        <section className="card station-officer-card" aria-labelledby="station-officer-heading">
          <h2 id="station-officer-heading">{t("stations.station.incharge_heading")}</h2>
          {station.officer ? (
            <OfficerCard officer={station.officer} size="large" eager />
          ) : (
            <p className="incharge-none">{t("stations.incharge.no_officer")}</p>
          )}
        </section>
      </div>

      {stops.length > 0 ? (
        <section className="card station-stops-card" aria-labelledby="station-stops-heading">
          <h2 id="station-stops-heading">{t("stations.station.stops_heading")}</h2>
          <p>{t("stations.station.stops_intro")}</p>
          <ul className="station-stops">
            {stops.map((stop) => (
              <li key={stop.id}>{stop.name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <ul className="station-more-links">
        <li>
          <Link to="/all-police-stations">{t("stations.station.all_stations")}</Link>
        </li>
        <li>
          <Link to="/mumbai-railway-map">{t("stations.station.map")}</Link>
        </li>
      </ul>
    </div>
  );
}
