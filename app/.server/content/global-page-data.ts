import type { Locale } from "~/i18n/locales";
import type { RequestState } from "../context";
import type { AppServices } from "../services";
import { newsFlashesFor, type createNewsFlashRepository } from "./news-flashes";
import { toStationSummary, type createPoliceStationRepository } from "./police-stations";
import { cacheUntilContentChanges } from "./until-content-changes";

/**
 * What the shell shows from the database on every page, per language: the news flashes and the
 * police stations. Kept until the public content changes (the services forget it when the page
 * cache is invalidated), so a page rendered afresh does not query them again.
 */
export function createShellContent(
  newsFlashes: ReturnType<typeof createNewsFlashRepository>,
  stations: ReturnType<typeof createPoliceStationRepository>,
) {
  return cacheUntilContentChanges(async (locale: Locale) => {
    const [flashes, all] = await Promise.all([newsFlashes.listActive(), stations.listAll()]);
    return {
      newsFlashes: newsFlashesFor(flashes, locale),
      policeStations: all.map((station) => toStationSummary(station, locale)),
    };
  });
}

export type ShellContent = ReturnType<typeof createShellContent>;

/**
 * The data every server-rendered page carries (SPEC §1): visitorCount, newsFlashes and
 * policeStations, plus what the document itself needs (language, CSRF token, font size).
 */
export async function getGlobalPageData(services: AppServices, state: RequestState) {
  const [content, lastUpdated] = await Promise.all([
    services.shellContent.get(state.locale),
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
    newsFlashes: content.newsFlashes,
    policeStations: content.policeStations,
  };
}

export type GlobalPageData = Awaited<ReturnType<typeof getGlobalPageData>>;
