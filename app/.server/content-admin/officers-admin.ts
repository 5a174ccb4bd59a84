import { z } from "zod";
import { text } from "../content/articles/articles-repository";
import { DESIGNATIONS, type Officer } from "../db/schema";
import {
  auditTitle,
  deleteWithAudit,
  insertOrUpdate,
  photoChange,
  saveAction,
  saveWithAudit,
  type AuditedType,
} from "./content-audit";
import {
  errorsOf,
  optionalEmail,
  optionalMatching,
  type ContentActor,
  type ContentDeps,
  type ContentForm,
} from "./content-form";
import { removePhoto, storePhoto } from "./uploads";
/**
 * Staff managing the officers shown on the station, contact and leadership pages: name (English
 * required, Marathi optional), designation, contact number, e-mail and photo (re-encoded by the
 * image pipeline; without one the pages show the fallback picture). Deleting an officer leaves
 * the stations they were in charge of without an officer in charge, and removes the photo.
 */

const PHOTO_FOLDER = "officers";
const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;

export const officerFormSchema = z.object({
  name_en: z.string("name_missing").trim().min(1, "name_missing").max(200, "name_too_long"),
  name_mr: z.string().trim().max(200, "name_too_long").default(""),
  name_hi: z.string().trim().max(200, "name_too_long").default(""),
  designation: z.enum(DESIGNATIONS, "designation_missing"),
  contact_number: optionalMatching(PHONE, 25, "phone_invalid"),
  email: optionalEmail,
  remove_photo: z.enum(["on"]).optional(),
});

/** An officer as the staff screens read them: their row (without its dates) and how many stations they lead. */
export type OfficerAdmin = Omit<Officer, "created_at" | "updated_at"> & { stations: number };

export async function listOfficersForAdmin(deps: ContentDeps): Promise<OfficerAdmin[]> {
  const rows = await deps.db
    .selectFrom("officers")
    .select((eb) => [
      "officers.id",
      "officers.name_en",
      "officers.name_mr",
      "officers.name_hi",
      "officers.designation",
      "officers.contact_number",
      "officers.email",
      "officers.photo",
      eb
        .selectFrom("police_stations")
        .whereRef("police_stations.officer_id", "=", "officers.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("stations"),
    ])
    .orderBy("officers.name_en")
    .orderBy("officers.id")
    .execute();
  return rows.map((row) => ({ ...row, stations: Number(row.stations ?? 0) }));
}

export async function findOfficerForAdmin(deps: ContentDeps, id: number): Promise<OfficerAdmin | undefined> {
  return (await listOfficersForAdmin(deps)).find((officer) => officer.id === id);
}

export type OfficerOutcome =
  { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** Creates (id null) or updates an officer; a new photo replaces the old one. */
export async function saveOfficer(
  deps: ContentDeps,
  actor: ContentActor,
  id: number | null,
  form: ContentForm,
): Promise<OfficerOutcome> {
  const current = id === null ? undefined : await findOfficerForAdmin(deps, id);
  if (id !== null && !current) return { ok: false, errors: {}, status: 404 };
  const parsed = officerFormSchema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const stored = await storePhoto(deps.storage, PHOTO_FOLDER, form.files("photo")[0]);
  if (!stored.ok) return { ok: false, errors: { [stored.field]: stored.problem }, status: 422 };
  const image = stored.image;

  const values = parsed.data;
  const now = deps.clock.now().toISOString();
  const dropPhoto = current?.photo != null && (image !== undefined || values.remove_photo === "on");
  const row = {
    name_en: values.name_en,
    name_mr: text(values.name_mr),
    name_hi: text(values.name_hi),
    designation: values.designation,
    contact_number: text(values.contact_number),
    email: text(values.email),
    updated_at: now,
  };
  let savedId: number;
  try {
    const saved = await saveWithAudit(deps, actor, async (trx) => {
      const savedId = await insertOrUpdate(trx, "officers", id, {
        insert: { ...row, photo: image?.key ?? null, created_at: now },
        update: { ...row, photo: image?.key ?? (dropPhoto ? null : (current?.photo ?? null)) },
      });
      return {
        action: saveAction(id),
        target: { type: "officer", id: savedId },
        details: photoChange("officer", values.name_en, image, dropPhoto),
      };
    });
    savedId = saved.target.id;
  } catch (error) {
    await removePhoto(deps.storage, image?.key);
    throw error;
  }
  if (dropPhoto) await removePhoto(deps.storage, current?.photo);
  return { ok: true, id: savedId };
}

/** An officer as the delete button sees them: the stations they led stay, without an officer in charge. */
const OFFICER: AuditedType<OfficerAdmin> = {
  table: "officers",
  target: "officer",
  find: findOfficerForAdmin,
  details: (officer) => ({ kind: "officer", title: auditTitle(officer.name_en) }),
  deletedDetails: (officer) => ({ stations: officer.stations }),
  // Explicit, whatever the engine's foreign-key settings: the stations keep existing.
  deleteDependents: async (trx, id) => {
    await trx.updateTable("police_stations").set({ officer_id: null }).where("officer_id", "=", id).execute();
  },
  removeFiles: (deps, officer) => removePhoto(deps.storage, officer.photo),
};

export const deleteOfficer = (deps: ContentDeps, actor: ContentActor, id: number) =>
  deleteWithAudit(deps, actor, OFFICER, id);
