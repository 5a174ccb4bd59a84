import type { Db } from "../../db/connection";
import type { Album, AlbumItem } from "../../db/tables/gallery";

export type AlbumWithCounts = Album & {
  item_count: number;
  video_count: number;
  /** The album's first photo, used as its cover when none was chosen. */
  first_image: { key: string; width: number; height: number } | null;
};

/** An album's photos and videos in the order visitors see them (the staff screens show the same). */
export function albumItemsInOrder(db: Db, albumId: number): Promise<AlbumItem[]> {
  return db
    .selectFrom("album_items")
    .selectAll()
    .where("album_id", "=", albumId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** Reads albums and their items; visitors only ever see published albums. */
export function createGalleryRepository(db: Db) {
  return {
    /** Published albums, newest first, with how many photos and videos each holds. */
    async listPublished(): Promise<AlbumWithCounts[]> {
      const albums = await db
        .selectFrom("albums")
        .selectAll("albums")
        .select((eb) => [
          eb
            .selectFrom("album_items")
            .whereRef("album_items.album_id", "=", "albums.id")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .as("item_count"),
          eb
            .selectFrom("album_items")
            .whereRef("album_items.album_id", "=", "albums.id")
            .where("album_items.kind", "=", "video")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .as("video_count"),
        ])
        .where("published", "=", 1)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();

      const withoutCover = albums.filter((album) => album.cover_key === null).map((album) => album.id);
      const firstImages = new Map<number, { key: string; width: number; height: number }>();
      if (withoutCover.length > 0) {
        const rows = await db
          .selectFrom("album_items")
          .select(["album_id", "image_key", "image_width", "image_height"])
          .where("album_id", "in", withoutCover)
          .where("image_key", "is not", null)
          .orderBy("album_id")
          .orderBy("sort_order")
          .orderBy("id")
          .execute();
        for (const row of rows) {
          if (firstImages.has(row.album_id) || !row.image_key || !row.image_width || !row.image_height) continue;
          firstImages.set(row.album_id, { key: row.image_key, width: row.image_width, height: row.image_height });
        }
      }

      return albums.map((album) => ({
        ...album,
        item_count: Number(album.item_count ?? 0),
        video_count: Number(album.video_count ?? 0),
        first_image: firstImages.get(album.id) ?? null,
      }));
    },

    /** One published album with its items in order; undefined when unknown or unpublished. */
    async findPublished(id: number): Promise<{ album: Album; items: AlbumItem[] } | undefined> {
      const album = await db
        .selectFrom("albums")
        .selectAll()
        .where("id", "=", id)
        .where("published", "=", 1)
        .executeTakeFirst();
      if (!album) return undefined;
      return { album, items: await albumItemsInOrder(db, id) };
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
