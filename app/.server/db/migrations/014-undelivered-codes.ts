/**
 * Whether a one-time code was sent at all (issue 21). A status check for a reference and mobile
 * that do not match makes a code exactly like one that does, but sends nothing (so that the asker
 * cannot tell the two apart). Wrong guesses at such a code must not count against the mobile
 * number: otherwise anyone could lock a stranger's number out of every citizen service for a day
 * without that person ever receiving a message. Existing codes were all sent.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("one_time_codes")
    .addColumn("delivered", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("one_time_codes").dropColumn("delivered").execute();
}
