/**
 * The found-property register: desk officers record property held at their station
 * (it then appears on the public /found-property page) and mark it returned to its owner or
 * record its disposal (it then leaves the public page; an unclaimed item also leaves it by itself
 * when its holding period ends, and stays here marked disposed: holding.ts). A desk officer limited to one station records and returns only
 * that station's items. The photo, if any, is checked by its content and re-encoded
 * (storage/images.ts); every change is audited. Editing and deleting: found-property-edit.ts.
 */
import type { RequestOrigin } from "../auth/auth-core";
import { recordAudit } from "../auth/audit-log";
import { inScope, pickableStations, scoped, type StationScope } from "../auth/station-scope";
import type { Clock } from "../clock";
import { localized, textsOf } from "../content/localized";
import { paginate, type Page } from "../content/paginate";
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import type { LostFoundCategory } from "../db/tables/citizen";
import type { FileStorage } from "../storage/file-storage";
import { InvalidImageError, removeImage, storeImage } from "../storage/images";
import { orStorageUnavailable } from "../storage/storage-unwritable";
import type { ImageRef } from "~/lib/image-sources";
import type { FoundPropertyAdd } from "../reports/desk/desk-forms";
import { stationChoices, type StationChoice } from "../auth/station-choices";
import { itemState, type Holding, type ItemState } from "./holding";
import { columnValues } from "../content-admin/language-columns";

export const REGISTER_PAGE_SIZE = 25;

export type RegisterItem = {
  id: number;
  category: LostFoundCategory;
  description_en: string | null;
  description_mr: string | null;
  description_hi: string | null;
  station: { name: string; lang?: Locale };
  found_on: string;
  held_until: string | null;
  /** Whole: the register is for staff only. */
  imei: string | null;
  returned: boolean;
  returned_at: string | null;
  /** Held, claimed, returned or disposed (recorded, or its holding period over). */
  state: ItemState;
  photo: ImageRef | null;
};

export async function listRegister(
  db: Db,
  scope: StationScope,
  page: number,
  locale: Locale,
  holding: Holding,
  /** The newest found first, or the oldest: both read by the (returned, found_on) index. */
  dir: "asc" | "desc" = "desc",
): Promise<Page<RegisterItem>> {
  const query = db
    .selectFrom("found_property")
    .innerJoin("police_stations", "police_stations.id", "found_property.station_id")
    .leftJoin("found_property_claims", "found_property_claims.item_id", "found_property.id")
    .select([
      "found_property_claims.status as claim_status",
      "found_property.disposed_at",
      "found_property.id",
      "found_property.category",
      "found_property.description_en",
      "found_property.description_mr",
      "found_property.description_hi",
      "found_property.found_on",
      "found_property.held_until",
      "found_property.imei",
      "found_property.returned",
      "found_property.returned_at",
      "found_property.photo_key",
      "found_property.photo_width",
      "found_property.photo_height",
      "police_stations.name_en as station_en",
      "police_stations.name_mr as station_mr",
      "police_stations.name_hi as station_hi",
    ])
    // Items still held first, then the newest (or the oldest).
    .orderBy("found_property.returned")
    .orderBy("found_property.found_on", dir)
    .orderBy("found_property.id", dir);
  const rows = await paginate(scoped(query, scope, "found_property.station_id"), page, REGISTER_PAGE_SIZE);
  return {
    ...rows,
    data: rows.data.map((row) => {
      const station = localized(textsOf(row, "station"), locale);
      return {
        id: row.id,
        category: row.category,
        description_en: row.description_en,
        description_mr: row.description_mr,
        description_hi: row.description_hi,
        station: { name: station.text, ...(station.lang !== locale ? { lang: station.lang } : {}) },
        found_on: row.found_on,
        held_until: row.held_until,
        imei: row.imei,
        returned: row.returned === 1,
        returned_at: row.returned_at,
        state: itemState({ ...row, claimed: row.claim_status === "in_progress" }, holding),
        photo: photoOf(row),
      };
    }),
  };
}

/** The stored photo of an item row, if it has a complete one. */
export function photoOf(row: {
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
}): ImageRef | null {
  return row.photo_key && row.photo_width && row.photo_height
    ? { key: row.photo_key, width: row.photo_width, height: row.photo_height }
    : null;
}

/** The stations the item form offers: all, or only their own to a limited desk officer. */
export async function registerStations(
  db: Db,
  scope: StationScope,
  locale: Locale,
): Promise<{ stations: StationChoice[]; limitedTo: StationChoice | null }> {
  return pickableStations(scope, await stationChoices(db, locale));
}

export type RegisterDeps = { db: Db; clock: Clock; storage: FileStorage };

export type AddOutcome = { ok: true; id: number } | ItemProblem;

export type ItemProblem = { ok: false; field: "station_id" | "photo" | "found_on"; problem: string };

/**
 * What both adding and editing check beyond the form's own rules: the station exists, a limited
 * desk officer uses only their own, and the item was not found in the future (India's today).
 */
export async function checkItem(
  db: Db,
  scope: StationScope,
  input: FoundPropertyAdd,
  today: string,
): Promise<ItemProblem | null> {
  if (!inScope(scope, input.station_id)) return { ok: false, field: "station_id", problem: "station_not_allowed" };
  const station = await db
    .selectFrom("police_stations")
    .select("id")
    .where("id", "=", input.station_id)
    .where("type", "=", "PS")
    .executeTakeFirst();
  if (!station) return { ok: false, field: "station_id", problem: "station_missing" };
  if (input.found_on > today) return { ok: false, field: "found_on", problem: "found_on_future" };
  return null;
}

/** Stores an uploaded photo (an empty upload is none); a file that is no picture is a problem. */
export async function storePhoto(storage: FileStorage, photo: Buffer | null): Promise<ImageRef | null | ItemProblem> {
  if (!photo || photo.length === 0) return null;
  try {
    return await orStorageUnavailable(() => storeImage(storage, photo, "found-property"));
  } catch (error) {
    if (error instanceof InvalidImageError) return { ok: false, field: "photo", problem: "photo_invalid" };
    throw error;
  }
}

/** The columns an item's form fills, as stored. */
export function itemColumns(input: FoundPropertyAdd) {
  return {
    category: input.category,
    ...columnValues("description", input, (text) => text || null),
    station_id: input.station_id,
    found_on: input.found_on,
    held_until: input.held_until || null,
    imei: input.imei,
  };
}

export async function addFoundItem(
  deps: RegisterDeps,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  input: FoundPropertyAdd,
  photo: Buffer | null,
  today: string,
): Promise<AddOutcome> {
  const { db, clock, storage } = deps;
  const problem = await checkItem(db, scope, input, today);
  if (problem) return problem;
  const image = await storePhoto(storage, photo);
  if (image && "ok" in image) return image;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const now = clock.now().toISOString();
      const row = await trx
        .insertInto("found_property")
        .values({
          ...itemColumns(input),
          photo_key: image?.key ?? null,
          photo_width: image?.width ?? null,
          photo_height: image?.height ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, clock, {
        actorId: actor.id,
        action: "found_property_added",
        target: { type: "found_property", id: row.id },
        details: { category: input.category, station_id: input.station_id, photo: image !== null },
        ip: origin.ip,
      });
      return row.id;
    });
    return { ok: true, id };
  } catch (error) {
    if (image) await removeImage(storage, image.key).catch(() => undefined);
    throw error;
  }
}

/**
 * How an item leaves the register's held items: handed back to its owner, or disposed of (sold,
 * destroyed, handed to the treasury) at the end of its holding period, or before it for what
 * cannot be kept.
 */
export type ItemEnd = "returned" | "disposed";

/** Records that an item was returned or disposed of; a returned item is not disposed of. */
export async function markEnded(
  deps: Pick<RegisterDeps, "db" | "clock">,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  id: number,
  end: ItemEnd,
): Promise<{ ok: true } | { ok: false; problem: "not_found" }> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const item = await scoped(
      trx.selectFrom("found_property").select(["id", "returned", "disposed_at", "station_id"]).where("id", "=", id),
      scope,
      "station_id",
    ).executeTakeFirst();
    if (!item) return { ok: false as const, problem: "not_found" as const };
    // Recording it twice (a double click) is the same as once; a returned item is not disposed of.
    if (item.returned === 1 || (end === "disposed" && item.disposed_at)) return { ok: true as const };
    const now = clock.now().toISOString();
    await trx
      .updateTable("found_property")
      .set(
        end === "returned" ? { returned: 1, returned_at: now, updated_at: now } : { disposed_at: now, updated_at: now },
      )
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: end === "returned" ? "found_property_returned" : "found_property_disposed",
      target: { type: "found_property", id },
      details: { station_id: item.station_id },
      ip: origin.ip,
    });
    return { ok: true as const };
  });
}
