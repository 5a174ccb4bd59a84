/**
 * The citizen reports as the retention purge sees them on 21 Nov 2026, for the integration tests
 * beside this file: reports are kept 90 days after they close, and nothing is sent.
 */
import pino from "pino";
import type { Db } from "../../db/connection";
import { createCitizenReports } from "../reports";

export function purgingReports(database: Db) {
  return createCitizenReports({
    db: database,
    clock: { now: () => new Date("2026-11-21T00:00:00Z") },
    codes: {} as never,
    sms: {} as never,
    logger: pino({ level: "silent" }),
    publicUrl: "https://rp.example",
    retentionDays: 90,
    secret: "integration-test-secret-0123456789abcdef",
  });
}
