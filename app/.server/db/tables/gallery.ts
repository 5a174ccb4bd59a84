/**
 * Tables of the gallery area (SPEC §3 Album and Lightbox item): albums and the photos and videos in
 * them. Images are stored through the image pipeline, so a row keeps the image's storage key and
 * intrinsic size (an ImageRef) rather than a file name.
 */
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CreatedAt, Flag, UpdatedAt } from "../schema";

export const ALBUM_ITEM_KINDS = ["image", "video"] as const;
export type AlbumItemKind = (typeof ALBUM_ITEM_KINDS)[number];

export interface AlbumTable {
  id: Generated<number>;
  title_en: string;
  title_mr: string | null;
  title_hi: string | null;
  /** The cover picture (SPEC's album `thumbnail`); null falls back to the album's first photo. */
  cover_key: string | null;
  cover_width: number | null;
  cover_height: number | null;
  /** Only published albums are shown to visitors (default 1). */
  published: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AlbumItemTable {
  id: Generated<number>;
  album_id: number;
  kind: AlbumItemKind;
  /** The photo (kind `image`), or an optional poster picture for a video. */
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  /** A YouTube or Vimeo page address (kind `video`, when hosted there). */
  video_url: string | null;
  /** A stored video file (kind `video`, when uploaded here): mp4, ogg, webm, mov, flv, wmv or mkv. */
  video_key: string | null;
  /** WebVTT captions for a stored video file (WCAG 1.2.2), when staff uploaded them. */
  captions_key: string | null;
  caption_en: string | null;
  caption_mr: string | null;
  caption_hi: string | null;
  description_en: string | null;
  description_mr: string | null;
  description_hi: string | null;
  /** Ascending; ties keep the order items were added in (default 0). */
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GalleryTables {
  albums: AlbumTable;
  album_items: AlbumItemTable;
}

export type Album = Selectable<AlbumTable>;
export type AlbumItem = Selectable<AlbumItemTable>;
export type NewAlbumItem = Insertable<AlbumItemTable>;
