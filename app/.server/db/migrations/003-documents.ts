/**
 * Press releases, tenders, recruitments and RTI documents share one table (`kind` tells them
 * apart: same fields, same list pages); initiative booklets have their own.
 */
import { sql, type Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("documents")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(oneOf("kind", ["press_release", "tender", "recruitment", "rti"])),
    )
    .addColumn("title_en", "text")
    .addColumn("title_mr", "text")
    .addColumn("uploaded_file", "text", (c) => c.notNull())
    .addColumn("published", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`published in (0, 1)`),
    )
    .addColumn("expires_on", "text")
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addCheckConstraint("documents_title_present", sql`title_en is not null or title_mr is not null`)
    .execute();
  // The public lists: one kind, published, newest first by the date each list shows.
  await db.schema
    .createIndex("documents_kind_created")
    .on("documents")
    .columns(["kind", "published", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("documents_kind_updated")
    .on("documents")
    .columns(["kind", "published", "updated_at", "id"])
    .execute();

  await db.schema
    .createTable("books")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name_en", "text")
    .addColumn("name_mr", "text")
    .addColumn("image_key", "text", (c) => c.notNull())
    .addColumn("image_width", "integer", (c) => c.notNull().check(sql`image_width > 0`))
    .addColumn("image_height", "integer", (c) => c.notNull().check(sql`image_height > 0`))
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`published in (0, 1)`),
    )
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addCheckConstraint("books_name_present", sql`name_en is not null or name_mr is not null`)
    .execute();
  await db.schema.createIndex("books_published_order").on("books").columns(["published", "sort_order", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("books").execute();
  await db.schema.dropTable("documents").execute();
}
