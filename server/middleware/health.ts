import type { RequestHandler } from "express";
import type { Logger } from "~/.server/logger";
import { checkReadiness, type ReadinessCheck } from "~/.server/observability/readiness";

/**
 * Liveness, for a supervisor deciding whether to restart the process: 200 whenever the process
 * answers at all. It touches no database on purpose: a restart does not bring a database back,
 * and restarting every instance while the database is down only adds a cold start to the outage.
 */
export function healthCheck(): RequestHandler {
  return (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ status: "ok" });
  };
}

/**
 * Readiness, for a load balancer deciding whether to send visitors here: 200 while every check
 * answers in time, 503 naming the ones that did not (`{"status":"unavailable","failed":["database"]}`),
 * each with `details` (the SMS provider: `"sms":"msg91"`).
 */
export function readinessCheck(
  checks: ReadinessCheck[],
  logger: Logger,
  details: Record<string, string> = {},
): RequestHandler {
  let wasReady = true;
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const readiness = await checkReadiness(checks);
    // Probes come every few seconds: say so when readiness changes, not on every probe.
    if (readiness.ready !== wasReady) {
      if (readiness.ready) logger.info("ready again");
      else logger.error({ failed: readiness.failed }, "not ready");
      wasReady = readiness.ready;
    }
    if (readiness.ready) res.json({ status: "ok", ...details });
    else res.status(503).json({ status: "unavailable", failed: readiness.failed, ...details });
  };
}
