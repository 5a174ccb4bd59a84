/**
 * Found property that nobody claims is disposed of: when the holding period ends (the item's
 * "held until" day, or FOUND_PROPERTY_HOLDING_DAYS after it was found) it leaves everything the
 * public reads, and the desk may record the disposal itself (a sale, a hand-over to the
 * treasury), at the end of the period or before it for what cannot be kept. `disposed_at` is that
 * record; the end of the holding period needs no column, it is a date the queries compare
 * (found-property/holding.ts), so no job has to run for an item to leave the public register on
 * time.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("found_property").addColumn("disposed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("found_property").dropColumn("disposed_at").execute();
}
