/**
 * Storing and reading news and good works. Rich text is sanitised here, on the way in, so that no
 * caller (the demo content today, the staff screens later) can store HTML the sanitiser has not
 * written. Public reads see published articles only, newest first, each with its pictures in order.
 */
import type { Kysely } from "kysely";
import type { ImageRef } from "~/lib/image-sources";
import type { Database } from "../../db/schema";
import type { ArticleImageRow, ArticleKind, ArticleRow } from "../../db/tables/articles";
import { sanitizeHtml } from "../../security/sanitize-html";
import { paginate, type Page } from "../paginate";

/** What the public may see of an article (never the publishing flag). */
export type PublicArticleRow = Omit<ArticleRow, "published" | "kind">;
export type PublicArticleImage = Pick<
  ArticleImageRow,
  "id" | "image_key" | "image_width" | "image_height" | "alt_en" | "alt_mr" | "alt_hi"
>;
export type ArticleWithImages = PublicArticleRow & { images: PublicArticleImage[] };

export type NewArticle = {
  kind: ArticleKind;
  title_en: string | null;
  title_mr: string | null;
  title_hi?: string | null;
  summary_en?: string | null;
  summary_mr?: string | null;
  summary_hi?: string | null;
  /** HTML as entered; only its sanitised form is stored. */
  description_en?: string | null;
  description_mr?: string | null;
  description_hi?: string | null;
  file?: string | null;
  published?: boolean;
  /** ISO-8601 UTC; defaults to now. */
  created_at?: string;
  images?: Array<{ image: ImageRef; alt_en?: string | null; alt_mr?: string | null }>;
};

const PUBLIC_COLUMNS = [
  "id",
  "title_en",
  "title_mr",
  "title_hi",
  "summary_en",
  "summary_mr",
  "summary_hi",
  "description_en",
  "description_mr",
  "description_hi",
  "file",
  "created_at",
  "updated_at",
] as const;

/** Trimmed text, or null when nothing is left. */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Sanitised HTML, or null when nothing visible is left (the staff screens store it the same way). */
export function richText(value: string | null | undefined): string | null {
  if (!value) return null;
  const clean = sanitizeHtml(value).trim();
  const visible = clean.replace(/<[^>]*>/g, "").trim() !== "" || /<img\s/.test(clean);
  return visible ? clean : null;
}

export function createArticleRepository(db: Kysely<Database>) {
  async function imagesFor(ids: number[]): Promise<Map<number, PublicArticleImage[]>> {
    const byArticle = new Map<number, PublicArticleImage[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byArticle;
    const rows = await db
      .selectFrom("article_images")
      .select(["id", "article_id", "image_key", "image_width", "image_height", "alt_en", "alt_mr", "alt_hi"])
      .where("article_id", "in", ids)
      .orderBy("article_id")
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    for (const { article_id, ...image } of rows) byArticle.get(article_id)?.push(image);
    return byArticle;
  }

  return {
    async listPublished(kind: ArticleKind, page: number, perPage: number): Promise<Page<ArticleWithImages>> {
      const query = db
        .selectFrom("articles")
        .select(PUBLIC_COLUMNS)
        .where("kind", "=", kind)
        .where("published", "=", 1)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      const result = await paginate(query, page, perPage);
      const images = await imagesFor(result.data.map((row) => row.id));
      return { ...result, data: result.data.map((row) => ({ ...row, images: images.get(row.id) ?? [] })) };
    },

    async findPublished(kind: ArticleKind, id: number): Promise<ArticleWithImages | undefined> {
      const row = await db
        .selectFrom("articles")
        .select(PUBLIC_COLUMNS)
        .where("id", "=", id)
        .where("kind", "=", kind)
        .where("published", "=", 1)
        .executeTakeFirst();
      if (!row) return undefined;
      return { ...row, images: (await imagesFor([row.id])).get(row.id) ?? [] };
    },

    /** Stores an article and its pictures together; returns its id. */
    async create(article: NewArticle): Promise<number> {
      const title_en = text(article.title_en);
      const title_mr = text(article.title_mr);
      if (!title_en && !title_mr) throw new Error("an article needs a title in at least one language");
      const work = async (trx: Kysely<Database>) => {
        const { id } = await trx
          .insertInto("articles")
          .values({
            kind: article.kind,
            title_en,
            title_mr,
            title_hi: text(article.title_hi),
            summary_en: text(article.summary_en),
            summary_mr: text(article.summary_mr),
            summary_hi: text(article.summary_hi),
            description_en: richText(article.description_en),
            description_mr: richText(article.description_mr),
            description_hi: richText(article.description_hi),
            file: article.file ?? null,
            published: article.published === false ? 0 : 1,
            ...(article.created_at ? { created_at: article.created_at, updated_at: article.created_at } : {}),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const images = article.images ?? [];
        if (images.length > 0) {
          await trx
            .insertInto("article_images")
            .values(
              images.map(({ image, alt_en, alt_mr }, index) => ({
                article_id: id,
                image_key: image.key,
                image_width: image.width,
                image_height: image.height,
                alt_en: text(alt_en),
                alt_mr: text(alt_mr),
                sort_order: index,
              })),
            )
            .execute();
        }
        return id;
      };
      return db.isTransaction ? work(db) : db.transaction().execute(work);
    },
  };
}

export type ArticleRepository = ReturnType<typeof createArticleRepository>;
