/**
 * Citizen sign-in and FIR requests (issue 6).
 *
 * - `citizen_accounts`: one per mobile number that has signed in with a one-time code; the name
 *   is asked at the first sign-in.
 * - `citizen_sessions`: as `staff_sessions`, but a separate table for a separate cookie, so a
 *   citizen's session can never be mistaken for a member of staff's.
 * - `fir_drafts`: the FIR form between its steps, one per account, kept on the server so the
 *   multi-step form works as plain HTML forms.
 * - `citizen_reports.kind` may now be `fir`: a submitted FIR request is a citizen report like the
 *   others (reference number, status model, inbox, retention); `account_id` names its author.
 * - `fir_requests`: what only an FIR request has (personal details, the place, the property),
 *   and the FIR number staff record once the FIR is registered at the police station.
 */
import type { Kysely } from "kysely";
import { autoId, oneOf, timestamp, widenCheck } from "./dialect";

const OLD_KINDS = ["suggestion", "complaint", "lost_found"];
const KINDS = [...OLD_KINDS, "fir"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("citizen_accounts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("mobile_number", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("last_sign_in_at", "text")
    .execute();

  await db.schema
    .createTable("citizen_sessions")
    // SHA-256 of the random id in the cookie: a copy of this table opens no sessions.
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("account_id", "integer", (c) => c.notNull().references("citizen_accounts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("citizen_sessions_account").on("citizen_sessions").column("account_id").execute();
  await db.schema.createIndex("citizen_sessions_expires").on("citizen_sessions").column("expires_at").execute();

  await db.schema
    .createTable("fir_drafts")
    .addColumn("account_id", "integer", (c) => c.primaryKey().references("citizen_accounts.id").onDelete("cascade"))
    // The answers so far, as JSON validated again on every read (it is only ever our own writing).
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await allowFirKind(db);
  await db.schema
    .alterTable("citizen_reports")
    .addColumn("account_id", "integer", (c) => c.references("citizen_accounts.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("citizen_reports_account").on("citizen_reports").column("account_id").execute();

  await db.schema
    .createTable("fir_requests")
    .addColumn("report_id", "integer", (c) => c.primaryKey().references("citizen_reports.id").onDelete("cascade"))
    .addColumn("parentage_name", "text", (c) => c.notNull())
    .addColumn("date_of_birth", "text", (c) => c.notNull())
    .addColumn("gender", "text", (c) => c.notNull().check(oneOf("gender", ["female", "male", "other"])))
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("alternate_mobile", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("place_type", "text", (c) => c.notNull().check(oneOf("place_type", ["station", "train"])))
    // Railway stops by their slug (app/.server/citizen/fir/railway-stops.ts).
    .addColumn("stop_id", "text")
    .addColumn("platform", "text")
    .addColumn("train_class", "text")
    .addColumn("coach", "text")
    .addColumn("from_stop_id", "text")
    .addColumn("to_stop_id", "text")
    .addColumn("offence", "text", (c) =>
      c.notNull().check(oneOf("offence", ["theft", "snatching", "assault", "harassment", "other"])),
    )
    // [{ "item": text, "value": rupees }] as JSON.
    .addColumn("property", "text", (c) => c.notNull())
    .addColumn("suspects", "text")
    .addColumn("witnesses", "text")
    .addColumn("fir_number", "text")
    .addColumn("fir_recorded_at", "text")
    .execute();
}

/** Widens the CHECK on `citizen_reports.kind` (dialect.ts: PostgreSQL alters it, SQLite rebuilds the table). */
async function allowFirKind(db: Kysely<unknown>): Promise<void> {
  await widenCheck(db, "citizen_reports", "kind", OLD_KINDS, KINDS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("fir_requests").execute();
  await db.schema.dropIndex("citizen_reports_account").execute();
  await db.schema.alterTable("citizen_reports").dropColumn("account_id").execute();
  await db.schema.dropTable("fir_drafts").execute();
  await db.schema.dropTable("citizen_sessions").execute();
  await db.schema.dropTable("citizen_accounts").execute();
}
