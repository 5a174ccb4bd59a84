/**
 * The FIR number staff record once the police station has registered an FIR on a complaint or an
 * FIR request. Recording it is scoped like a status change (a desk officer limited to a station
 * only reaches that station's reports), moves the status on and bumps the report's "last updated"
 * so the citizen sees the change, writes a history row and an audit entry in the same transaction,
 * and then texts the citizen the number with the registered FIR_NUMBER template. A failed SMS
 * changes nothing already saved.
 */
import { deskReports } from "./desk-reports";
import type { RequestOrigin } from "../../auth/auth-core";
import { recordAudit } from "../../auth/audit-log";
import type { StationScope } from "../../auth/station-scope";
import type { ReportKind, ReportStatus } from "../../db/tables/citizen";
import { textCitizen, type InboxDeps } from "./report-inbox";
import { recordStatusEvent } from "./status-events";

/** The reports on which an FIR can be registered: a suggestion or a lost report has none. */
export const FIR_NUMBER_KINDS = ["complaint", "fir"] as const satisfies readonly ReportKind[];

export function takesFirNumber(kind: ReportKind): boolean {
  return (FIR_NUMBER_KINDS as readonly ReportKind[]).includes(kind);
}

export type RecordFirNumberOutcome = { ok: true; smsFailed: boolean } | { ok: false; problem: "not_found" };

/**
 * A registered FIR moves the report on: "received" or "under review" becomes "action taken" (a
 * closed report stays closed), one history row says so, and the citizen is texted the number.
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
    const report = await deskReports(trx, scope)
      .select(["id", "reference", "status", "public_remark", "mobile_number", "locale", "kind", "fir_number"])
      .where("id", "=", reportId)
      .where("kind", "in", FIR_NUMBER_KINDS)
      .executeTakeFirst();
    if (!report) return undefined;
    const now = clock.now().toISOString();
    const from = report.status as ReportStatus;
    const to = STATUS_AFTER_FIR[from];
    await trx
      .updateTable("citizen_reports")
      .set({ fir_number: firNumber, fir_recorded_at: now, status: to, updated_at: now })
      .where("id", "=", report.id)
      .execute();
    const eventId = await recordStatusEvent(trx, {
      reportId: report.id,
      at: now,
      actorId: actor.id,
      from,
      to,
      publicRemark: report.public_remark,
    });
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
    return { report, eventId };
  });
  if (!saved) return { ok: false, problem: "not_found" };
  const sent = await textCitizen(deps, saved.eventId, saved.report, "fir_number", {
    reference: saved.report.reference!,
    fir_number: firNumber,
    url: deps.statusLink(saved.report),
  });
  return { ok: true, smsFailed: !sent };
}
