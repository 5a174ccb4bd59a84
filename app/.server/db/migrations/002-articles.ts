/**
 * News and good works share one table (`kind` tells them apart: same fields, same pages); their
 * photographs live in article_images, ordered, and go when their article goes.
 */
import { sql, type Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("articles")
    .addColumn("id", "integer", autoId(db))
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", ["news", "goodwork"])))
    .addColumn("title_en", "text")
    .addColumn("title_mr", "text")
    .addColumn("summary_en", "text")
    .addColumn("summary_mr", "text")
    .addColumn("description_en", "text")
    .addColumn("description_mr", "text")
    .addColumn("file", "text")
    .addColumn("published", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`published in (0, 1)`),
    )
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addCheckConstraint("articles_title_present", sql`title_en is not null or title_mr is not null`)
    .execute();
  // The public lists: one kind, published, newest first.
  await db.schema
    .createIndex("articles_kind_created")
    .on("articles")
    .columns(["kind", "published", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("article_images")
    .addColumn("id", "integer", autoId(db))
    .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("image_key", "text", (c) => c.notNull())
    .addColumn("image_width", "integer", (c) => c.notNull().check(sql`image_width > 0`))
    .addColumn("image_height", "integer", (c) => c.notNull().check(sql`image_height > 0`))
    .addColumn("alt_en", "text")
    .addColumn("alt_mr", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", timestamp(db))
    .execute();
  await db.schema
    .createIndex("article_images_article_order")
    .on("article_images")
    .columns(["article_id", "sort_order", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("article_images").execute();
  await db.schema.dropTable("articles").execute();
}
