/**
 * Response shapes of the gallery's JSON API (SPEC §7 /api/albums and /api/album/{id}; SPEC §3
 * Album and Lightbox item). The endpoints build their answers through these schemas and
 * /api/openapi.json is generated from them.
 */
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";

const lang = z
  .enum(LOCALES)
  .optional()
  .describe("Present only when the text is in another language than the one asked for (a fallback).");

export const albumApiSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  lang,
  thumbnail: z
    .string()
    .nullable()
    .describe("URL of the album's cover thumbnail (400x300 WebP); null when it has no photo."),
  thumbnail_key: z.string().nullable().describe("Storage key of the cover image (its folder of variants)."),
  image_count: z.number().int().nonnegative().describe("Items in the album: photos and videos."),
  photo_count: z.number().int().nonnegative(),
  video_count: z.number().int().nonnegative(),
  created_at: z.string().describe("ISO-8601 UTC."),
});

export const albumsResponseSchema = z.object({ albums: z.array(albumApiSchema) });

export const lightboxItemApiSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(["image", "video"]),
  image: z.string().nullable().describe("Storage key of the photo (or of a video's poster picture)."),
  src: z
    .string()
    .describe("The full picture (JPEG); for a video, its page on the video site or the stored video file."),
  srcSet: z.string().nullable().describe("Responsive WebP widths of the picture; null for videos."),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: z.string(),
  caption: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable().describe("URL of a 400x300 WebP thumbnail; null for a video without a poster."),
  thumbnailWidth: z.number().int().positive().nullable(),
  thumbnailHeight: z.number().int().positive().nullable(),
  lang,
  video_url: z.string().optional().describe("Videos only: the provider page, or the stored file's URL."),
  video_provider: z.enum(["youtube", "vimeo", "file"]).optional(),
  embed_url: z
    .string()
    .optional()
    .describe("YouTube/Vimeo videos only: the privacy-friendly player (youtube-nocookie.com, player.vimeo.com)."),
  video_type: z.string().optional().describe("Stored video files only: the MIME type."),
  captions_url: z.string().nullable().optional().describe("Stored video files only: WebVTT captions, if any."),
  autoplay: z.boolean().describe("Always false: a video starts only when the visitor presses play."),
  controls: z.boolean(),
});

export const albumDetailApiSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  lang,
  created_at: z.string(),
  image_count: z.number().int().nonnegative(),
  images: z.array(lightboxItemApiSchema),
});

export const albumResponseSchema = z.object({ album: albumDetailApiSchema });

export type AlbumApi = z.infer<typeof albumApiSchema>;
export type AlbumsResponse = z.infer<typeof albumsResponseSchema>;
export type LightboxItemApi = z.infer<typeof lightboxItemApiSchema>;
export type AlbumResponse = z.infer<typeof albumResponseSchema>;
