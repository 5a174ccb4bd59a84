/**
 * Staff correcting the police stations and offices shown on the contact, station and map pages:
 * names, addresses, landline, e-mail and the officer in charge. Stations are not created or
 * deleted here: their ids are part of the public contract (SPEC §2 railway map) and citizen
 * reports, found property and desk officers' accounts point at them. Public pages read the
 * database on every request, so a correction is on the website at once; each is audited.
 */
import { z } from "zod";
import { recordAudit } from "../auth/audit-log";
import { text } from "../content/articles/articles-repository";
import type { StationType } from "../db/schema";
import type { ContentActor, ContentDeps } from "./content-form";

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9 ()/,-]{4,60}$/;

export const stationFormSchema = z.object({
  name_en: z.string("name_missing").trim().min(1, "name_missing").max(200, "name_too_long"),
  name_mr: z.string().trim().max(200, "name_too_long").default(""),
  address_en: z.string().trim().max(1000, "address_too_long").default(""),
  address_mr: z.string().trim().max(1000, "address_too_long").default(""),
  landline: z
    .string()
    .trim()
    .max(60, "phone_invalid")
    .default("")
    .refine((value) => value === "" || PHONE.test(value), "phone_invalid"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "email_invalid")
    .default("")
    .refine((value) => value === "" || EMAIL.test(value), "email_invalid"),
  officer_id: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^[1-9]\d{0,8}$/.test(value), "officer_invalid")
    .transform((value) => (value === "" ? null : Number(value))),
});

export type StationAdmin = {
  id: number;
  name_en: string;
  name_mr: string | null;
  type: StationType;
  address_en: string | null;
  address_mr: string | null;
  landline: string | null;
  email: string | null;
  officer_id: number | null;
};

const COLUMNS = [
  "id",
  "name_en",
  "name_mr",
  "type",
  "address_en",
  "address_mr",
  "landline",
  "email",
  "officer_id",
] as const;

export async function listStationsForAdmin(deps: ContentDeps): Promise<StationAdmin[]> {
  return deps.db.selectFrom("police_stations").select(COLUMNS).orderBy("id").execute();
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

export type StationOutcome =
  { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

export async function updateStation(
  deps: ContentDeps,
  actor: ContentActor,
  id: number,
  fields: Record<string, string>,
): Promise<StationOutcome> {
  const current = await findStationForAdmin(deps, id);
  if (!current) return { ok: false, errors: {}, status: 404 };
  const parsed = stationFormSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, errors, status: 422 };
  }
  const values = parsed.data;
  if (
    values.officer_id !== null &&
    !(await deps.db.selectFrom("officers").select("id").where("id", "=", values.officer_id).executeTakeFirst())
  )
    return { ok: false, errors: { officer_id: "officer_invalid" }, status: 422 };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("police_stations")
      .set({
        name_en: values.name_en,
        name_mr: text(values.name_mr),
        address_en: text(values.address_en),
        address_mr: text(values.address_mr),
        landline: text(values.landline),
        email: text(values.email),
        officer_id: values.officer_id,
        updated_at: deps.clock.now().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, deps.clock, {
      actorId: actor.id,
      action: "content_updated",
      target: { type: "police_station", id },
      details: {
        kind: "police_station",
        title: values.name_en.slice(0, 120),
        ...(values.officer_id !== current.officer_id
          ? { officer_id: { from: current.officer_id, to: values.officer_id } }
          : {}),
      },
      ip: actor.origin?.ip ?? null,
    });
  });
  return { ok: true, id };
}
