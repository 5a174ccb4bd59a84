/**
 * What the inbox shows of an FIR request beyond a report's common fields, and the FIR
 * number staff record once the FIR is registered at the police station. Recording it is scoped
 * like a status change (a desk officer limited to a station only reaches that station's requests),
 * moves the status on and bumps the report's "last updated" so the citizen sees the change, writes
 * a history row and an audit entry in the same transaction, and then texts the citizen the number
 * with the registered FIR_NUMBER template. A failed SMS changes nothing already saved.
 */
import type { RequestOrigin } from "../../auth/auth-core";
import { recordAudit } from "../../auth/audit-log";
import { scoped, type StationScope } from "../../auth/station-scope";
import { findStop } from "../../content/stations/railway-stops";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { FirRequestRow, ReportStatus } from "../../db/tables/citizen";
import { textCitizen, type InboxDeps } from "./report-inbox";

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

export type RecordFirNumberOutcome = { ok: true; smsFailed: boolean } | { ok: false; problem: "not_found" };

/**
 * A registered FIR moves the request on: "received" or "under review" becomes "action taken" (a
 * closed request stays closed), one history row says so, and the citizen is texted the number.
 */
const STATUS_AFTER_FIR: Record<ReportStatus, ReportStatus> = {
  received: "action_taken",
  under_review: "action_taken",
  action_taken: "action_taken",
  closed: "closed",
};

export async function recordFirNumber(
  deps: Pick<InboxDeps, "db" | "clock" | "sms" | "statusLink">,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  reportId: number,
  firNumber: string,
): Promise<RecordFirNumberOutcome> {
  const { db, clock } = deps;
  const saved = await db.transaction().execute(async (trx) => {
    const query = trx
      .selectFrom("citizen_reports")
      .innerJoin("fir_requests", "fir_requests.report_id", "citizen_reports.id")
      .select([
        "citizen_reports.id",
        "citizen_reports.reference",
        "citizen_reports.status",
        "citizen_reports.public_remark",
        "citizen_reports.mobile_number",
        "citizen_reports.locale",
        "citizen_reports.kind",
        "fir_requests.fir_number",
      ])
      .where("citizen_reports.id", "=", reportId)
      .where("citizen_reports.kind", "=", "fir")
      .where("citizen_reports.status", "!=", "draft");
    const report = await scoped(query, scope, "citizen_reports.station_id").executeTakeFirst();
    if (!report) return undefined;
    const now = clock.now().toISOString();
    const from = report.status as ReportStatus;
    const to = STATUS_AFTER_FIR[from];
    await trx
      .updateTable("fir_requests")
      .set({ fir_number: firNumber, fir_recorded_at: now })
      .where("report_id", "=", report.id)
      .execute();
    await trx.updateTable("citizen_reports").set({ status: to, updated_at: now }).where("id", "=", report.id).execute();
    const event = await trx
      .insertInto("citizen_report_events")
      .values({
        report_id: report.id,
        at: now,
        actor_id: actor.id,
        from_status: from,
        to_status: to,
        internal_note: null,
        public_remark: report.public_remark,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "fir_number_recorded",
      target: { type: "citizen_report", id: report.id },
      details: {
        reference: report.reference,
        fir_number: { from: report.fir_number, to: firNumber },
        status: { from, to },
        sms: true,
      },
      ip: origin.ip,
    });
    return { report, eventId: event.id };
  });
  if (!saved) return { ok: false, problem: "not_found" };
  const sent = await textCitizen(deps, saved.eventId, saved.report, "fir_number", {
    reference: saved.report.reference!,
    fir_number: firNumber,
    url: deps.statusLink(saved.report),
  });
  return { ok: true, smsFailed: !sent };
}
