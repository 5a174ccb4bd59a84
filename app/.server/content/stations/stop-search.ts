/**
 * "Which police station covers my station?": a commuter knows the stop (Ghatkopar), not the
 * railway police station that has it (Kurla). The stops table (railway-stops.ts) routes reports by
 * the same answer, so searching it by any of a stop's names, in any interface language or a common
 * spelling, finds the police station a complaint from there would reach.
 */
import { LOCALES, type Locale } from "~/i18n/locales";
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

/**
 * A name or query with the differences people do not hear folded away, so any Devanagari
 * spelling finds the stop: a nasal consonant with virama before another consonant is the
 * anusvara (मुम्बई, मुंबई), chandrabindu is anusvara (गाँव, गांव), long ई and ऊ are short
 * (बदलापूर, बदलापुर), ळ is ल and ण is न (Marathi भायखळा, Hindi भायखला), and a nukta is dropped
 * (सांताक्रुज़).
 */
export function foldStopName(text: string): string {
  return normaliseForSearch(text)
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/[ङञणनम]\u094D(?=[\u0915-\u0939])/g, "\u0902")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0940/g, "\u093F")
    .replace(/\u0942/g, "\u0941")
    .replace(/ई/g, "इ")
    .replace(/ऊ/g, "उ")
    .replace(/ळ/g, "ल")
    .replace(/ण/g, "न")
    .normalize("NFC");
}

/** Every name a stop is known by, in every language and spelling: as written, and folded. */
const allNames = (stop: RailwayStop) => [...LOCALES.map((locale) => nameOfStop(stop, locale)), ...(stop.aliases ?? [])];
const NAMES = new Map(RAILWAY_STOPS.map((stop) => [stop, allNames(stop).map(normaliseForSearch)]));
const FOLDED_NAMES = new Map(RAILWAY_STOPS.map((stop) => [stop, allNames(stop).map(foldStopName)]));

function stopsWithWords(names: Map<RailwayStop, string[]>, words: string[]): RailwayStop[] {
  return RAILWAY_STOPS.filter((stop) => names.get(stop)!.some((name) => words.every((word) => name.includes(word))));
}

/**
 * The stops one of whose names holds every word of the query ("ghatkopar", "घाटकोपर",
 * "dombivali", "wadala road"); only when none does, the stops whose folded names hold the folded
 * query ("बान्द्रा", "बदलापूर"), so that शीव finds Sion alone and not शिवडी (Sewri) too. Queries
 * shorter than three letters find none: "a" is in every name.
 */
export function stopsMatching(query: string, locale: Locale): CoveredStop[] {
  const words = normaliseForSearch(query).split(" ").filter(Boolean);
  if (words.join("").length < 3) return [];
  const exact = stopsWithWords(NAMES, words);
  const found = exact.length > 0 ? exact : stopsWithWords(FOLDED_NAMES, foldStopName(query).split(" ").filter(Boolean));
  return found.map((stop) => coveredStop(stop, locale));
}

/** The stops a police station has jurisdiction over, in line order. */
export function stopsCoveredBy(policeStationId: number, locale: Locale): CoveredStop[] {
  return RAILWAY_STOPS.filter((stop) => stop.policeStationId === policeStationId).map((stop) =>
    coveredStop(stop, locale),
  );
}
