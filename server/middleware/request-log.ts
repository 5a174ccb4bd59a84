import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "~/.server/logger";
import { routeOf } from "./route-label";
import { withoutDeliverySecret } from "./sms-delivery-reports";

/** One JSON line per request: id, method, route id, path (never the query: it may carry personal
 * data; never the secret of the SMS delivery-report callback nor the token of a status link),
 * status and duration. */
export function logRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      logRequest(logger, {
        requestId,
        method: req.method,
        route: routeOf(req, res),
        // originalUrl: a router mounted at /storage or /assets shortens req.path to its own part.
        path: withoutStatusToken(withoutDeliverySecret(req.originalUrl.split("?")[0]!)),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}

/** A status link's token opens a citizen's report for 30 days: the log shows `[token]`. */
function withoutStatusToken(path: string): string {
  return path.replace(/^\/status\/[^/]+/, "/status/[token]");
}

export type RequestLogLine = {
  requestId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  ms: number;
};

/**
 * Writes one request's line (also for answers made before Express: server/cache-hit-fast-path.ts).
 * Without the logger's redaction pass: its keys are the fixed ones of RequestLogLine, none of them
 * a key the logger redacts (a test checks), and that pass cost more than the rest of a page-cache
 * hit. Values are never redacted by key anyway: the path is kept clean where it is made.
 */
export function logRequest(logger: Logger, line: RequestLogLine) {
  let plain = withoutRedaction.get(logger);
  if (!plain) withoutRedaction.set(logger, (plain = logger.child({}, { redact: [] })));
  plain.info({ ...line, ms: Math.round(line.ms * 10) / 10 }, "request");
}
const withoutRedaction = new WeakMap<Logger, Logger>();
