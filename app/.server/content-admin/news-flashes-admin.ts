import { z } from "zod";
import { CONTENT_LOCALES, type ContentLocale } from "~/i18n/locales";
import { articleKey, articleOfLink, publishedArticles } from "../content/articles/article-links";
import {
  auditTitle,
  deleteWithAudit,
  insertOrUpdate,
  saveAction,
  saveWithAudit,
  setItemPublished,
} from "./content-audit";
import type { AuditedType } from "./content-audit";
import { errorsOf, sortOrderField, type ContentActor, type ContentDeps } from "./content-form";
/**
 * Staff managing the news flashes of the ticker on every page: the text, the language it is
 * written in (or none: shown to everyone), an optional link to a page of this site, the order
 * (smaller first) and whether it is shown. Pages read the flashes on every request, so a change is
 * on the public site at once. Every change is written to the audit log.
 */

export const MAX_FLASH_TEXT = 500;

/**
 * A link inside this site only: a path starting with one "/" (never "//", which a browser reads as
 * another site), made of URL-safe characters.
 */
const IN_APP_LINK = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/;

export const newsFlashFormSchema = z.object({
  text: z.string().trim().min(1, "text_missing").max(MAX_FLASH_TEXT, "text_too_long"),
  language: z.enum(["", ...CONTENT_LOCALES], "language_invalid").default(""),
  link: z
    .string()
    .trim()
    .max(300, "link_invalid")
    .default("")
    .refine((value) => value === "" || IN_APP_LINK.test(value), "link_invalid"),
  sort_order: sortOrderField,
  active: z.enum(["on"]).optional(),
});
export type NewsFlashFormValues = z.input<typeof newsFlashFormSchema>;

export type NewsFlashAdmin = {
  id: number;
  text: string;
  language: ContentLocale | null;
  link: string | null;
  sort_order: number;
  active: boolean;
  updated_at: string;
};

export async function listNewsFlashesForAdmin(deps: ContentDeps): Promise<NewsFlashAdmin[]> {
  const rows = await deps.db
    .selectFrom("news_flashes")
    .select(["id", "text", "language", "link", "sort_order", "active", "updated_at"])
    .orderBy("sort_order")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, active: Number(row.active) === 1 }));
}

export async function findNewsFlashForAdmin(deps: ContentDeps, id: number): Promise<NewsFlashAdmin | undefined> {
  const row = await deps.db
    .selectFrom("news_flashes")
    .select(["id", "text", "language", "link", "sort_order", "active", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { ...row, active: Number(row.active) === 1 } : undefined;
}

export type FlashOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

const flashDetails = (flash: { text: string }) => ({ kind: "news_flash", title: auditTitle(flash.text) });

/** A flash may not send visitors to an article they cannot read: it must be published. */
async function linkIsPublic(deps: ContentDeps, link: string): Promise<boolean> {
  const article = articleOfLink(link);
  return !article || (await publishedArticles(deps.db, [article])).has(articleKey(article));
}

/** Creates (id null) or updates a flash from its form. */
export async function saveNewsFlash(
  deps: ContentDeps,
  actor: ContentActor,
  id: number | null,
  fields: Record<string, string>,
): Promise<FlashOutcome> {
  if (id !== null && !(await findNewsFlashForAdmin(deps, id))) return { ok: false, errors: {}, status: 404 };
  const parsed = newsFlashFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const values = parsed.data;
  if (!(await linkIsPublic(deps, values.link))) return { ok: false, errors: { link: "link_unpublished" }, status: 422 };
  const now = deps.clock.now().toISOString();
  const row = {
    text: values.text,
    language: values.language === "" ? null : values.language,
    link: values.link === "" ? null : values.link,
    sort_order: values.sort_order,
    updated_at: now,
  };
  const saved = await saveWithAudit(deps, actor, async (trx) => {
    const savedId = await insertOrUpdate(trx, "news_flashes", id, {
      insert: { ...row, active: values.active === "on" ? 1 : 0, created_at: now },
      update: row,
    });
    return {
      action: saveAction(id),
      target: { type: "news_flash", id: savedId },
      details: { ...flashDetails(values), ...(id === null ? { active: values.active === "on" } : {}) },
    };
  });
  return { ok: true, id: saved.target.id };
}

/** The flash as its show / hide and delete buttons see it. */
const FLASH: AuditedType<NewsFlashAdmin> = {
  table: "news_flashes",
  target: "news_flash",
  find: findNewsFlashForAdmin,
  details: flashDetails,
  flag: { column: "active", of: (flash) => flash.active },
};

export const setNewsFlashActive = (deps: ContentDeps, actor: ContentActor, id: number, active: boolean) =>
  setItemPublished(deps, actor, FLASH, id, active);

export const deleteNewsFlash = (deps: ContentDeps, actor: ContentActor, id: number) =>
  deleteWithAudit(deps, actor, FLASH, id);
