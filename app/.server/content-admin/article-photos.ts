/**
 * The per-photo fields of the article edit form: each photo's description (alt text) in every
 * language and its position in the article. One form with a position list per photo lets staff
 * reorder without JavaScript and save descriptions, order, removals and new photos in one post.
 * A field that is missing from the post leaves that photo as it was (an older form, a script).
 * And the pictures an article has, as that form shows them.
 */
import { z } from "zod";
import { ALT_COLUMNS, MAX_ALT, photoField, type AltColumn } from "~/lib/article-photo-fields";
import type { ExistingPhoto } from "~/lib/content-views";
import { imageSources } from "~/lib/image-sources";
import { text } from "../content/articles/articles-repository";

type Alts = Record<AltColumn, string | null>;
type CurrentPhoto = { id: number } & Alts;

export type PhotoChanges = {
  /** The photos that stay, in their new order. */
  kept: Array<{ id: number; alts: Alts; altChanged: boolean }>;
  reordered: boolean;
};

const altSchema = z.string().max(MAX_ALT, "alt_too_long");

const positionSchema = (count: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, "position_invalid")
    .transform(Number)
    .pipe(z.number().int().min(1, "position_invalid").max(count, "position_invalid"));

/**
 * Reads the photo fields against the article's current photos (in their current order). Errors are
 * keyed by field name, which is also the input's id, so the error summary can link to it.
 */
export function readPhotoFields(
  current: CurrentPhoto[],
  fields: Record<string, string>,
  removeIds: Set<number>,
): { ok: true; changes: PhotoChanges } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const photos = current.map((photo, index) => {
    const alt = (name: AltColumn) => {
      const raw = fields[photoField(name, photo.id)];
      if (raw === undefined) return photo[name];
      const parsed = altSchema.safeParse(raw);
      if (!parsed.success) errors[photoField(name, photo.id)] = "alt_too_long";
      return text(raw);
    };
    const rawPosition = fields[photoField("position", photo.id)];
    const position = rawPosition === undefined ? undefined : positionSchema(current.length).safeParse(rawPosition);
    if (position && !position.success) errors[photoField("position", photo.id)] = "position_invalid";
    const wanted = position?.success ? position.data : index + 1;
    const alts = Object.fromEntries(ALT_COLUMNS.map((column) => [column, alt(column)])) as Alts;
    return {
      id: photo.id,
      alts,
      altChanged: ALT_COLUMNS.some((column) => alts[column] !== photo[column]),
      index,
      wanted,
      // Where two photos ask for the same place, the one that moved there wins it: a photo moved
      // up goes before the one already there, a photo moved down after it.
      direction: Math.sign(wanted - (index + 1)),
    };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const kept = photos
    .filter((photo) => !removeIds.has(photo.id))
    .sort((a, b) => a.wanted - b.wanted || a.direction - b.direction || a.index - b.index);
  const before = current.filter((photo) => !removeIds.has(photo.id)).map((photo) => photo.id);
  return {
    ok: true,
    changes: {
      kept: kept.map(({ id, alts, altChanged }) => ({ id, alts, altChanged })),
      reordered: kept.some((photo, index) => photo.id !== before[index]),
    },
  };
}

/** The pictures an article has, as its edit page shows them: a thumbnail and every description. */
export function existingPhotos(
  images: Array<{ id: number; image_key: string; image_width: number; image_height: number } & Alts>,
): ExistingPhoto[] {
  return images.map((image) => ({
    id: image.id,
    thumbnail: imageSources({ key: image.image_key, width: image.image_width, height: image.image_height }).thumbnail,
    ...(Object.fromEntries(ALT_COLUMNS.map((column) => [column, image[column] ?? ""])) as Record<AltColumn, string>),
  }));
}
