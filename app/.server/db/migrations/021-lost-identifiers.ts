/**
 * What identifies a lost item beyond its description (issue 23): a mobile phone's IMEI, and a
 * second one for a dual-SIM phone. Both optional, kept as the 15 digits the form checked (Luhn),
 * so that the acknowledgement can print them for the owner's CEIR block request and found phones
 * can be matched by number. Plain text columns: the same on SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("citizen_reports").addColumn("imei", "text").execute();
  await db.schema.alterTable("citizen_reports").addColumn("imei_2", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("citizen_reports").dropColumn("imei_2").execute();
  await db.schema.alterTable("citizen_reports").dropColumn("imei").execute();
}
