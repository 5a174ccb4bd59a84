/**
 * A report's status history: every move of a report's status, by whom and when, with the note staff
 * keep to themselves and the remark the citizen reads on /status. Written in the same transaction as
 * the change it records (a status change, a registered FIR, a found item handed over), so the history
 * never disagrees with the report. The row's id is what the SMS that follows marks as texted.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { ReportStatus } from "../../db/tables/citizen";

export type StatusEvent = {
  reportId: number;
  at: string;
  actorId: number;
  from: "draft" | ReportStatus;
  to: ReportStatus;
  internalNote?: string | null;
  publicRemark?: string | null;
};

export async function recordStatusEvent(trx: Transaction<Database>, event: StatusEvent): Promise<number> {
  const row = await trx
    .insertInto("citizen_report_events")
    .values({
      report_id: event.reportId,
      at: event.at,
      actor_id: event.actorId,
      from_status: event.from,
      to_status: event.to,
      internal_note: event.internalNote ?? null,
      public_remark: event.publicRemark ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
