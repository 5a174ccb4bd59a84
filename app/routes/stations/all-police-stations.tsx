import { useTranslation } from "react-i18next";
import { parseOfficeSearchQuery } from "~/.server/content/stations/station-directory";
import type { StationType } from "~/.server/db/schema";
import { OfficesList } from "~/components/stations/OfficesList";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/all-police-stations";

/** SPEC §2 "All police stations": the offices list of type PS. */
const TYPES: readonly StationType[] = ["PS"];

export function loader({ request }: Route.LoaderArgs) {
  return { q: parseOfficeSearchQuery(new URL(request.url)) };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export default function AllPoliceStations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <OfficesList
      type={TYPES}
      title={t("stations.offices.all_stations_title")}
      description={t("seo.descriptions.all_stations")}
      query={loaderData.q}
    />
  );
}
