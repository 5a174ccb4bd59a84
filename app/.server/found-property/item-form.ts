/**
 * Reading the found-property form as posted (multipart, because of the optional photo), shared by
 * the add form on the register page and the edit page: the text fields to refill the form with,
 * the zod-checked item, the photo's bytes and whether the current photo is to be removed.
 */
import { fieldErrors } from "../auth/admin-forms";
import { seesEveryStation, type StationScope } from "../auth/station-scope";
import { foundPropertyAddSchema, type FoundPropertyAdd } from "../reports/desk/desk-forms";
import { FOUND_DESCRIPTION_MAX } from "~/validation/inbox";
import { languageColumns } from "../content-admin/language-columns";

/** Photos larger than this are refused (the body limit for the whole form is 6 MB). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const FOUND_PROPERTY_FIELDS = [
  "category",
  ...languageColumns("description"),
  "station_id",
  "found_on",
  "held_until",
  "imei",
] as const;

export type FoundPropertyPost =
  | { ok: true; values: Record<string, string>; input: FoundPropertyAdd; photo: Buffer | null; removePhoto: boolean }
  | { ok: false; values: Record<string, string>; errors: Record<string, string> };

export async function readFoundPropertyPost(form: FormData, scope: StationScope): Promise<FoundPropertyPost> {
  const values: Record<string, string> = {};
  for (const name of FOUND_PROPERTY_FIELDS) {
    const value = form.get(name);
    // Long enough to be reported as too long, short enough to send back in the page.
    if (typeof value === "string") values[name] = value.slice(0, FOUND_DESCRIPTION_MAX + 100);
  }
  // A desk officer limited to one station has no choice to make.
  if (!seesEveryStation(scope) && !values.station_id) values.station_id = String(scope.stationId);
  const parsed = foundPropertyAddSchema.safeParse(values);
  const photoField = form.get("photo");
  const photo = photoField instanceof File && photoField.size > 0 ? photoField : null;
  const photoError: Record<string, string> = photo && photo.size > PHOTO_MAX_BYTES ? { photo: "photo_invalid" } : {};
  if (!parsed.success) return { ok: false, values, errors: { ...fieldErrors(parsed.error), ...photoError } };
  if (photoError.photo) return { ok: false, values, errors: photoError };
  return {
    ok: true,
    values,
    input: parsed.data,
    photo: photo ? Buffer.from(await photo.arrayBuffer()) : null,
    removePhoto: form.get("remove_photo") === "on",
  };
}
