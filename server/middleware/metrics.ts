/**
 * Request metrics, and GET /metrics for Prometheus. The metrics say how busy the site is, which
 * routes are slow, how often SMS fail: not secrets, but nothing for the public either, so only the
 * configured addresses (METRICS_ALLOW_FROM, checked against req.ip, which follows TRUST_PROXY) or
 * a holder of METRICS_TOKEN may read them. Anyone else gets the site's ordinary 404, as if there
 * were nothing here.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import type { AppConfig } from "~/.server/config";
import { addressMatcher } from "~/.server/observability/address-list";
import type { Metrics } from "~/.server/observability/metrics";
import { routeOf } from "./route-label";

/** Counts every answer by route and status, times it, and tallies the page cache's verdicts. */
export function countRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const cache = res.getHeader("X-Cache");
      recordAnswer(metrics, {
        route: routeOf(req, res),
        method: req.method,
        status: res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        cache: typeof cache === "string" ? cache : undefined,
      });
    });
    next();
  };
}

/** Counts and times one answer (also those made before Express: server/cache-hit-fast-path.ts). */
export function recordAnswer(
  metrics: Metrics,
  answer: { route: string; method: string; status: number; seconds: number; cache: string | undefined },
) {
  metrics.httpDuration.observe({ route: answer.route }, answer.seconds);
  metrics.httpRequests.inc({ route: answer.route, method: answer.method, status: String(answer.status) });
  if (answer.cache) metrics.pageCacheResponses.inc({ result: answer.cache });
}

export function serveMetrics(metrics: Metrics, access: AppConfig["metrics"]): RequestHandler {
  const fromAllowedAddress = addressMatcher(access.allowFrom);
  const tokenDigest = access.token ? digest(access.token) : undefined;
  const hasToken = (authorization: string | undefined) => {
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
    // Digests have one length, so the comparison takes the same time whatever was presented.
    return Boolean(tokenDigest && presented && timingSafeEqual(digest(presented), tokenDigest));
  };
  return async (req, res, next) => {
    if (!fromAllowedAddress(req.ip) && !hasToken(req.get("authorization"))) return next();
    res.set("Cache-Control", "no-store");
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
