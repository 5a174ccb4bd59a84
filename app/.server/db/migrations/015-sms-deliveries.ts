/**
 * What became of each SMS a real gateway took (issue 21). The gateway names the message when it
 * takes it (MSG91's request id, NIC's Request ID, the relay's id); its delivery report, posted to
 * /sms/delivery/<provider>/<secret> later, names it again with the outcome. A row per message:
 * `sent` until a report says `delivered` or `undelivered`. `code_id` ties a one-time code's
 * message to the code, so the code step can tell the citizen the text did not arrive; the row goes
 * with the code. Nothing here says who the message was for.
 */
import type { Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sms_deliveries")
    .addColumn("id", "integer", autoId(db))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_message_id", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("code_id", "integer", (c) => c.references("one_time_codes.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("sent"))
    .addColumn("sent_at", "text", timestamp(db))
    .addColumn("reported_at", "text")
    .addCheckConstraint("sms_deliveries_status", oneOf("status", ["sent", "delivered", "undelivered"]))
    .addUniqueConstraint("sms_deliveries_message", ["provider", "provider_message_id"])
    .execute();
  await db.schema.createIndex("sms_deliveries_code").on("sms_deliveries").column("code_id").execute();
  await db.schema.createIndex("sms_deliveries_sent").on("sms_deliveries").column("sent_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sms_deliveries").execute();
}
