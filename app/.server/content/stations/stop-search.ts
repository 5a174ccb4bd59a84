/**
 * "Which police station covers my station?": a commuter knows the stop (Ghatkopar), not the
 * railway police station that has it (Kurla). The stops table (railway-stops.ts) routes reports by
 * the same answer, so searching it by any of a stop's names, in either language or a common
 * spelling, finds the police station a complaint from there would reach.
 */
import type { Locale } from "~/i18n/locales";
import { normaliseForSearch } from "~/components/stations/office-search";
import { nameOfStop } from "./jurisdiction";
import { RAILWAY_STOPS, type RailwayStop } from "./railway-stops";

/** A stop as a page shows it: its name in the reader's language and the police station that has it. */
export type CoveredStop = { id: string; name: string; policeStationId: number };

const coveredStop = (stop: RailwayStop, locale: Locale): CoveredStop => ({
  id: stop.id,
  name: nameOfStop(stop, locale),
  policeStationId: stop.policeStationId,
});

/** Every name a stop is known by, normalised once. */
const NAMES = new Map(
  RAILWAY_STOPS.map((stop) => [stop, [stop.en, stop.mr, ...(stop.aliases ?? [])].map(normaliseForSearch)]),
);

/**
 * The stops one of whose names holds every word of the query ("ghatkopar", "घाटकोपर",
 * "dombivali", "wadala road"). Queries shorter than three letters find none: "a" is in every name.
 */
export function stopsMatching(query: string, locale: Locale): CoveredStop[] {
  const words = normaliseForSearch(query).split(" ").filter(Boolean);
  if (words.join("").length < 3) return [];
  return RAILWAY_STOPS.filter((stop) =>
    NAMES.get(stop)!.some((name) => words.every((word) => name.includes(word))),
  ).map((stop) => coveredStop(stop, locale));
}

/** The stops a police station has jurisdiction over, in line order. */
export function stopsCoveredBy(policeStationId: number, locale: Locale): CoveredStop[] {
  return RAILWAY_STOPS.filter((stop) => stop.policeStationId === policeStationId).map((stop) =>
    coveredStop(stop, locale),
  );
}
