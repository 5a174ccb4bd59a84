/**
 * Stations and offices created from the staff screens (issue 5). Only those may ever be deleted
 * again: the seeded ones carry the ids of the public railway map (SPEC §2) and of the force's real
 * offices. The flag is set on insert by the content service and never changes.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("police_stations")
    .addColumn("created_in_admin", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("police_stations").dropColumn("created_in_admin").execute();
}
