/**
 * What every visitor sees that was fixed in code until issue 20, now edited by staff: the site
 * settings (helpline numbers, social and external links, the commissioner's meeting hours) as one
 * row per setting, and the home page's notice board. Settings are text values under fixed keys;
 * the application validates and interprets them (docs/decisions/020-site-settings.md).
 *
 * The values the specification itself gives are filled in here, so that a real deployment shows
 * them from the start: the official external sites and the meeting hours of SPEC §2. Sample
 * numbers, social accounts and notices are demo content (db/seed), never written by a migration.
 */
import type { Kysely } from "kysely";
import { autoId, timestamp } from "./dialect";

const SPEC_VALUES: Array<[key: string, value: string]> = [
  ["link_fir_status", "https://citizen.mahapolice.gov.in/"],
  ["link_missing_persons", "https://citizen.mahapolice.gov.in/"],
  ["link_indian_railways", "https://www.indianrail.gov.in/"],
  ["link_irctc", "https://www.irctc.co.in/"],
  ["link_ntes", "https://enquiry.indianrail.gov.in/ntes/"],
  ["link_street_map", "https://www.openstreetmap.org/#map=11/19.0760/72.8777"],
  ["meeting_hours_en", "Monday to Saturday, 2:00 PM to 5:00 PM"],
  ["meeting_hours_mr", "सोमवार ते शनिवार, दुपारी २:०० ते सायंकाळी ५:००"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", timestamp(db))
    .execute();
  await (db as Kysely<{ site_settings: { key: string; value: string } }>)
    .insertInto("site_settings")
    .values(SPEC_VALUES.map(([key, value]) => ({ key, value })))
    .execute();

  await db.schema
    .createTable("notices")
    .addColumn("id", "integer", autoId(db))
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_mr", "text", (c) => c.notNull())
    .addColumn("posted_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .execute();
  await db.schema.createIndex("notices_posted_at").on("notices").column("posted_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notices").execute();
  await db.schema.dropTable("site_settings").execute();
}
