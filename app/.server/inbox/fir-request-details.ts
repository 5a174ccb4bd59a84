/**
 * What the inbox shows of an FIR request beyond a report's common fields (issue 6), and the FIR
 * number staff record once the FIR is registered at the police station. Recording it is scoped
 * like a status change (a desk officer limited to a station only reaches that station's requests),
 * bumps the report's "last updated" so the citizen sees the change, and is audited in the same
 * transaction.
 */
import type { RequestOrigin } from "../auth/auth-core";
import { recordAudit } from "../auth/audit-log";
import { findStop } from "../citizen/fir/railway-stops";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import type { FirRequestRow } from "../db/tables/citizen";
import type { InboxScope } from "./report-inbox";

export type FirRequestDetails = Omit<FirRequestRow, "report_id" | "property"> & {
  property: Array<{ item: string; value: number }>;
  /** Stop names in the reader's language, by slug. */
  stopNames: Record<string, string>;
};

export async function getFirRequestDetails(
  db: Db,
  reportId: number,
  locale: Locale,
): Promise<FirRequestDetails | undefined> {
  const row = await db.selectFrom("fir_requests").selectAll().where("report_id", "=", reportId).executeTakeFirst();
  if (!row) return undefined;
  const { report_id: _id, property, ...rest } = row;
  const stopNames: Record<string, string> = {};
  for (const id of [row.stop_id, row.from_stop_id, row.to_stop_id]) {
    const stop = id ? findStop(id) : undefined;
    if (stop) stopNames[stop.id] = locale === "mr" ? stop.mr : stop.en;
  }
  return { ...rest, property: JSON.parse(property) as FirRequestDetails["property"], stopNames };
}

export type RecordFirNumberOutcome = { ok: true } | { ok: false; problem: "not_found" };

export async function recordFirNumber(
  deps: { db: Db; clock: Clock },
  actor: { id: number },
  origin: RequestOrigin,
  scope: InboxScope,
  reportId: number,
  firNumber: string,
): Promise<RecordFirNumberOutcome> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("citizen_reports")
      .innerJoin("fir_requests", "fir_requests.report_id", "citizen_reports.id")
      .select(["citizen_reports.id", "citizen_reports.reference", "fir_requests.fir_number"])
      .where("citizen_reports.id", "=", reportId)
      .where("citizen_reports.kind", "=", "fir")
      .where("citizen_reports.status", "!=", "draft");
    if (scope.stationId !== null) query = query.where("citizen_reports.station_id", "=", scope.stationId);
    const report = await query.executeTakeFirst();
    if (!report) return { ok: false, problem: "not_found" } as const;
    const now = clock.now().toISOString();
    await trx
      .updateTable("fir_requests")
      .set({ fir_number: firNumber, fir_recorded_at: now })
      .where("report_id", "=", report.id)
      .execute();
    await trx.updateTable("citizen_reports").set({ updated_at: now }).where("id", "=", report.id).execute();
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "fir_number_recorded",
      target: { type: "citizen_report", id: report.id },
      details: { reference: report.reference, fir_number: { from: report.fir_number, to: firNumber } },
      ip: origin.ip,
    });
    return { ok: true } as const;
  });
}
