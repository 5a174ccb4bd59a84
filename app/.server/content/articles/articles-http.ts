/**
 * The HTTP edge of news and good works, shared by the two list pages, the two article pages and
 * the six JSON endpoints: inputs are parsed strictly, bad ones get a 4xx (JSON for the API, the
 * site's error page for pages), and API answers are built through the response schemas.
 */
import { z } from "zod";
import { jsonError, parseId, parsePageParam } from "../../api/json";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { ArticleKind } from "../../db/tables/articles";
import { articlePageResponseSchema, goodworkItemResponseSchema, newsItemResponseSchema } from "./api-schemas";
import { findArticleDetail, findArticleItem, listArticleCards, listArticleItems } from "./articles-service";

export const ARTICLE_VIEWS = ["cards", "timeline"] as const;
export type ArticleView = (typeof ARTICLE_VIEWS)[number];

/**
 * The query of a list page. `page` is a whole number from 1 (absent or empty means 1); anything
 * else is refused. `view` picks cards or the timeline; an unknown view shows the cards.
 */
export const articleListQuerySchema = z.object({
  // A malformed page (a mistyped or cut link) shows the first page; one past the end is a 404.
  page: z
    .union([z.literal(""), z.string().regex(/^\d{1,6}$/)])
    .optional()
    .transform((raw) => (raw ? Number(raw) : 1))
    .pipe(z.number().int().min(1))
    .catch(1),
  view: z.enum(ARTICLE_VIEWS).catch("cards"),
});

/** GET /iapi/front/news?page=N (and goodwork, /api/news, /api/goodworks). A page past the end has no items. */
export async function articlePageJson(kind: ArticleKind, request: Request, db: Db, locale: Locale): Promise<Response> {
  const page = parsePageParam(new URL(request.url));
  if (!page.ok) return jsonError(400, "errors.api.bad_page", locale);
  const result = await listArticleItems(db, kind, page.page, locale);
  return Response.json(articlePageResponseSchema.parse({ data: result }));
}

/** GET /iapi/front/news/{id} → `{ news }`, /iapi/front/goodwork/{id} → `{ goodwork }`. */
export async function articleItemJson(
  kind: ArticleKind,
  rawId: string | undefined,
  db: Db,
  locale: Locale,
): Promise<Response> {
  const id = parseId(rawId);
  const item = id === null ? null : await findArticleItem(db, kind, id, locale);
  if (!item) return jsonError(404, "errors.api.not_found", locale);
  return Response.json(
    kind === "news"
      ? newsItemResponseSchema.parse({ news: item })
      : goodworkItemResponseSchema.parse({ goodwork: item }),
  );
}

/** Page routes answer unknown things with the site's 404 page (the root error boundary). */
function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/**
 * Loader data of /news and /good-works. A malformed `?page=` shows the first page; a page past the
 * end of the list is the site's 404 page (a person following a stale link gets a clear "not found"
 * with a way home); an empty list answers its first page with the empty state.
 */
export async function loadArticleListPage(kind: ArticleKind, request: Request, db: Db, locale: Locale) {
  const query = articleListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw notFound();
  const result = await listArticleCards(db, kind, query.data.page, locale);
  if (result.current_page > result.last_page) throw notFound();
  return { kind, view: query.data.view, ...result };
}

export type ArticleListPageData = Awaited<ReturnType<typeof loadArticleListPage>>;

/** Loader data of /news/{id} and /good-works/{id}: unknown, malformed and unpublished ids are a 404. */
export async function loadArticlePage(kind: ArticleKind, rawId: string | undefined, db: Db, locale: Locale) {
  const id = parseId(rawId);
  const article = id === null ? null : await findArticleDetail(db, kind, id, locale);
  if (!article) throw notFound();
  return { kind, article };
}

export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;
