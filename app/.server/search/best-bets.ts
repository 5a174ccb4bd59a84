/**
 * Best bets: the citizen services, found by the words people use for them and shown
 * before the ordinary results. The full-text index only knows words written in content, so
 * "make a complaint" or "तक्रार" would otherwise lead to a news item that mentions a complaint,
 * and "FIR" to anything about first aid, rather than to the service itself.
 *
 * Keywords are declared by each language's folder (app/locales/<code>/search-words.ts), and a
 * query is matched against them all, whatever the reader's language, as people mix languages (a
 * Hindi reader types "FIR", a Marathi one "शिकायत"). A keyword is one or more whole words in lower case, matched against the query's words
 * in a row. A word ending in "*" is a stem and also matches longer words, for Marathi and Hindi
 * endings (तक्रार, तक्रारी, तक्रारीची; शिकायत, शिकायतें) and English plurals; a word without one
 * matches only itself, so "fir" never finds "first". A nukta is not told apart (एफ़आईआर is
 * एफआईआर, छेड़छाड़ is छेडछाड): people type either.
 */
import { LOCALES } from "~/i18n/locales";
import { RESOURCES } from "../i18n/resources";
import type { SearchTerms } from "./search-query";

/** The services, by their key under `search.best_bets.services` in the locale files. */
export type ServiceKey = "fir_request" | "status" | "complaint" | "suggestion" | "lost_and_found" | "get_help";

export type BestBet = { service: ServiceKey; href: string };

/** A query naming several services shows the first few that match the most of its words. */
const MAX_BEST_BETS = 3;

/**
 * In order of precedence when a query names two equally: "complaint status" asks for the status
 * page, "FIR status" for the FIR dashboard (where FIR requests are followed).
 */
const SERVICES: { service: ServiceKey; href: string }[] = [
  { service: "fir_request", href: "/fir-dashboard" },
  { service: "status", href: "/status" },
  { service: "complaint", href: "/complaint" },
  { service: "suggestion", href: "/suggestion" },
  { service: "lost_and_found", href: "/lost-and-found" },
  // Last: "lost phone" asks first for the lost-and-found report, then for this page (CEIR).
  { service: "get_help", href: "/get-help" },
];

type Pattern = { words: { text: string; stem: boolean }[] };

/** A word as compared: composed, lower case, without nukta (U+093C). */
const comparable = (word: string) =>
  word
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u093C/g, "");

/** A service's keywords in every language (app/locales/<code>/search-words.ts). */
const keywordsOf = (service: ServiceKey) =>
  LOCALES.flatMap((locale) => RESOURCES[locale].search_words[service].split(","))
    .map((keyword) => keyword.trim())
    .filter(Boolean);

const PATTERNS = SERVICES.map(({ service, href }) => ({
  service,
  href,
  patterns: keywordsOf(service).map((keyword): Pattern => ({
    words: comparable(keyword)
      .split(" ")
      .map((word) => (word.endsWith("*") ? { text: word.slice(0, -1), stem: true } : { text: word, stem: false })),
  })),
}));

/** The services a query asks for, best first; none for a query that names no service. */
export function bestBets(terms: SearchTerms): BestBet[] {
  const words = terms.map(comparable);
  return PATTERNS.map(({ service, href, patterns }, order) => ({
    bet: { service, href },
    order,
    score: coveredWords(words, patterns),
  }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_BEST_BETS)
    .map(({ bet }) => bet);
}

/** How many of the query's words some keyword of the service matches. */
function coveredWords(words: string[], patterns: Pattern[]): number {
  const covered = new Set<number>();
  for (const { words: keyword } of patterns) {
    for (let start = 0; start + keyword.length <= words.length; start++) {
      const matches = keyword.every(({ text, stem }, i) => {
        const word = words[start + i]!;
        return stem ? word.startsWith(text) : word === text;
      });
      if (matches) keyword.forEach((_, i) => covered.add(start + i));
    }
  }
  return covered.size;
}
