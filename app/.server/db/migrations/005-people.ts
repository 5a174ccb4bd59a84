/**
 * People of the info area: former commissioners (listed newest first on the about page) and the
 * leadership page's officers. Dates are YYYY-MM-DD text so ordering and comparison are plain text
 * comparison on both engines.
 */
import { sql, type Kysely } from "kysely";
import { autoId, timestamp } from "./dialect";

/** Either no photo at all, or a key with a positive width and height. Every operand is tested
 * for null first: a CHECK whose result is NULL counts as passed. */
const photoCheck = sql`(photo_key is null and photo_width is null and photo_height is null)
  or (photo_key is not null and photo_width is not null and photo_height is not null
      and photo_width > 0 and photo_height > 0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("former_commissioners")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_mr", "text")
    .addColumn("rank_en", "text", (c) => c.notNull())
    .addColumn("rank_mr", "text")
    .addColumn("tenure_start", "text", (c) => c.notNull().check(sql`tenure_start like '____-__-__'`))
    .addColumn("tenure_end", "text", (c) => c.notNull().check(sql`tenure_end like '____-__-__'`))
    .addColumn("photo_key", "text")
    .addColumn("photo_width", "integer")
    .addColumn("photo_height", "integer")
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addCheckConstraint("former_commissioners_tenure_order", sql`tenure_end >= tenure_start`)
    .addCheckConstraint("former_commissioners_photo", photoCheck)
    .execute();
  await db.schema
    .createIndex("former_commissioners_tenure")
    .on("former_commissioners")
    .columns(["tenure_start", "tenure_end"])
    .execute();

  await db.schema
    .createTable("leaders")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_mr", "text")
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_mr", "text")
    .addColumn("photo_key", "text")
    .addColumn("photo_width", "integer")
    .addColumn("photo_height", "integer")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addCheckConstraint("leaders_photo", photoCheck)
    .execute();
  await db.schema.createIndex("leaders_sort_order").on("leaders").column("sort_order").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("leaders").execute();
  await db.schema.dropTable("former_commissioners").execute();
}
