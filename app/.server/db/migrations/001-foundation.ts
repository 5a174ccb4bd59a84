import type { Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("officers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_mr", "text")
    .addColumn("designation", "text", (c) =>
      c.notNull().check(oneOf("designation", ["CP", "DCP", "ACP", "SENIOR_PI", "PI", "API", "PSI"])),
    )
    .addColumn("contact_number", "text")
    .addColumn("email", "text")
    .addColumn("photo", "text")
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .execute();

  await db.schema
    .createTable("police_stations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_mr", "text")
    .addColumn("type", "text", (c) => c.notNull().check(oneOf("type", ["PS", "ACP", "DCP", "CP", "CONTROL"])))
    .addColumn("address_en", "text")
    .addColumn("address_mr", "text")
    .addColumn("landline", "text")
    .addColumn("email", "text")
    .addColumn("color_code", "text")
    .addColumn("strip", "text")
    .addColumn("officer_id", "integer", (c) => c.references("officers.id").onDelete("set null"))
    .addColumn("parent_id", "integer", (c) => c.references("police_stations.id").onDelete("set null"))
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .execute();
  await db.schema.createIndex("police_stations_type").on("police_stations").column("type").execute();

  await db.schema
    .createTable("news_flashes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.check(oneOf("language", ["en", "mr"])))
    .addColumn("link", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .execute();

  await db.schema
    .createTable("visit_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("visits", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["visit_days", "news_flashes", "police_stations", "officers"]) {
    await db.schema.dropTable(table).execute();
  }
}
