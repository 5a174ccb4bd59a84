/**
 * Best bets for railway stations: a commuter searching "Ghatkopar" or "घाटकोपर" wants the police
 * station that covers it (Kurla), with its address and telephone, before any news item that
 * mentions the name. The answer comes from the stops table that routes complaints
 * (content/stations/stop-search.ts).
 */
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import { LOCALES } from "~/i18n/locales";
import { RESOURCES } from "../i18n/resources";
import { localized, textsOf } from "../content/localized";
import { stopsMatching, type CoveredStop } from "../content/stations/stop-search";
import type { SearchTerms } from "./search-query";

/** Words that name more stops than this ("road", "nagar") name no stop in particular. */
const MAX_STOPS_PER_WORD = 3;

export type StationBet = {
  id: number;
  name: string;
  /** Set when the name is not in the page's language: English for a Hindi reader, or with no Marathi name on record. */
  lang?: Locale;
  address: string | null;
  /** Set like `lang`, for the address. */
  addressLang?: Locale;
  landline: string | null;
  /** The stops of the query this police station covers, in the reader's language. */
  stops: string[];
};

/**
 * The words for a police station, in every language (app/locales/<code>/search-words.ts), which
 * name no stop even where a stop shares one: "कुर्ला पोलीस ठाणे" asks for Kurla's police station,
 * not for Thane (ठाणे).
 */
const POLICE_STATION_PHRASES = LOCALES.flatMap((locale) => RESOURCES[locale].search_words.police_station.split(","))
  .map((phrase) => phrase.trim())
  .filter(Boolean)
  .map((phrase) => phrase.normalize("NFC").toLowerCase().split(" "));

/** The query's words without those that say "police station". */
function withoutPoliceStation(terms: SearchTerms): string[] {
  const words = [...terms];
  for (const phrase of POLICE_STATION_PHRASES) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (phrase.every((word, i) => words[start + i]!.toLowerCase() === word)) words.splice(start, phrase.length);
    }
  }
  return words;
}

/** The stops a query names: by all its words together, else by any one distinctive word. */
export function stopsNamed(query: SearchTerms, locale: Locale): CoveredStop[] {
  const terms = withoutPoliceStation(query);
  if (terms.length === 0) return [];
  const together = stopsMatching(terms.join(" "), locale);
  if (together.length > 0) return together.length <= MAX_STOPS_PER_WORD ? together : [];
  const found = new Map<string, CoveredStop>();
  for (const term of terms) {
    const stops = stopsMatching(term, locale);
    if (stops.length <= MAX_STOPS_PER_WORD) for (const stop of stops) found.set(stop.id, stop);
  }
  return [...found.values()];
}

export async function stationBets(db: Db, terms: SearchTerms, locale: Locale): Promise<StationBet[]> {
  const stops = stopsNamed(terms, locale);
  if (stops.length === 0) return [];
  const ids = [...new Set(stops.map((stop) => stop.policeStationId))];
  const rows = await db
    .selectFrom("police_stations")
    .select(["id", "name_en", "name_mr", "name_hi", "address_en", "address_mr", "address_hi", "landline"])
    .where("id", "in", ids)
    .execute();
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return [];
    const name = localized(textsOf(row, "name"), locale);
    const address = row.address_en || row.address_mr ? localized(textsOf(row, "address"), locale) : null;
    return [
      {
        id,
        name: name.text,
        ...(name.lang !== locale ? { lang: name.lang } : {}),
        address: address?.text ?? null,
        ...(address && address.lang !== locale ? { addressLang: address.lang } : {}),
        landline: row.landline,
        stops: stops.filter((stop) => stop.policeStationId === id).map((stop) => stop.name),
      },
    ];
  });
}
