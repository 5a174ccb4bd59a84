/**
 * Staff reading a citizen's personal data leave a trace: opening a report in the inbox
 * shows the citizen's name, mobile number and, for an FIR request, their address, date of birth
 * and family, so each opening is an audit entry naming the report (the export has its own,
 * "reports_exported"). So is each photo the citizen sent with it, opened on its own address. The
 * entry holds the reference and the kind, never the data itself.
 */
import type { RequestOrigin } from "../../auth/auth-core";
import { recordAudit } from "../../auth/audit-log";
import type { Clock } from "../../clock";
import type { Db } from "../../db/connection";
import type { ReportKind } from "../../db/tables/citizen";

export async function recordReportViewed(
  deps: { db: Db; clock: Clock },
  actor: { id: number },
  origin: RequestOrigin,
  report: { id: number; reference: string | null; kind: ReportKind },
): Promise<void> {
  await recordAudit(deps.db, deps.clock, {
    actorId: actor.id,
    action: "report_viewed",
    target: { type: "citizen_report", id: report.id },
    details: { reference: report.reference, kind: report.kind },
    ip: origin.ip,
  });
}

export async function recordReportPhotoViewed(
  deps: { db: Db; clock: Clock },
  actor: { id: number },
  origin: RequestOrigin,
  report: { id: number; reference: string | null; kind: ReportKind },
  photoId: number,
): Promise<void> {
  await recordAudit(deps.db, deps.clock, {
    actorId: actor.id,
    action: "report_photo_viewed",
    target: { type: "citizen_report", id: report.id },
    details: { reference: report.reference, kind: report.kind, photo: photoId },
    ip: origin.ip,
  });
}
