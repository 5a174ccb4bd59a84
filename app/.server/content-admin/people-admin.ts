import { z } from "zod";
import type { ImageRef } from "~/lib/image-sources";
import { isCalendarDay } from "../auth/admin-forms";
import { text } from "../content/articles/articles-repository";
import {
  auditTitle,
  deleteWithAudit,
  insertOrUpdate,
  photoChange,
  saveAction,
  saveWithAudit,
  type AuditedType,
} from "./content-audit";
import { errorsOf, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { removePhoto, storePhoto } from "./uploads";
/**
 * Staff managing the people of the info pages: the former commissioners listed on the about page
 * (name, rank, tenure) and the officers of the leadership page (name, title, place in the order).
 * Both have an optional photo, re-encoded by the image pipeline; a replaced or removed photo, and
 * the photo of a deleted person, is removed from storage after the transaction commits. The pages
 * read the tables on every request, so a change is on the website at once.
 */

/** The two lists, by the path segment of their screens. */
export const PEOPLE_SECTIONS = {
  "former-commissioners": { table: "former_commissioners", audit: "former_commissioner", folder: "commissioners" },
  leadership: { table: "leaders", audit: "leader", folder: "leaders" },
} as const;
export type PeopleSection = keyof typeof PEOPLE_SECTIONS;

/** The section a request is for, read from its path (/admin/content/<section>/…). */
export function peopleSectionOf(request: Request): PeopleSection {
  const segment = new URL(request.url).pathname.split("/")[3];
  return segment === "leadership" ? "leadership" : "former-commissioners";
}

const name = {
  name_en: z.string("name_missing").trim().min(1, "name_missing").max(200, "name_too_long"),
  name_mr: z.string().trim().max(200, "name_too_long").default(""),
  name_hi: z.string().trim().max(200, "name_too_long").default(""),
  remove_photo: z.enum(["on"]).optional(),
};
const day = z.string("date_invalid").trim().refine(isCalendarDay, "date_invalid");

export const formerCommissionerSchema = z
  .object({
    ...name,
    rank_en: z.string("rank_missing").trim().min(1, "rank_missing").max(200, "rank_too_long"),
    rank_mr: z.string().trim().max(200, "rank_too_long").default(""),
    rank_hi: z.string().trim().max(200, "rank_too_long").default(""),
    tenure_start: day,
    tenure_end: day,
  })
  // Dates are YYYY-MM-DD, so text order is date order.
  .refine((value) => value.tenure_end >= value.tenure_start, { path: ["tenure_end"], message: "tenure_order" });

export const leaderSchema = z.object({
  ...name,
  title_en: z.string("rank_missing").trim().min(1, "rank_missing").max(200, "rank_too_long"),
  title_mr: z.string().trim().max(200, "rank_too_long").default(""),
  title_hi: z.string().trim().max(200, "rank_too_long").default(""),
  sort_order: z
    .string()
    .trim()
    .default("")
    .refine((value) => /^-?\d{1,6}$/.test(value), "order_invalid")
    .transform(Number),
});

/** One person as the screens show it: `role` is the rank (commissioners) or the title (leaders). */
export type PersonAdmin = {
  id: number;
  name_en: string;
  name_mr: string | null;
  name_hi: string | null;
  role_en: string;
  role_mr: string | null;
  role_hi: string | null;
  tenure_start: string | null;
  tenure_end: string | null;
  sort_order: number | null;
  photo_key: string | null;
};

export async function listPeopleForAdmin(deps: ContentDeps, section: PeopleSection): Promise<PersonAdmin[]> {
  if (section === "leadership") {
    const rows = await deps.db.selectFrom("leaders").selectAll().orderBy("sort_order").orderBy("id").execute();
    return rows.map((row) => ({
      ...row,
      role_en: row.title_en,
      role_mr: row.title_mr,
      role_hi: row.title_hi,
      tenure_start: null,
      tenure_end: null,
    }));
  }
  const rows = await deps.db
    .selectFrom("former_commissioners")
    .selectAll()
    .orderBy("tenure_start", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    role_en: row.rank_en,
    role_mr: row.rank_mr,
    role_hi: row.rank_hi,
    sort_order: null,
  }));
}

export async function findPersonForAdmin(
  deps: ContentDeps,
  section: PeopleSection,
  id: number,
): Promise<PersonAdmin | undefined> {
  return (await listPeopleForAdmin(deps, section)).find((person) => person.id === id);
}

export type PersonOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

function photoColumns(image: ImageRef | undefined, keep: PersonAdmin | undefined, drop: boolean) {
  if (image) return { photo_key: image.key, photo_width: image.width, photo_height: image.height };
  if (keep && !drop) return {};
  return { photo_key: null, photo_width: null, photo_height: null };
}

/** Creates (id null) or updates a former commissioner or leader; a new photo replaces the old one. */
export async function savePerson(
  deps: ContentDeps,
  actor: ContentActor,
  section: PeopleSection,
  id: number | null,
  form: ContentForm,
): Promise<PersonOutcome> {
  const current = id === null ? undefined : await findPersonForAdmin(deps, section, id);
  if (id !== null && !current) return { ok: false, errors: {}, status: 404 };
  const parsed =
    section === "leadership" ? leaderSchema.safeParse(form.fields) : formerCommissionerSchema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const { folder, audit } = PEOPLE_SECTIONS[section];
  const stored = await storePhoto(deps.storage, folder, form.files("photo")[0]);
  if (!stored.ok) return { ok: false, errors: { [stored.field]: stored.problem }, status: 422 };
  const image = stored.image;

  const values = parsed.data;
  const now = deps.clock.now().toISOString();
  const dropPhoto = current?.photo_key != null && (image !== undefined || values.remove_photo === "on");
  const common = {
    name_en: values.name_en,
    name_mr: text(values.name_mr),
    name_hi: text(values.name_hi),
    ...photoColumns(image, current, dropPhoto),
    updated_at: now,
  };
  let savedId: number;
  try {
    const saved = await saveWithAudit(deps, actor, async (trx) => {
      let savedId: number;
      if ("sort_order" in values) {
        const row = {
          ...common,
          title_en: values.title_en,
          title_mr: text(values.title_mr),
          title_hi: text(values.title_hi),
          sort_order: values.sort_order,
        };
        savedId = await insertOrUpdate(trx, "leaders", id, { insert: { ...row, created_at: now }, update: row });
      } else {
        const row = {
          ...common,
          rank_en: values.rank_en,
          rank_mr: text(values.rank_mr),
          rank_hi: text(values.rank_hi),
          tenure_start: values.tenure_start,
          tenure_end: values.tenure_end,
        };
        savedId = await insertOrUpdate(trx, "former_commissioners", id, {
          insert: { ...row, created_at: now },
          update: row,
        });
      }
      return {
        action: saveAction(id),
        target: { type: audit, id: savedId },
        details: photoChange(audit, values.name_en, image, dropPhoto),
      };
    });
    savedId = saved.target.id;
  } catch (error) {
    await removePhoto(deps.storage, image?.key);
    throw error;
  }
  if (dropPhoto) await removePhoto(deps.storage, current?.photo_key);
  return { ok: true, id: savedId };
}

/** A person of a section as the delete button sees them; their photo goes too. */
function personType(section: PeopleSection): AuditedType<PersonAdmin> {
  const { table, audit } = PEOPLE_SECTIONS[section];
  return {
    table,
    target: audit,
    find: (deps, id) => findPersonForAdmin(deps, section, id),
    details: (person) => ({ kind: audit, title: auditTitle(person.name_en) }),
    removeFiles: (deps, person) => removePhoto(deps.storage, person.photo_key),
  };
}

export const deletePerson = (deps: ContentDeps, actor: ContentActor, section: PeopleSection, id: number) =>
  deleteWithAudit(deps, actor, personType(section), id);
