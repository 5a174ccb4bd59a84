import { z } from "zod";
import type { ContentSort, ListSort } from "~/lib/content-views";
import { richText, text } from "../content/articles/articles-repository";
import { paginate, type Page } from "../content/paginate";
import type { ArticleKind } from "../db/tables/articles";
import { auditTitle, saveWithAudit, type AuditedType } from "./content-audit";
import { errorsOf, idList, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import type { SaveOutcome } from "./content-items";
import { pagedContentOrder } from "./list-sort";
import { columnValues, forEveryLanguage } from "./language-columns";
import { readPhotoFields, type PhotoChanges } from "./article-photos";
import { MAX_IMAGES_PER_ITEM, receiveUploads, removeStored, type StoredUploads } from "./uploads";
import { ALT_COLUMNS } from "~/lib/article-photo-fields";
/**
 * Staff managing news and good works (one table, told apart by `kind`). Text is stored the way the
 * public repository stores it: trimmed, and rich text only in the form the HTML sanitiser wrote.
 * Public pages read the database on every request (there is no page cache), so a change is on the
 * public site at once. Every change is written to the audit log; deleting an article removes its
 * pictures and its PDF from storage.
 */

/** The two sections of the admin area that edit articles, by their path segment. */
export const ARTICLE_SECTIONS = {
  news: { kind: "news", publicPath: "/news" },
  "good-works": { kind: "goodwork", publicPath: "/good-works" },
} as const satisfies Record<string, { kind: ArticleKind; publicPath: string }>;
export type ArticleSection = keyof typeof ARTICLE_SECTIONS;

/** The section a request is for, from its path (/admin/content/<section>/…). */
export function articleSectionOf(request: Request): ArticleSection {
  const segment = /^\/admin\/content\/([a-z-]+)/.exec(new URL(request.url).pathname)?.[1];
  if (segment === "news" || segment === "good-works") return segment;
  throw new Error(`not an article section: ${segment ?? "(none)"}`);
}

const FOLDER = "articles";
export const ADMIN_ARTICLES_PER_PAGE = 25;
/** Every problem code a save may give, the fallback (a title missing) first. */
export const ARTICLE_PROBLEMS = [
  "title_missing",
  "title_too_long",
  "summary_too_long",
  "description_too_long",
  "image_invalid",
  "image_too_large",
  "too_many_images",
  "file_invalid",
  "file_too_large",
  "alt_too_long",
  "position_invalid",
] as const;

export const MAX_TITLE = 300;
export const MAX_SUMMARY = 1000;
export const MAX_DESCRIPTION = 100_000;

const optional = (max: number, problem: string) => z.string().max(max, problem).default("");

export const articleFormSchema = z
  .object({
    ...forEveryLanguage("title", optional(MAX_TITLE, "title_too_long")),
    ...forEveryLanguage("summary", optional(MAX_SUMMARY, "summary_too_long")),
    ...forEveryLanguage("description", optional(MAX_DESCRIPTION, "description_too_long")),
    published: z.enum(["on"]).optional(),
    remove_file: z.enum(["on"]).optional(),
  })
  .refine((value) => value.title_en.trim() !== "" || value.title_mr.trim() !== "", {
    message: "title_missing",
    path: ["title_en"],
  });
export type ArticleFormValues = z.input<typeof articleFormSchema>;

export type ArticleAdminListItem = {
  id: number;
  title_en: string | null;
  title_mr: string | null;
  title_hi: string | null;
  published: boolean;
  images: number;
  hasFile: boolean;
  created_at: string;
  updated_at: string;
};

export async function listArticlesForAdmin(
  deps: ContentDeps,
  kind: ArticleKind,
  page: number,
  sort: ListSort<ContentSort> | null = null,
): Promise<Page<ArticleAdminListItem>> {
  let query = deps.db
    .selectFrom("articles")
    .select((eb) => [
      "articles.id",
      "articles.title_en",
      "articles.title_mr",
      "articles.title_hi",
      "articles.published",
      "articles.file",
      "articles.created_at",
      "articles.updated_at",
      eb
        .selectFrom("article_images")
        .whereRef("article_images.article_id", "=", "articles.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("images"),
    ])
    .where("articles.kind", "=", kind);
  for (const [column, dir] of pagedContentOrder(sort)) query = query.orderBy(`articles.${column}`, dir);
  const result = await paginate(query, page, ADMIN_ARTICLES_PER_PAGE);
  return {
    ...result,
    data: result.data.map((row) => ({
      id: row.id,
      title_en: row.title_en,
      title_mr: row.title_mr,
      title_hi: row.title_hi,
      published: row.published === 1,
      images: Number(row.images ?? 0),
      hasFile: row.file !== null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    })),
  };
}

export async function findArticleForAdmin(deps: ContentDeps, kind: ArticleKind, id: number) {
  const row = await deps.db
    .selectFrom("articles")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!row) return undefined;
  const images = await deps.db
    .selectFrom("article_images")
    .select(["id", "image_key", "image_width", "image_height", ...ALT_COLUMNS])
    .where("article_id", "=", id)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return { ...row, published: row.published === 1, images };
}
export type ArticleForAdmin = NonNullable<Awaited<ReturnType<typeof findArticleForAdmin>>>;

/** Creates an article from the new-article form (with its pictures and optional PDF). */
export async function createArticle(
  deps: ContentDeps,
  actor: ContentActor,
  kind: ArticleKind,
  form: ContentForm,
): Promise<SaveOutcome> {
  const parsed = articleFormSchema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const stored = await receiveUploads(deps.storage, FOLDER, form.files("images"), form.files("file")[0], {
    imagesAllowed: MAX_IMAGES_PER_ITEM,
  });
  if (!stored.ok) return stored;

  const values = parsed.data;
  const now = deps.clock.now().toISOString();
  const title_en = text(values.title_en);
  const title_mr = text(values.title_mr);
  try {
    const saved = await saveWithAudit(deps, actor, async (trx) => {
      const { id } = await trx
        .insertInto("articles")
        .values({
          kind,
          ...columnValues("title", values, text),
          ...columnValues("summary", values, text),
          ...columnValues("description", values, richText),
          file: stored.stored.file,
          published: values.published === "on" ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertImages(trx, id, stored.stored.images, 0, now);
      return {
        action: "content_created",
        target: { type: "article", id },
        details: {
          kind,
          title: auditTitle(title_en, title_mr),
          published: values.published === "on",
          images: stored.stored.images.length,
          pdf: stored.stored.file !== null,
        },
      };
    });
    return { ok: true, id: saved.target.id };
  } catch (error) {
    await removeStored(deps.storage, stored.stored);
    throw error;
  }
}

async function insertImages(
  db: ContentDeps["db"],
  articleId: number,
  images: StoredUploads["images"],
  firstOrder: number,
  now: string,
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto("article_images")
    .values(
      images.map((image, index) => ({
        article_id: articleId,
        image_key: image.key,
        image_width: image.width,
        image_height: image.height,
        sort_order: firstOrder + index,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Saves the edit form: text, pictures to add and to remove (`remove_image` ids), each picture's
 * description and position (article-photos.ts), and the PDF (replaced by a new upload, or removed). Publishing has its own action (setItemPublished with articleType).
 */
export async function updateArticle(
  deps: ContentDeps,
  actor: ContentActor,
  kind: ArticleKind,
  id: number,
  form: ContentForm,
): Promise<SaveOutcome> {
  const current = await findArticleForAdmin(deps, kind, id);
  if (!current) return { ok: false, errors: {}, status: 404 };
  const parsed = articleFormSchema.safeParse(form.fields);
  const removeIds = new Set(idList(form.all("remove_image")));
  const removed = current.images.filter((image) => removeIds.has(image.id));
  const photos = readPhotoFields(current.images, form.fields, removeIds);
  if (!parsed.success || !photos.ok) {
    const errors = { ...(parsed.success ? {} : errorsOf(parsed.error)), ...(photos.ok ? {} : photos.errors) };
    return { ok: false, errors, status: 422 };
  }
  const stored = await receiveUploads(deps.storage, FOLDER, form.files("images"), form.files("file")[0], {
    imagesAllowed: MAX_IMAGES_PER_ITEM - photos.changes.kept.length,
  });
  if (!stored.ok) return stored;

  const values = parsed.data;
  const now = deps.clock.now().toISOString();
  const title_en = text(values.title_en);
  const title_mr = text(values.title_mr);
  const newFile = stored.stored.file;
  const dropFile = current.file !== null && (newFile !== null || values.remove_file === "on");
  try {
    await saveWithAudit(deps, actor, async (trx) => {
      await trx
        .updateTable("articles")
        .set({
          ...columnValues("title", values, text),
          ...columnValues("summary", values, text),
          ...columnValues("description", values, richText),
          file: newFile ?? (dropFile ? null : current.file),
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
      if (removed.length > 0)
        await trx
          .deleteFrom("article_images")
          .where("article_id", "=", id)
          .where(
            "id",
            "in",
            removed.map((image) => image.id),
          )
          .execute();
      await savePhotoChanges(trx, photos.changes);
      const last = await trx
        .selectFrom("article_images")
        .select((eb) => eb.fn.max("sort_order").as("last"))
        .where("article_id", "=", id)
        .executeTakeFirst();
      await insertImages(trx, id, stored.stored.images, Number(last?.last ?? -1) + 1, now);
      return {
        action: "content_updated",
        target: { type: "article", id },
        details: {
          kind,
          title: auditTitle(title_en, title_mr),
          images_added: stored.stored.images.length,
          images_removed: removed.length,
          images_described: photos.changes.kept.filter((photo) => photo.altChanged).length,
          images_reordered: photos.changes.reordered,
          pdf: newFile !== null ? "replaced" : dropFile ? "removed" : "kept",
        },
      };
    });
  } catch (error) {
    await removeStored(deps.storage, stored.stored);
    throw error;
  }
  // The database no longer points at these files: remove them.
  await removeStored(deps.storage, {
    images: removed.map((image) => ({ key: image.image_key })),
    file: dropFile ? current.file : null,
  });
  return { ok: true, id };
}

/** Writes changed descriptions, and every kept photo's place when the order changed. */
async function savePhotoChanges(db: ContentDeps["db"], changes: PhotoChanges): Promise<void> {
  for (const [index, photo] of changes.kept.entries()) {
    if (!photo.altChanged && !changes.reordered) continue;
    await db
      .updateTable("article_images")
      .set({
        ...photo.alts,
        ...(changes.reordered ? { sort_order: index } : {}),
      })
      .where("id", "=", photo.id)
      .execute();
  }
}

/** An article of a kind as its publish and delete buttons see it; a deleted one takes its pictures and PDF along. */
export const articleType = (kind: ArticleKind): AuditedType<ArticleForAdmin> => ({
  table: "articles",
  target: "article",
  find: (deps, id) => findArticleForAdmin(deps, kind, id),
  details: (article) => ({ kind, title: auditTitle(article.title_en, article.title_mr) }),
  flag: { column: "published", of: (article) => article.published },
  deletedDetails: (article) => ({ images: article.images.length, pdf: article.file !== null }),
  deleteDependents: async (trx, id) => {
    await trx.deleteFrom("article_images").where("article_id", "=", id).execute();
  },
  removeFiles: (deps, article) =>
    removeStored(deps.storage, {
      images: article.images.map((image) => ({ key: image.image_key })),
      file: article.file,
    }),
});
