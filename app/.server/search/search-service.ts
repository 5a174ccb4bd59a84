/**
 * Site search: a page of results, each with its kind, the link to the item, its title
 * and an extract with the matched words marked, and its date; on the first page, before them, the
 * citizen services the query names (best-bets.ts). A kind of item whose domain restricts what the
 * public may read of it is found and shown as that domain says (public-reading.ts).
 */
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import { pageOf, type Page } from "../content/paginate";
import { bestBets, type BestBet } from "./best-bets";
import { stationBets, type StationBet } from "./station-bets";
import { searchEngine, type SearchKind, type SearchRow } from "./engines";
import { toSegments, type Segment } from "./highlight";
import { kindsLeftOut, listedCondition, readableText, type IndexRow, type PublicReadings } from "./public-reading";
import { searchTerms } from "./search-query";

export const SEARCH_PER_PAGE = 10;

export type SearchResult = {
  kind: SearchKind;
  href: string;
  /** A PDF rather than a page: the result says so, as document lists do. */
  isFile: boolean;
  /** The language the title and extract are in (it may differ from the page's). */
  lang: Locale;
  title: Segment[];
  snippet: Segment[];
  date: string | null;
};

/** Where each kind of item is read: its page, or its PDF for documents and booklets. */
function href(row: SearchRow): { href: string; isFile: boolean } {
  switch (row.kind) {
    case "news":
      return { href: `/news/${row.ref_id}`, isFile: false };
    case "goodwork":
      return { href: `/good-works/${row.ref_id}`, isFile: false };
    case "album":
      return { href: `/album/${row.ref_id}`, isFile: false };
    case "station":
      return { href: `/police-station/${row.ref_id}`, isFile: false };
    case "page":
      return { href: row.file ?? "/", isFile: false };
    // The register has no page per item: its list, filtered by the item's category (migration 020).
    case "found_property":
      return { href: `/found-property?category=${encodeURIComponent(row.file ?? "")}`, isFile: false };
    default:
      return { href: `/storage/${row.file}`, isFile: true };
  }
}

export type SearchResults = Page<SearchResult> & {
  bestBets: BestBet[];
  /** The police stations covering the railway stations the query names (station-bets.ts). */
  stations: StationBet[];
};

export type SiteSearch = (query: string, page: number, locale: Locale) => Promise<SearchResults>;

/** The site search over `db`, each kind of item read as `readings` allow the public. */
export function createSiteSearch(db: Db, readings: PublicReadings): SiteSearch {
  const engine = searchEngine(db);
  return async (query, page, locale) => {
    const terms = searchTerms(query);
    if (terms.length === 0) return { ...pageOf([], 0, page, SEARCH_PER_PAGE), bestBets: [], stations: [] };
    const searchFor = {
      terms,
      leftOut: kindsLeftOut(readings, terms),
      listed: (row: IndexRow) => listedCondition(readings, row),
    };
    const [total, rows, stations] = await Promise.all([
      engine.count(searchFor),
      engine.page(searchFor, locale, SEARCH_PER_PAGE, (page - 1) * SEARCH_PER_PAGE),
      page === 1 ? stationBets(db, terms, locale) : [],
    ]);
    const results = rows.map((row) => ({
      kind: row.kind,
      ...href(row),
      lang: row.locale,
      title: toSegments(readableText(readings, row.kind, row.title)),
      // An item with no text but its title has no extract.
      snippet: row.snippet.trim() ? toSegments(readableText(readings, row.kind, row.snippet)) : [],
      date: row.date,
    }));
    return {
      ...pageOf(results, total, page, SEARCH_PER_PAGE),
      bestBets: page === 1 ? bestBets(terms) : [],
      stations,
    };
  };
}
