import { z } from "zod";
import { MAP_LINES, MAP_STATIONS } from "~/components/stations/railway-map-layout";
import { text } from "../content/articles/articles-repository";
import type { Selectable } from "kysely";
import { STATION_TYPES, type PoliceStationTable, type StationType } from "../db/schema";
import { auditTitle, insertOrUpdate, saveAction, saveWithAudit } from "./content-audit";
import { errorsOf, optionalEmail, optionalMatching, type ContentActor, type ContentDeps } from "./content-form";
/**
 * Staff managing the police stations and offices shown on the contact, station and map pages:
 * names, addresses, landline, e-mail, officer in charge, the office each reports to (SPEC's
 * hierarchy: a station to its ACP, an ACP to its DCP, a DCP to the Commissioner), and the
 * suburban line (strip) with its colour. New stations and offices may be added; one may be deleted
 * only if it was added here and nothing points at it (see `deletionBlockers`). Public pages read
 * the database on every request, so a change is on the website at once; each is audited.
 */

const PHONE = /^\+?[0-9][0-9 ()/,-]{4,60}$/;

/** The suburban lines a station may be on: the railway map's (its strip and legend use them). */
export const STATION_STRIPS = MAP_LINES;

/** How high an office stands: a parent must stand higher (PS and control room -> ACP -> DCP -> CP). */
const LEVEL: Record<StationType, number> = { PS: 0, CONTROL: 0, ACP: 1, DCP: 2, CP: 3 };

const optionalId = (problem: string) =>
  z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^[1-9]\d{0,8}$/.test(value), problem)
    .transform((value) => (value === "" ? null : Number(value)));

export const stationFormSchema = z.object({
  name_en: z.string("name_missing").trim().min(1, "name_missing").max(200, "name_too_long"),
  name_mr: z.string().trim().max(200, "name_too_long").default(""),
  name_hi: z.string().trim().max(200, "name_too_long").default(""),
  address_en: z.string().trim().max(1000, "address_too_long").default(""),
  address_mr: z.string().trim().max(1000, "address_too_long").default(""),
  address_hi: z.string().trim().max(1000, "address_too_long").default(""),
  landline: optionalMatching(PHONE, 60, "phone_invalid"),
  email: optionalEmail,
  officer_id: optionalId("officer_invalid"),
  parent_id: optionalId("parent_invalid"),
  color_code: z
    .string()
    .trim()
    .toLowerCase()
    .default("")
    .refine((value) => value === "" || /^#[0-9a-f]{6}$/.test(value), "colour_invalid"),
  strip: z.union([z.enum(STATION_STRIPS), z.literal("")], "strip_invalid").default(""),
});

/** A new station or office also says what it is; an existing one keeps its type. */
export const stationTypeSchema = z.enum(STATION_TYPES, "type_missing");

/** The problem a field shows for a code its page does not know. */
export const STATION_USUAL_PROBLEMS = {
  name_en: "name_missing",
  name_mr: "name_too_long",
  name_hi: "name_too_long",
  type: "type_missing",
  address_en: "address_too_long",
  address_mr: "address_too_long",
  address_hi: "address_too_long",
  landline: "phone_invalid",
  email: "email_invalid",
  officer_id: "officer_invalid",
  parent_id: "parent_invalid",
  color_code: "colour_invalid",
  strip: "strip_invalid",
} as const;

/** Every problem code a save may give, the fallback (a name missing) first. */
export const STATION_PROBLEMS = [...new Set(Object.values(STATION_USUAL_PROBLEMS)), "parent_cycle", "parent_level"];

const COLUMNS = [
  "id",
  "name_en",
  "name_mr",
  "name_hi",
  "type",
  "address_en",
  "address_mr",
  "address_hi",
  "landline",
  "email",
  "officer_id",
  "parent_id",
  "color_code",
  "strip",
  "created_in_admin",
] as const;

/** A station or office as the staff screens read it: its row's columns above. */
export type StationAdmin = Pick<Selectable<PoliceStationTable>, (typeof COLUMNS)[number]>;

/** Every station and office by its number, with the English name of its officer in charge. */
export async function listStationsForAdmin(
  deps: ContentDeps,
): Promise<Array<StationAdmin & { officer_name: string | null }>> {
  return deps.db
    .selectFrom("police_stations")
    .leftJoin("officers", "officers.id", "police_stations.officer_id")
    .select(COLUMNS.map((column) => `police_stations.${column}` as const))
    .select("officers.name_en as officer_name")
    .orderBy("police_stations.id")
    .execute();
}

export async function findStationForAdmin(deps: ContentDeps, id: number): Promise<StationAdmin | undefined> {
  return deps.db.selectFrom("police_stations").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function officerChoices(deps: ContentDeps) {
  return deps.db
    .selectFrom("officers")
    .select(["id", "name_en", "designation"])
    .orderBy("name_en")
    .orderBy("id")
    .execute();
}

/** Offices a station or office of this type may report to (every office above it; all when no type yet). */
export async function parentChoices(deps: ContentDeps, type: StationType | null, exceptId: number | null = null) {
  const offices = await deps.db
    .selectFrom("police_stations")
    .select(["id", "name_en", "type"])
    .where("type", "in", ["ACP", "DCP", "CP"])
    .orderBy("id")
    .execute();
  return offices.filter((office) => office.id !== exceptId && (type === null || LEVEL[office.type] > LEVEL[type]));
}

/** Whether `id` is `parentId` or one of its ancestors (choosing it as the parent would make a loop). */
async function wouldLoop(deps: ContentDeps, id: number, parentId: number): Promise<boolean> {
  const parents = new Map(
    (await deps.db.selectFrom("police_stations").select(["id", "parent_id"]).execute()).map((row) => [
      row.id,
      row.parent_id,
    ]),
  );
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parents.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

export type StationOutcome =
  { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** Checks the chosen officer and parent office against the database; null when both are fine. */
async function referenceProblems(
  deps: ContentDeps,
  id: number | null,
  type: StationType,
  values: { officer_id: number | null; parent_id: number | null },
): Promise<Record<string, string> | null> {
  if (
    values.officer_id !== null &&
    !(await deps.db.selectFrom("officers").select("id").where("id", "=", values.officer_id).executeTakeFirst())
  )
    return { officer_id: "officer_invalid" };
  if (values.parent_id === null) return null;
  const parent = await findStationForAdmin(deps, values.parent_id);
  if (!parent) return { parent_id: "parent_invalid" };
  if (id !== null && (await wouldLoop(deps, id, parent.id))) return { parent_id: "parent_cycle" };
  if (LEVEL[parent.type] <= LEVEL[type]) return { parent_id: "parent_level" };
  return null;
}

/** Creates (id null, with a type) or corrects a station or office. */
export async function saveStation(
  deps: ContentDeps,
  actor: ContentActor,
  id: number | null,
  fields: Record<string, string>,
): Promise<StationOutcome> {
  const current = id === null ? undefined : await findStationForAdmin(deps, id);
  if (id !== null && !current) return { ok: false, errors: {}, status: 404 };
  const parsed = stationFormSchema.safeParse(fields);
  const typed = current ? { success: true as const, data: current.type } : stationTypeSchema.safeParse(fields.type);
  if (!parsed.success || !typed.success)
    return {
      ok: false,
      errors: { ...(typed.success ? {} : { type: "type_missing" }), ...(parsed.success ? {} : errorsOf(parsed.error)) },
      status: 422,
    };
  const values = parsed.data;
  const type = typed.data;
  const problems = await referenceProblems(deps, id, type, values);
  if (problems) return { ok: false, errors: problems, status: 422 };
  const now = deps.clock.now().toISOString();
  const row = {
    name_en: values.name_en,
    name_mr: text(values.name_mr),
    name_hi: text(values.name_hi),
    address_en: text(values.address_en),
    address_mr: text(values.address_mr),
    address_hi: text(values.address_hi),
    landline: text(values.landline),
    email: text(values.email),
    officer_id: values.officer_id,
    parent_id: values.parent_id,
    color_code: text(values.color_code),
    strip: text(values.strip),
    updated_at: now,
  };
  const saved = await saveWithAudit(deps, actor, async (trx) => {
    const savedId = await insertOrUpdate(trx, "police_stations", id, {
      insert: { ...row, type, created_in_admin: 1, created_at: now },
      update: row,
    });
    const changed = (key: "officer_id" | "parent_id") =>
      current && values[key] !== current[key] ? { [key]: { from: current[key], to: values[key] } } : {};
    return {
      action: saveAction(id),
      target: { type: "police_station", id: savedId },
      details: {
        kind: "police_station",
        title: auditTitle(values.name_en),
        ...changed("officer_id"),
        ...changed("parent_id"),
      },
    };
  });
  return { ok: true, id: saved.target.id };
}

/** Why the station or office of this number may not be deleted now (none when it is not there). */
export async function stationBlockers(deps: ContentDeps, id: number): Promise<DeletionBlocker[]> {
  const station = await findStationForAdmin(deps, id);
  return station ? deletionBlockers(deps, station) : [];
}

/** Why a station or office may not be deleted, in the order the confirmation page explains it. */
export const DELETION_BLOCKERS = ["not_added_here", "on_map", "offices", "reports", "found_property", "staff"] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

const MAP_IDS = new Set(MAP_STATIONS.map((station) => station.id));

export async function deletionBlockers(deps: ContentDeps, station: StationAdmin): Promise<DeletionBlocker[]> {
  const uses = async (table: "police_stations" | "citizen_reports" | "found_property" | "staff_users") => {
    const column = table === "police_stations" ? "parent_id" : "station_id";
    return (
      (await deps.db.selectFrom(table).select("id").where(column, "=", station.id).limit(1).executeTakeFirst()) !==
      undefined
    );
  };
  const blocked: Record<DeletionBlocker, boolean> = {
    not_added_here: station.created_in_admin !== 1,
    on_map: MAP_IDS.has(station.id),
    offices: await uses("police_stations"),
    reports: await uses("citizen_reports"),
    found_property: await uses("found_property"),
    staff: await uses("staff_users"),
  };
  return DELETION_BLOCKERS.filter((reason) => blocked[reason]);
}

export type StationDeletion =
  { ok: true } | { ok: false; status: 404 } | { ok: false; status: 409; blockers: DeletionBlocker[] };

export async function deleteStation(deps: ContentDeps, actor: ContentActor, id: number): Promise<StationDeletion> {
  const current = await findStationForAdmin(deps, id);
  if (!current) return { ok: false, status: 404 };
  // Checked inside the transaction, so nothing starts pointing at the station in between.
  let blockers: DeletionBlocker[] = [];
  const deleted = await saveWithAudit(deps, actor, async (trx) => {
    blockers = await deletionBlockers({ ...deps, db: trx }, current);
    if (blockers.length > 0) return null;
    await trx.deleteFrom("police_stations").where("id", "=", id).execute();
    return {
      action: "content_deleted",
      target: { type: "police_station", id },
      details: { kind: "police_station", title: auditTitle(current.name_en) },
    };
  });
  return deleted ? { ok: true } : { ok: false, status: 409, blockers };
}
