/**
 * The answer to a request for a page held in the page cache: which stored bytes (plain, brotli or
 * gzip), or a 304 when the browser already has them, and the headers that go with them. Used by
 * the Express middleware (middleware/page-cache.ts) and the fast path for cache hits
 * (cache-hit-fast-path.ts), so both answer alike.
 */
import type { CachedPage } from "~/.server/page-cache/page-cache";
import { acceptedEncodings } from "./middleware/precompressed-assets";

/**
 * Browsers check back every time (max-age=0) and get a 304 when nothing changed; they may show
 * their copy while checking (stale-while-revalidate) or when the server fails (stale-if-error).
 * Private, because every answer can set this browser's own cookies.
 */
export const CACHED_PAGE_CACHE_CONTROL = "private, max-age=0, stale-while-revalidate=60, stale-if-error=86400";

export type CacheVerdict = "hit" | "stale" | "miss" | "stale-if-error";

export type CachedPageAnswer = {
  status: 200 | 304;
  /** Flat [name, value, …] list, as `ServerResponse.writeHead` takes it. */
  headers: string[];
  /** Absent for a 304 and for HEAD. */
  body: Buffer | undefined;
};

/** Stored headers as a flat list, worked out once per page rather than once per answer. */
const storedHeaders = new WeakMap<CachedPage, string[]>();

export function cachedPageAnswer(
  page: CachedPage,
  verdict: CacheVerdict,
  request: { method: string; acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): CachedPageAnswer {
  let fixed = storedHeaders.get(page);
  if (!fixed) {
    fixed = Object.entries(page.headers).flat();
    if (!page.headers["cache-control"]) fixed.push("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
    storedHeaders.set(page, fixed);
  }
  const encoding = preferredEncoding(request.acceptEncoding);
  // One validator per encoding (a strong ETag names exact bytes); any of them means the visitor
  // already has this page.
  const etag = encoding === "br" ? `"${page.etag}-br"` : encoding === "gzip" ? `"${page.etag}-gz"` : `"${page.etag}"`;
  const headers = [...fixed, "X-Cache", verdict, "ETag", etag];
  if (request.ifNoneMatch && hasPage(request.ifNoneMatch, page.etag)) return { status: 304, headers, body: undefined };

  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return { status: 200, headers, body: request.method === "HEAD" ? undefined : body };
}

function hasPage(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === `"${etag}"` || value === `"${etag}-br"` || value === `"${etag}-gz"`;
  });
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const encodingOf = new Map<string, "br" | "gzip" | undefined>();
const MAX_REMEMBERED_ENCODINGS = 100;

function preferredEncoding(header: string | undefined): "br" | "gzip" | undefined {
  if (!header) return undefined;
  if (encodingOf.has(header)) return encodingOf.get(header);
  const encoding = acceptedEncodings(header)[0];
  if (encodingOf.size >= MAX_REMEMBERED_ENCODINGS) encodingOf.clear();
  encodingOf.set(header, encoding);
  return encoding;
}
