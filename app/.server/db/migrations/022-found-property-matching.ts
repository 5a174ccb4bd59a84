/**
 * Found property that finds its owner (issue 23): a claim ties a register item to the lost report
 * that staff confirmed as its owner's. While it is `in_progress` the item shows "claim in
 * progress"; the hand-over records who collected it and the proof of identity seen (its type and
 * last four characters only, never the whole number) and closes both. One claim per item and per
 * report. Matching itself needs no table: it reads the register and the reports as they are.
 */
import { sql, type Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("found_property_claims")
    .addColumn("id", "integer", autoId(db))
    .addColumn("item_id", "integer", (c) => c.notNull().unique().references("found_property.id").onDelete("cascade"))
    .addColumn("report_id", "integer", (c) => c.notNull().unique().references("citizen_reports.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("in_progress"))
    .addColumn("confirmed_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("confirmed_at", "text", timestamp(db))
    .addColumn("sms_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("collected_by", "text")
    .addColumn("proof_type", "text")
    .addColumn("proof_last4", "text")
    .addColumn("handed_over_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("handed_over_at", "text")
    .addCheckConstraint("found_property_claims_status", oneOf("status", ["in_progress", "handed_over"]))
    .addCheckConstraint("found_property_claims_proof_last4", sql`proof_last4 is null or length(proof_last4) <= 4`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("found_property_claims").execute();
}
