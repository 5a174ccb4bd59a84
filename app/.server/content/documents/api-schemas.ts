/**
 * Response shapes of the documents API (SPEC §3 and §7). The endpoints build their answers through
 * these schemas, the OpenAPI document is generated from them, and the integration tests check
 * real responses against them. Objects are strict: a field that is not listed here (an internal
 * flag, say) cannot leak into a response unnoticed.
 */
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";

const lang = z
  .enum(LOCALES)
  .optional()
  .describe("Present only when the text is in another language than the one asked for (a fallback).");

export const documentItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  uploaded_file: z.string().min(1).describe("Storage key of the PDF."),
  uploaded_file_url: z.string().startsWith("/storage/").describe("Where the PDF is served: /storage/<uploaded_file>."),
  created_at: z.iso.datetime().describe("When it was published (press releases and recruitments show this date)."),
  updated_at: z.iso.datetime().describe("When it was last changed (tenders show this date)."),
  expires_on: z.iso
    .date()
    .nullable()
    .optional()
    .describe("Tenders and recruitments only: the closing date (YYYY-MM-DD, India), or null for none."),
  lang,
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** SPEC §3 "Paginated list" in Laravel's shape: `{ data: { data, current_page, last_page, … } }`. */
export const documentPageResponseSchema = z.strictObject({
  data: z.strictObject({
    data: z.array(documentItemSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
});
export type DocumentPageResponse = z.infer<typeof documentPageResponseSchema>;

export const bookItemSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  image: z.string().min(1).describe("Storage key (folder) of the cover picture and its variants."),
  image_url: z.string().startsWith("/storage/").describe("The cover picture (JPEG)."),
  thumbnail_url: z.string().startsWith("/storage/").describe("A 400x300 WebP thumbnail of the cover."),
  image_width: z.number().int().positive(),
  image_height: z.number().int().positive(),
  file: z.string().min(1).describe("Storage key of the booklet's PDF."),
  file_url: z.string().startsWith("/storage/").describe("Where the PDF is served: /storage/<file>."),
  lang,
});
export type BookItem = z.infer<typeof bookItemSchema>;

export const booksResponseSchema = z.strictObject({
  books: z.strictObject({ data: z.array(bookItemSchema) }),
});
export type BooksResponse = z.infer<typeof booksResponseSchema>;
