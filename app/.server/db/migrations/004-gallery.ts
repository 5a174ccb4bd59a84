import { sql, type Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

/** Albums and their photos and videos (SPEC §3 Album, Lightbox item). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("albums")
    .addColumn("id", "integer", autoId(db))
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_mr", "text")
    .addColumn("cover_key", "text")
    .addColumn("cover_width", "integer")
    .addColumn("cover_height", "integer")
    .addColumn("published", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`published in (0, 1)`),
    )
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    // A cover is all three columns or none of them.
    .addCheckConstraint(
      "albums_cover_complete",
      sql`(cover_key is null and cover_width is null and cover_height is null) or (cover_key is not null and cover_width > 0 and cover_height > 0)`,
    )
    .execute();
  // The gallery lists published albums, newest first.
  await db.schema.createIndex("albums_published_created").on("albums").columns(["published", "created_at"]).execute();

  await db.schema
    .createTable("album_items")
    .addColumn("id", "integer", autoId(db))
    .addColumn("album_id", "integer", (c) => c.notNull().references("albums.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", ["image", "video"])))
    .addColumn("image_key", "text")
    .addColumn("image_width", "integer")
    .addColumn("image_height", "integer")
    .addColumn("video_url", "text")
    .addColumn("video_key", "text")
    .addColumn("captions_key", "text")
    .addColumn("caption_en", "text")
    .addColumn("caption_mr", "text")
    .addColumn("description_en", "text")
    .addColumn("description_mr", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addCheckConstraint(
      "album_items_image_complete",
      sql`(image_key is null and image_width is null and image_height is null) or (image_key is not null and image_width > 0 and image_height > 0)`,
    )
    // A photo has its picture and nothing else; a video has exactly one source (a provider page or
    // a stored file), and may have a poster picture.
    .addCheckConstraint(
      "album_items_kind_source",
      sql`(kind = 'image' and image_key is not null and video_url is null and video_key is null) or (kind = 'video' and ((video_url is not null and video_key is null) or (video_url is null and video_key is not null)))`,
    )
    .addCheckConstraint(
      "album_items_video_file_type",
      sql`video_key is null or lower(video_key) like '%.mp4' or lower(video_key) like '%.ogg' or lower(video_key) like '%.webm' or lower(video_key) like '%.mov' or lower(video_key) like '%.flv' or lower(video_key) like '%.wmv' or lower(video_key) like '%.mkv'`,
    )
    .addCheckConstraint(
      "album_items_captions_file",
      sql`captions_key is null or (video_key is not null and lower(captions_key) like '%.vtt')`,
    )
    .execute();
  // An album's items in their order (and the per-album counts of the gallery).
  await db.schema
    .createIndex("album_items_album_order")
    .on("album_items")
    .columns(["album_id", "sort_order", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("album_items").execute();
  await db.schema.dropTable("albums").execute();
}
