/**
 * The HTTP edge of site search: `?q=` and `?page=` validated with zod. Absurd input (a query
 * past the length limit, a page that is not a number) is a 400, which the error page explains
 * in the visitor's language; a page past the last one is a 404, as on the content lists.
 */
import { data } from "react-router";
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import { searchParamsSchema } from "./search-query";
import { search } from "./search-service";

export async function loadSearchPage(request: Request, db: Db, locale: Locale) {
  const params = new URL(request.url).searchParams;
  const parsed = searchParamsSchema.safeParse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  if (!parsed.success) throw data("Bad Request", { status: 400 });
  const { q, page } = parsed.data;
  const results = await search(db, q, page, locale);
  if (results.current_page > results.last_page) throw data("Not Found", { status: 404 });
  return { query: q, ...results };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
