/**
 * Answers fresh page-cache hits straight from Node's HTTP server, before Express. Such a
 * request needs only what a stored page needs: the visitor's cookies (server/visitor.ts), the
 * security headers, the stored bytes and the log line and metrics. Going through Express's router
 * and a dozen middleware for that cost more than the answer itself; this handler does the same
 * work in a few microseconds.
 *
 * Everything else (a miss, a stale page, anything not cached, any other method) returns false
 * and goes through the ordinary chain (server/app.ts), which also fills the cache. The checks that
 * decide what may be cached at all (app/.server/page-cache/page-cache-rules.ts) run here too: a
 * request the cache would not answer for Express is not answered here either.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies } from "cookie";
import type { AppConfig } from "~/.server/config";
import { pageCacheKey } from "~/.server/page-cache/page-cache-rules";
import { contentSecurityPolicy } from "~/.server/security/content-security-policy";
import type { AppServices } from "~/.server/services";
import { cachedPageAnswer } from "./cached-page-answer";
import { recordAnswer } from "./middleware/metrics";
import { logRequest } from "./middleware/request-log";
import type { RouteLabeller } from "./middleware/route-label";
import { fixedSecurityHeaders } from "./middleware/security-headers";
import { readVisitor, visitorPreferences, type VisitorRequest } from "./visitor";

export type CacheHitFastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const VARY = "Cookie, Accept-Language, Accept-Encoding";

export function createCacheHitFastPath(options: {
  services: AppServices;
  config: AppConfig;
  labeller: RouteLabeller;
}): CacheHitFastPath {
  const { services, labeller } = options;
  const security = fixedSecurityHeaders(options.config);
  // Stored JSON carries no policy of its own; it gets the strictest (no inline sources at all).
  const defaultPolicy = contentSecurityPolicy(options.config.plasmaFrameUrl, { scripts: [], styles: [] });

  return (req, res) => {
    const started = process.hrtime.bigint();
    const method = req.method ?? "";
    const url = req.url ?? "";
    if ((method !== "GET" && method !== "HEAD") || !url.startsWith("/")) return false;
    const mark = url.indexOf("?");
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = mark === -1 ? "" : url.slice(mark + 1);

    const cookies = parseCookies(req.headers.cookie ?? "");
    const request: VisitorRequest = { method, path, lang: langParameter(query), headers: req.headers };
    const key = pageCacheKey({ method, path, query, cookies, state: visitorPreferences(request, cookies) });
    const route = labeller.labelNow(path);
    const page = key && route ? services.pageCache.freshPage(key) : undefined;
    if (!page || !route) return false;

    const visitor = readVisitor(services, request, cookies);
    const answer = cachedPageAnswer(page, "hit", {
      method,
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
    });
    const requestId = randomUUID();
    const headers = ["X-Request-Id", requestId, ...security, "Vary", VARY];
    if (!page.headers["content-security-policy"]) headers.push("Content-Security-Policy", defaultPolicy);
    for (const cookie of visitor.setCookies) headers.push("Set-Cookie", cookie);
    headers.push(...answer.headers);
    res.writeHead(answer.status, headers);
    res.end(answer.body);

    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    recordAnswer(services.metrics, { route, method, status: answer.status, seconds, cache: "hit" });
    logRequest(services.logger, { requestId, method, route, path, status: answer.status, ms: seconds * 1e3 });
    return true;
  };
}

/** The `lang` parameter when it appears exactly once (as Express's `req.query.lang` is a string). */
function langParameter(query: string): string | undefined {
  if (!query.includes("lang=")) return undefined;
  const values = new URLSearchParams(query).getAll("lang");
  return values.length === 1 ? values[0] : undefined;
}
