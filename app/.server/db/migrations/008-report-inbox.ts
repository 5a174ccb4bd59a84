/**
 * The citizen-report inbox and the found-property register (issue 5, staff administration).
 *
 * - `citizen_report_events`: the status history of each report: who changed it, from and to
 *   which status, the internal note (staff only) and the public remark given at that moment, and
 *   whether the citizen was sent an SMS. Deleted with its report (closed reports are purged after
 *   the retention period).
 * - `found_property.returned_at`: when an item was handed back (returned items leave the public list).
 */
import type { Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

const STATUSES = ["draft", "received", "under_review", "action_taken", "closed"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("citizen_report_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("report_id", "integer", (c) => c.notNull().references("citizen_reports.id").onDelete("cascade"))
    .addColumn("at", "text", timestamp(db))
    .addColumn("actor_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("from_status", "text", (c) => c.notNull().check(oneOf("from_status", STATUSES)))
    .addColumn("to_status", "text", (c) => c.notNull().check(oneOf("to_status", STATUSES)))
    .addColumn("internal_note", "text")
    .addColumn("public_remark", "text")
    .addColumn("sms_sent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("citizen_report_events_report")
    .on("citizen_report_events")
    .columns(["report_id", "at"])
    .execute();

  await db.schema.alterTable("found_property").addColumn("returned_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("found_property").dropColumn("returned_at").execute();
  await db.schema.dropTable("citizen_report_events").execute();
}
