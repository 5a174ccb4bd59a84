import { z } from "zod";
import { isRealDate } from "~/lib/input-value";
import type { NoticeRow } from "../db/tables/site";
import { deleteWithAudit, insertOrUpdate, saveAction, saveWithAudit, type AuditedType } from "./content-audit";
import { errorsOf, type ContentActor, type ContentDeps } from "./content-form";
/**
 * Staff managing the home page's notice board: a title in English and in Marathi and
 * when it was posted, entered as a date and a time in India (the force's time, whatever the
 * server's zone). Every change is written to the audit log; the admin middleware drops the page
 * cache after the post, so the board shows it at once.
 */

export const MAX_NOTICE_TITLE = 200;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET = "+05:30";
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const title = (missing: string) => z.string().trim().min(1, missing).max(MAX_NOTICE_TITLE, "title_too_long");

export const noticeFormSchema = z.object({
  title_en: title("title_en_missing"),
  title_mr: title("title_mr_missing"),
  title_hi: z.string().trim().max(MAX_NOTICE_TITLE, "title_too_long").default(""),
  posted_date: z.string().trim().refine(isRealDate, "date_invalid"),
  posted_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time_invalid"),
});
export type NoticeFormText = Partial<Record<keyof z.input<typeof noticeFormSchema>, string>>;

export type NoticeAdmin = NoticeRow;

/** The date and time in India of a stored instant, as the form's date and time inputs show them. */
export function noticeFormValues(notice: NoticeRow): NoticeFormText {
  const india = new Date(new Date(notice.posted_at).getTime() + IST_OFFSET_MS).toISOString();
  return {
    title_en: notice.title_en,
    title_mr: notice.title_mr,
    title_hi: notice.title_hi ?? "",
    posted_date: india.slice(0, 10),
    posted_time: india.slice(11, 16),
  };
}

export async function listNoticesForAdmin(deps: ContentDeps): Promise<NoticeRow[]> {
  return deps.db.selectFrom("notices").selectAll().orderBy("posted_at", "desc").orderBy("id", "desc").execute();
}

export async function findNoticeForAdmin(deps: ContentDeps, id: number): Promise<NoticeRow | undefined> {
  return deps.db.selectFrom("notices").selectAll().where("id", "=", id).executeTakeFirst();
}

export type NoticeOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** Creates (id null) or updates a notice from its form. */
export async function saveNotice(
  deps: ContentDeps,
  actor: ContentActor,
  id: number | null,
  fields: Record<string, string>,
): Promise<NoticeOutcome> {
  if (id !== null && !(await findNoticeForAdmin(deps, id))) return { ok: false, errors: {}, status: 404 };
  const parsed = noticeFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const { title_en, title_mr, title_hi, posted_date, posted_time } = parsed.data;
  const now = deps.clock.now().toISOString();
  const row = {
    title_en,
    title_mr,
    title_hi: title_hi || null,
    posted_at: new Date(`${posted_date}T${posted_time}:00${IST_OFFSET}`).toISOString(),
    updated_at: now,
  };
  const saved = await saveWithAudit(deps, actor, async (trx) => {
    const savedId = await insertOrUpdate(trx, "notices", id, { insert: { ...row, created_at: now }, update: row });
    return {
      action: saveAction(id),
      target: { type: "notice", id: savedId },
      details: { kind: "notice", title: title_en },
    };
  });
  return { ok: true, id: saved.target.id };
}

/** A notice as its delete button sees it. */
const NOTICE: AuditedType<NoticeRow> = {
  table: "notices",
  target: "notice",
  find: findNoticeForAdmin,
  details: (notice) => ({ kind: "notice", title: notice.title_en }),
};

export const deleteNotice = (deps: ContentDeps, actor: ContentActor, id: number) =>
  deleteWithAudit(deps, actor, NOTICE, id);
