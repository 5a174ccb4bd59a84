/**
 * The HTTP edge of the documents area, shared by its four list pages and three list endpoints:
 * `?page=` is parsed strictly, bad values get a 4xx (JSON for the API, the error page for pages),
 * and answers are built through the response schemas.
 */
import { data } from "react-router";
import { indiaDay } from "~/lib/india-time";
import { jsonError, listPageParam, parsePageParam } from "../../api/json";
import type { Clock } from "../../clock";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { DocumentKind } from "../../db/tables/documents";
import type { FileStorage } from "../../storage/file-storage";
import { booksResponseSchema, documentPageResponseSchema } from "./api-schemas";
import { LIST_DATE_COLUMN, hasClosingDate, type ClosingFilter } from "./documents-repository";
import { listBooks, listDocuments } from "./documents-service";

/** What a list reads: the database, and the clock that says which tenders have closed. */
type ListSources = { db: Db; clock: Clock };

/** Tenders and recruitments are split at today's date in India; other kinds are not. */
function closingFilter(kind: DocumentKind, part: ClosingFilter["part"], clock: Clock): ClosingFilter | undefined {
  return hasClosingDate(kind) ? { part, today: indiaDay(clock.now()) } : undefined;
}

/**
 * GET /iapi/front/{press-release,tender,recruitment}?page=N. A page past the end has no items.
 * Tenders and recruitments are the open ones, as on their pages.
 */
export async function documentPageJson(
  kind: DocumentKind,
  request: Request,
  { db, clock }: ListSources,
  locale: Locale,
): Promise<Response> {
  const page = parsePageParam(new URL(request.url));
  if (!page.ok) return jsonError(400, "errors.api.bad_page", locale);
  const result = await listDocuments(db, kind, page.page, locale, closingFilter(kind, "open", clock));
  return Response.json(documentPageResponseSchema.parse({ data: result }));
}

/** GET /iapi/front/book: every published booklet, in display order. */
export async function booksJson(db: Db, locale: Locale): Promise<Response> {
  const books = await listBooks(db, locale);
  return Response.json(booksResponseSchema.parse({ books: { data: books } }));
}

/**
 * Loader data of a list page. A malformed `?page=` is a 400; a page past the end of a list is a
 * 404 (a person following a stale link gets a clear "not found" with a way home, rather than a
 * misleading "nothing uploaded"). An empty list answers its first page with no rows. `part` is
 * "closed" on the archive pages of tenders and recruitments.
 */
export async function loadDocumentListPage(
  kind: DocumentKind,
  request: Request,
  { db, clock, storage }: ListSources & { storage: FileStorage },
  locale: Locale,
  part: ClosingFilter["part"] = "open",
) {
  const page = listPageParam(new URL(request.url));
  const result = await listDocuments(db, kind, page, locale, closingFilter(kind, part, clock));
  if (result.current_page > result.last_page) throw data("Not Found", { status: 404 });
  // Each download says how big it is before a visitor on a metered phone follows it.
  const sizes = await Promise.all(result.data.map((item) => storage.size(item.uploaded_file)));
  return {
    kind,
    dateField: LIST_DATE_COLUMN[kind],
    archive: hasClosingDate(kind) ? { showing: part } : null,
    ...result,
    data: result.data.map((item, index) => ({ ...item, file_bytes: sizes[index] ?? null })),
  };
}

export type DocumentListPageData = Awaited<ReturnType<typeof loadDocumentListPage>>;
