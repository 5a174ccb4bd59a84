/**
 * Response shapes of the news and good works API (SPEC §3 "Article", §7). The endpoints build their
 * answers through these schemas, the OpenAPI document is generated from them, and the integration
 * tests check real responses against them. Objects are strict: a field that is not listed here (the
 * publishing flag, say) cannot leak into a response unnoticed.
 */
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";

const lang = z
  .enum(LOCALES)
  .optional()
  .describe("Present only when the title is in another language than the one asked for (a fallback).");

export const articleImageSchema = z.strictObject({
  id: z.number().int().positive(),
  image: z.string().min(1).describe("Storage key (folder) of the picture and its responsive variants."),
  url: z.string().startsWith("/storage/").describe("The picture as a JPEG, at most 1280 px wide."),
  thumbnail: z.string().startsWith("/storage/").describe("A 400x300 WebP thumbnail of the picture."),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(1).describe("Text alternative for the picture, in the visitor's language."),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

export const articleItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  summary: z.string().nullable().describe("Plain text; cards show it when the article has no picture."),
  has_thumbnail: z.boolean().describe("Whether the article has a picture (its first picture is the thumbnail)."),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  images: z.array(articleImageSchema).describe("The article's pictures, in the order they are shown."),
  file: z.string().min(1).nullable().describe("Storage key of an attached PDF; a card with one opens it."),
  file_url: z.string().startsWith("/storage/").nullable().describe("Where the PDF is served: /storage/<file>."),
  description: z
    .string()
    .describe("The article's text as HTML, sanitised with an allowlist when it was saved (empty when none)."),
  lang,
});
export type ArticleItem = z.infer<typeof articleItemSchema>;

/** SPEC §3 "Paginated list" in Laravel's shape: `{ data: { data, current_page, last_page, … } }`. */
export const articlePageResponseSchema = z.strictObject({
  data: z.strictObject({
    data: z.array(articleItemSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
});
export type ArticlePageResponse = z.infer<typeof articlePageResponseSchema>;

export const newsItemResponseSchema = z.strictObject({ news: articleItemSchema });
export const goodworkItemResponseSchema = z.strictObject({ goodwork: articleItemSchema });
