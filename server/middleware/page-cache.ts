/**
 * Answers anonymous GETs of public pages and JSON from the page cache (app/.server/page-cache/,
 * docs/decisions/009-page-cache.md). On a miss the page is rendered once for everybody: through
 * React Router's own handler, with the request state of an anonymous visitor who has no CSRF token
 * and no CSP nonce, so nothing personal can be stored. What each visitor still gets of their own
 * comes in this response's headers (cookies, the request id), never in the shared bytes.
 *
 * An answer the cache may not keep (a 404, a page with a form, which marks itself no-store) is
 * thrown away and the request goes on to the ordinary per-visitor render; the cache remembers
 * such keys for a while so that they skip the trial render.
 */
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { parse as parseCookies } from "cookie";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppConfig } from "~/.server/config";
import { requestContext, servicesContext, type RequestState } from "~/.server/context";
import type { InlineHashSources } from "~/.server/page-cache/inline-hashes";
import type { CachedPage, PageCache, RenderedPage } from "~/.server/page-cache/page-cache";
import { admitToCache, pageCacheKey } from "~/.server/page-cache/page-cache-rules";
import { contentSecurityPolicy } from "~/.server/security/content-security-policy";
import type { AppServices } from "~/.server/services";
import { acceptedEncodings } from "./precompressed-assets";

/**
 * Browsers check back every time (max-age=0) and get a 304 when nothing changed; they may show
 * their copy while checking (stale-while-revalidate) or when the server fails (stale-if-error).
 * Private, because every answer can set this browser's own cookies.
 */
export const CACHED_PAGE_CACHE_CONTROL = "private, max-age=0, stale-while-revalidate=60, stale-if-error=86400";

export function servePageCache(options: {
  cache: PageCache;
  services: AppServices;
  config: AppConfig;
  build: () => Promise<ServerBuild>;
}): RequestHandler {
  const { cache, services, config } = options;
  let handle: ((request: Request, context: RouterContextProvider) => Promise<Response>) | undefined;
  const policy = (inline: InlineHashSources) => contentSecurityPolicy(config.plasmaFrameUrl, inline);

  async function render(url: URL, state: RequestState): Promise<RenderedPage> {
    handle ??= createRequestHandler(await options.build(), config.isProduction ? "production" : "development");
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    // An anonymous visitor with nothing of their own: the page's forms get no token (see
    // app/.server/security/csrf-middleware.ts for how their posts are checked) and its scripts no
    // nonce (the stored page's policy lists their hashes).
    context.set(requestContext, { ...state, anonId: "", csrfToken: "", nonce: "", address: "" });
    const response = await handle(new Request(url, { headers: { accept: "text/html,*/*" } }), context);
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  return async (req, res, next) => {
    const state = res.locals.requestState as RequestState;
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
    const key = pageCacheKey({
      method: req.method,
      path: req.path,
      query,
      cookies: parseCookies(req.headers.cookie ?? ""),
      state,
    });
    if (!key) return next();

    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const fill = () =>
      cache.fill(
        key,
        () => render(url, state),
        (rendered) => admitToCache(rendered, policy),
      );
    const found = cache.lookup(key);
    if (found.state === "fresh") return send(req, res, found.page, "hit");
    if (found.state === "stale") {
      void fill();
      return send(req, res, found.page, "stale");
    }
    if (found.state === "miss" || found.state === "expired") {
      const result = await fill();
      if (result && "kind" in result) return send(req, res, result, "miss");
      // Rendering failed (the database is down, say): an old page beats an error page.
      const failed = !result || result.status >= 500;
      if (failed && found.state === "expired") return send(req, res, found.page, "stale-if-error");
    }
    res.setHeader("X-Cache", "bypass");
    return next();
  };
}

function send(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: "hit" | "stale" | "miss" | "stale-if-error",
) {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  if (!page.headers["cache-control"]) res.setHeader("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
  res.setHeader("X-Cache", state);
  res.vary("Accept-Encoding");

  const encoding = acceptedEncodings(req.get("accept-encoding"))[0];
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  // One validator per encoding (a strong ETag names exact bytes); any of them means the visitor
  // already has this page.
  const etags = [`"${page.etag}"`, `"${page.etag}-br"`, `"${page.etag}-gz"`];
  res.setHeader("ETag", encoding === "br" ? etags[1]! : encoding === "gzip" ? etags[2]! : etags[0]!);
  const ifNoneMatch = req.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => etags.includes(tag.trim().replace(/^W\//, "")))) {
    res.status(304).end();
    return;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
