/**
 * Names of the per-photo fields of the article edit form, shared by the form and the server that
 * reads it: `image_alt_en-12` (a description in each language), `image_position-12` for the photo
 * with id 12.
 */
import { CONTENT_LOCALES, type ContentLocale } from "~/i18n/locales";

export const MAX_ALT = 300;

/** A photo's description in one language: a column of `article_images` and a field of the form. */
export type AltColumn = `alt_${ContentLocale}`;
export const ALT_COLUMNS: AltColumn[] = CONTENT_LOCALES.map((locale) => `alt_${locale}` as const);

export type PhotoFieldName = AltColumn | "position";

/** The form field (and input id) of one photo's description or position. */
export const photoField = (name: PhotoFieldName, id: number) => `image_${name}-${id}`;

const PHOTO_FIELD = new RegExp(`^image_(?:${[...ALT_COLUMNS, "position"].join("|")})-\\d{1,9}$`);

/** The photo fields of a refused post, sent back so that the form shows what was typed. */
export function photoFieldValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => PHOTO_FIELD.test(name))
      .map(([name, value]) => [name, value.slice(0, MAX_ALT * 4)]),
  );
}
