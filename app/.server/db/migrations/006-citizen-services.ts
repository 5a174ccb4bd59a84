import type { Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

const PURPOSES = ["suggestion", "complaint", "lost_found", "status_check", "sign_in"];
const REPORT_KINDS = ["suggestion", "complaint", "lost_found"];
const STATUSES = ["draft", "received", "under_review", "action_taken", "closed"];
const CATEGORIES = ["mobile_phone", "bag", "wallet_purse", "documents", "jewellery", "other"];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One-time codes: only an HMAC of the code is kept, bound to purpose, subject and mobile.
  await db.schema
    .createTable("one_time_codes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("purpose", "text", (c) => c.notNull().check(oneOf("purpose", PURPOSES)))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("mobile_hash", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("consumed_at", "text")
    .execute();
  await db.schema.createIndex("one_time_codes_subject").on("one_time_codes").columns(["purpose", "subject"]).execute();
  await db.schema.createIndex("one_time_codes_expires").on("one_time_codes").column("expires_at").execute();

  // Sliding-window rate limits: one row per counted event, keyed by a bucket name that never holds
  // a raw mobile number or address (they are hashed first).
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("id", "integer", autoId(db))
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_bucket_at").on("rate_limit_hits").columns(["bucket", "at"]).execute();

  await db.schema
    .createTable("citizen_reports")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", REPORT_KINDS)))
    .addColumn("submission_key", "text", (c) => c.notNull().unique())
    // HMAC of the anonymous browser id that created the draft: only that browser may confirm it.
    .addColumn("owner_key", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft").check(oneOf("status", STATUSES)))
    .addColumn("locale", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(oneOf("locale", ["en", "mr"])),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("mobile_number", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("lf_type", "text", (c) => c.check(oneOf("lf_type", ["lost", "found"])))
    .addColumn("category", "text", (c) => c.check(oneOf("category", CATEGORIES)))
    .addColumn("incident_date", "text")
    .addColumn("incident_time", "text")
    .addColumn("station_id", "integer", (c) => c.references("police_stations.id").onDelete("set null"))
    .addColumn("line", "text")
    .addColumn("train", "text")
    .addColumn("photo_key", "text")
    .addColumn("public_remark", "text")
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addColumn("draft_expires_at", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("closed_at", "text")
    .execute();
  await db.schema
    .createIndex("citizen_reports_status")
    .on("citizen_reports")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("citizen_reports_mobile").on("citizen_reports").column("mobile_number").execute();

  await db.schema
    .createTable("reference_counters")
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("reference_counters_pk", ["prefix", "year"])
    .execute();

  // Property found on trains and stations and held by the railway police (staff fill it).
  await db.schema
    .createTable("found_property")
    .addColumn("id", "integer", autoId(db))
    .addColumn("category", "text", (c) => c.notNull().check(oneOf("category", CATEGORIES)))
    .addColumn("description_en", "text")
    .addColumn("description_mr", "text")
    .addColumn("station_id", "integer", (c) => c.notNull().references("police_stations.id").onDelete("restrict"))
    .addColumn("found_on", "text", (c) => c.notNull())
    .addColumn("held_until", "text")
    .addColumn("photo_key", "text")
    .addColumn("photo_width", "integer")
    .addColumn("photo_height", "integer")
    .addColumn("returned", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .execute();
  await db.schema.createIndex("found_property_search").on("found_property").columns(["returned", "found_on"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "found_property",
    "reference_counters",
    "citizen_reports",
    "rate_limit_hits",
    "one_time_codes",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
