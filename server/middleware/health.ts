import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { AppServices } from "~/.server/services";

/** For load balancers: 200 while the database answers, 503 when it does not. */
export function healthCheck(services: AppServices): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(services.db);
      res.json({ status: "ok" });
    } catch (error) {
      services.logger.error({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "unavailable" });
    }
  };
}
