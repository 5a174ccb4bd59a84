/**
 * The HTTP edge of site search: `?q=` and `?page=` validated with zod. Absurd input (a query
 * past the length limit, a page that is not a number) is a 400 that still shows the search page,
 * saying what was wrong in the visitor's language, with the query kept in the box (cut to the
 * limit) to fix; a page past the last one is a 404, as on the content lists.
 */
import { data } from "react-router";
import type { Page } from "../content/paginate";
import type { Locale } from "../db/schema";
import { MAX_QUERY_LENGTH, searchParamsSchema } from "./search-query";
import type { BestBet } from "./best-bets";
import type { StationBet } from "./station-bets";
import { SEARCH_PER_PAGE, type SearchResult, type SiteSearch } from "./search-service";

/** Why a search was refused; the page names it in the visitor's language. */
export type SearchProblem = "too_long" | "bad_page";

export async function loadSearchPage(request: Request, search: SiteSearch, locale: Locale) {
  const params = new URL(request.url).searchParams;
  const parsed = searchParamsSchema.safeParse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  if (!parsed.success) {
    const query = (params.get("q") ?? "").trim();
    const problem: SearchProblem = query.length > MAX_QUERY_LENGTH ? "too_long" : "bad_page";
    const nothing: Page<SearchResult> = {
      data: [],
      total: 0,
      current_page: 1,
      last_page: 1,
      per_page: SEARCH_PER_PAGE,
    };
    const bestBets: BestBet[] = [];
    return data(
      { query: query.slice(0, MAX_QUERY_LENGTH), problem, ...nothing, bestBets, stations: [] as StationBet[] },
      { status: 400 },
    );
  }
  const { q, page } = parsed.data;
  const results = await search(q, page, locale);
  if (results.current_page > results.last_page) throw data("Not Found", { status: 404 });
  return { query: q, problem: null, ...results };
}

export type SearchPageData = {
  query: string;
  problem: SearchProblem | null;
  /** Citizen services the query names, shown before the results (best-bets.ts). */
  bestBets: BestBet[];
  /** Police stations covering the railway stations the query names (station-bets.ts). */
  stations: StationBet[];
} & Page<SearchResult>;
