import type { RequestState } from "../context";
import type { AppServices } from "../services";
import { newsFlashesFor } from "./news-flashes";
import { toStationSummary } from "./police-stations";
import { readSiteSettingValues, siteSettingsFor } from "./site-settings";

/**
 * The data every server-rendered page carries (SPEC §1): visitorCount, newsFlashes and
 * policeStations, the site settings, plus what the document itself needs (language, CSRF token, font size).
 */
export async function getGlobalPageData(services: AppServices, state: RequestState) {
  const [flashes, stations, lastUpdated, settings] = await Promise.all([
    services.newsFlashes.listActive(),
    services.stations.listAll(),
    services.lastUpdated.get(),
    readSiteSettingValues(services.db),
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
    /** Staff-edited numbers and links shown in the shell and on several pages. */
    site: siteSettingsFor(settings, state.locale, { darUrl: services.config.darUrl }),
  };
}

export type GlobalPageData = Awaited<ReturnType<typeof getGlobalPageData>>;
