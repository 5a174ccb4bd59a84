import { useTranslation } from "~/i18n/use-translation";
import { requestContext } from "~/.server/context";
import { parseOfficeSearchQuery } from "~/.server/content/stations/station-directory";
import { stopsMatching } from "~/.server/content/stations/stop-search";
import type { StationType } from "~/.server/db/schema";
import { OfficesList } from "~/components/stations/OfficesList";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/all-police-stations";
import { TEXT_PAGE } from "~/lib/page-handle";

/** SPEC §2 "All police stations": the offices list of type PS. */
const TYPES: readonly StationType[] = ["PS"];

export function loader({ request, context }: Route.LoaderArgs) {
  const q = parseOfficeSearchQuery(new URL(request.url));
  // A stop's name finds the police station that covers it (Ghatkopar: Kurla).
  return { q, stops: stopsMatching(q, context.get(requestContext).locale) };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function AllPoliceStations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <OfficesList
      type={TYPES}
      title={t("stations.offices.all_stations_title")}
      description={t("seo.descriptions.all_stations")}
      query={loaderData.q}
      stops={loaderData.stops}
    />
  );
}
