/**
 * Correcting and removing items of the found-property register. The same people and
 * limits as adding (found-property-register.ts): administrators and desk officers, a desk officer
 * limited to one station only for that station's items, and only to keep them there. The public
 * /found-property page reads the table on every request, so a change shows there at once.
 *
 * A replaced or removed photo, and the photo of a deleted item, is removed from storage only
 * after the change is committed: a failed write never leaves an item pointing at a missing file.
 */
import type { Selectable } from "kysely";
import type { RequestOrigin } from "../auth/auth-core";
import { recordAudit } from "../auth/audit-log";
import { scoped, type StationScope } from "../auth/station-scope";
import type { Db } from "../db/connection";
import type { FoundPropertyTable } from "../db/tables/citizen";
import { removeImage } from "../storage/images";
import type { ImageRef } from "~/lib/image-sources";
import { checkItem, itemColumns, photoOf, storePhoto, type ItemProblem, type RegisterDeps } from "./register";
import type { FoundPropertyAdd } from "../reports/desk/desk-forms";
import { languageColumns } from "../content-admin/language-columns";

/** The columns the edit form shows as they are stored. */
const FORM_COLUMNS = [
  "id",
  "category",
  ...languageColumns("description"),
  "station_id",
  "found_on",
  "held_until",
  "imei",
] as const;

export type FoundItem = Pick<Selectable<FoundPropertyTable>, (typeof FORM_COLUMNS)[number]> & {
  returned: boolean;
  photo: ImageRef | null;
};

/** One item, if it exists and the member of staff may see it. */
export async function findFoundItem(db: Db, scope: StationScope, id: number): Promise<FoundItem | undefined> {
  const row = await scoped(
    db
      .selectFrom("found_property")
      .select([...FORM_COLUMNS, "returned", "photo_key", "photo_width", "photo_height"])
      .where("id", "=", id),
    scope,
    "station_id",
  ).executeTakeFirst();
  if (!row) return undefined;
  const { photo_key, photo_width, photo_height, returned, ...rest } = row;
  return { ...rest, returned: returned === 1, photo: photoOf({ photo_key, photo_width, photo_height }) };
}

export type ItemEdit = { input: FoundPropertyAdd; photo: Buffer | null; removePhoto: boolean };

export type UpdateOutcome = { ok: true } | ItemProblem | { ok: false; problem: "not_found" };

export async function updateFoundItem(
  deps: RegisterDeps,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  id: number,
  edit: ItemEdit,
  today: string,
): Promise<UpdateOutcome> {
  const { db, clock, storage } = deps;
  const current = await findFoundItem(db, scope, id);
  if (!current) return { ok: false, problem: "not_found" };
  const problem = await checkItem(db, scope, edit.input, today);
  if (problem) return problem;
  const image = await storePhoto(storage, edit.photo);
  if (image && "ok" in image) return image;
  // A new photo replaces the old one; without one, the box asks to remove it.
  const dropOld = current.photo !== null && (image !== null || edit.removePhoto);
  const photo = image ?? (dropOld ? null : current.photo);
  let updated = false;
  try {
    updated = await db.transaction().execute(async (trx) => {
      const query = trx
        .updateTable("found_property")
        .set({
          ...itemColumns(edit.input),
          photo_key: photo?.key ?? null,
          photo_width: photo?.width ?? null,
          photo_height: photo?.height ?? null,
          updated_at: clock.now().toISOString(),
        })
        .where("id", "=", id);
      // Deleted (or moved to another station) by someone else since it was read: nothing to audit.
      const result = await scoped(query, scope, "station_id").executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await recordAudit(trx, clock, {
        actorId: actor.id,
        action: "found_property_updated",
        target: { type: "found_property", id },
        details: {
          category: edit.input.category,
          station_id:
            current.station_id === edit.input.station_id
              ? edit.input.station_id
              : { from: current.station_id, to: edit.input.station_id },
          photo: image ? "replaced" : dropOld ? "removed" : "kept",
        },
        ip: origin.ip,
      });
      return true;
    });
  } finally {
    // Not saved (an error, or the item is gone): the new photo belongs to nothing.
    if (!updated && image) await removeImage(storage, image.key).catch(() => undefined);
  }
  if (!updated) return { ok: false, problem: "not_found" };
  if (dropOld && current.photo) await removeImage(storage, current.photo.key);
  return { ok: true };
}

/** Deletes an item and then its photo; false when there is no such item for this member of staff. */
export async function deleteFoundItem(
  deps: RegisterDeps,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  id: number,
): Promise<boolean> {
  const { db, clock, storage } = deps;
  const current = await findFoundItem(db, scope, id);
  if (!current) return false;
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await scoped(
      trx.deleteFrom("found_property").where("id", "=", id),
      scope,
      "station_id",
    ).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "found_property_deleted",
      target: { type: "found_property", id },
      details: { category: current.category, station_id: current.station_id, photo: current.photo !== null },
      ip: origin.ip,
    });
    return true;
  });
  if (deleted && current.photo) await removeImage(storage, current.photo.key);
  return deleted;
}
