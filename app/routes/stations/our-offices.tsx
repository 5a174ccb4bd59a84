import { useTranslation } from "~/i18n/use-translation";
import { parseOfficeSearchQuery } from "~/.server/content/stations/station-directory";
import { OfficesList } from "~/components/stations/OfficesList";
import { STATION_TYPES } from "~/lib/station-types";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/our-offices";
import { TEXT_PAGE } from "~/lib/page-handle";

/** SPEC §2 "Our offices": the offices list of every type. */
export function loader({ request }: Route.LoaderArgs) {
  return { q: parseOfficeSearchQuery(new URL(request.url)) };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function OurOffices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <OfficesList
      type={STATION_TYPES}
      title={t("stations.offices.our_offices_title")}
      description={t("seo.descriptions.our_offices")}
      query={loaderData.q}
    />
  );
}
