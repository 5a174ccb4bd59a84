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
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppConfig } from "~/.server/config";
import { requestContext, servicesContext, type RequestState } from "~/.server/context";
import type { InlineHashSources } from "~/.server/page-cache/inline-hashes";
import type { CachedPage, PageCache, RenderedPage } from "~/.server/page-cache/page-cache";
import { admitToCache, pageCacheKey } from "~/.server/page-cache/page-cache-rules";
import { contentSecurityPolicy } from "~/.server/security/content-security-policy";
import type { AppServices } from "~/.server/services";
import { cachedPageAnswer, type CacheVerdict } from "../cached-page-answer";
import type { RenderGate } from "../render-gate";

export function servePageCache(options: {
  cache: PageCache;
  services: AppServices;
  config: AppConfig;
  build: () => Promise<ServerBuild>;
  /** Renders for the cache take their turn with every other render (server/render-gate.ts). */
  renders: RenderGate;
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
    const release = await options.renders.enter();
    try {
      const response = await handle(new Request(url, { headers: { accept: "text/html,*/*" } }), context);
      return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
    } finally {
      release();
    }
  }

  return async (req, res, next) => {
    const state = res.locals.requestState as RequestState;
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
    const key = pageCacheKey({
      method: req.method,
      path: req.path,
      query,
      cookies: res.locals.cookies as Record<string, string | undefined>,
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

function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage, verdict: CacheVerdict) {
  const answer = cachedPageAnswer(page, verdict, {
    method: req.method,
    acceptEncoding: req.get("accept-encoding"),
    ifNoneMatch: req.get("if-none-match"),
  });
  for (let i = 0; i < answer.headers.length; i += 2) res.setHeader(answer.headers[i]!, answer.headers[i + 1]!);
  res.vary("Accept-Encoding");
  res.status(answer.status).end(answer.body);
}
