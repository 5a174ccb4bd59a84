/**
 * Names of the per-photo fields of the article edit form, shared by the form and the server that
 * reads it: `image_alt_en-12`, `image_alt_mr-12`, `image_position-12` for the photo with id 12.
 */
export const MAX_ALT = 300;

export type PhotoFieldName = "alt_en" | "alt_mr" | "position";

/** The form field (and input id) of one photo's description or position. */
export const photoField = (name: PhotoFieldName, id: number) => `image_${name}-${id}`;

const PHOTO_FIELD = /^image_(?:alt_en|alt_mr|position)-\d{1,9}$/;

/** The photo fields of a refused post, sent back so that the form shows what was typed. */
export function photoFieldValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => PHOTO_FIELD.test(name))
      .map(([name, value]) => [name, value.slice(0, MAX_ALT * 4)]),
  );
}
