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
 * Readiness. `for: "balancer"` (/readyz): 503 only when one of this instance's own checks fails,
 * naming it (`{"status":"unavailable","failed":["sms"]}`); a shared dependency that is down is
 * named but answered 200 (`{"status":"degraded","unavailable":["database"]}`), since it is down
 * for every instance alike. `for: "monitoring"` (/readyz/dependencies): 503 when any check fails
 * (`{"status":"unavailable","failed":["database"]}`). Each answer carries `details` (the SMS
 * provider: `"sms":"msg91"`).
 */
export function readinessCheck(
  checks: ReadinessCheck[],
  logger: Logger,
  details: Record<string, string> = {},
  options: { for: "balancer" | "monitoring" } = { for: "balancer" },
): RequestHandler {
  const shared = new Set(checks.filter((check) => check.shared).map((check) => check.name));
  let wasReady = true;
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const readiness = await checkReadiness(checks);
    const failed = readiness.ready ? [] : readiness.failed;
    const own = failed.filter((name) => !shared.has(name));
    const unavailable = failed.filter((name) => shared.has(name));
    // Probes come every few seconds: say so when readiness changes, not on every probe. Only the
    // balancer's probe logs, so that one outage is one line.
    if (options.for === "balancer" && readiness.ready !== wasReady) {
      if (readiness.ready) logger.info("ready again");
      else logger.error({ failed }, own.length > 0 ? "not ready" : "a shared dependency is unavailable");
      wasReady = readiness.ready;
    }
    if (options.for === "monitoring") {
      if (failed.length === 0) res.json({ status: "ok", ...details });
      else res.status(503).json({ status: "unavailable", failed, ...details });
      return;
    }
    if (own.length > 0) {
      res.status(503).json({
        status: "unavailable",
        failed: own,
        ...(unavailable.length > 0 ? { unavailable } : {}),
        ...details,
      });
    } else if (unavailable.length > 0) res.json({ status: "degraded", unavailable, ...details });
    else res.json({ status: "ok", ...details });
  };
}
