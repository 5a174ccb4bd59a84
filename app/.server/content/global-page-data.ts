import type { RequestState } from "../context";
import type { AppServices } from "../services";
import { newsFlashesFor } from "./news-flashes";
import { toStationSummary } from "./police-stations";

/**
 * The data every server-rendered page carries (SPEC §1): visitorCount, newsFlashes and
 * policeStations, plus what the document itself needs (language, CSRF token, font size).
 */
export async function getGlobalPageData(services: AppServices, state: RequestState) {
  const [flashes, stations, lastUpdated] = await Promise.all([
    services.newsFlashes.listActive(),
    services.stations.listAll(),
    services.lastUpdated.get(),
  ]);
  return {
    locale: state.locale,
    /** The site's public address, for canonical and alternate-language links. */
    siteUrl: services.config.publicUrl,
    csrfToken: state.csrfToken,
    fontSize: state.fontSize,
    contrast: state.contrast,
    visitorCount: services.visitors.total(),
    /** When the public content last changed (ISO), shown in the footer. */
    lastUpdated,
    newsFlashes: newsFlashesFor(flashes, state.locale),
    policeStations: stations.map((station) => toStationSummary(station, state.locale)),
  };
}

export type GlobalPageData = Awaited<ReturnType<typeof getGlobalPageData>>;
