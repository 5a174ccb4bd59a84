/**
 * In-site links that point at an article page (/news/12, /good-works/7?x#y). A news flash may link
 * to one; an unpublished article's page is not public, so such a link must not be offered (the
 * admin form refuses it, and the ticker drops a link whose article was unpublished later).
 */
import type { Db } from "../../db/connection";
import type { ArticleKind } from "../../db/tables/articles";

const ARTICLE_PAGE = /^\/(news|good-works)\/(\d{1,9})(?:[/?#]|$)/;
const KIND_OF_PATH: Record<string, ArticleKind> = { news: "news", "good-works": "goodwork" };

export type ArticleRef = { kind: ArticleKind; id: number };

/** The article a link opens, or null when it opens something else. */
export function articleOfLink(link: string | null): ArticleRef | null {
  const match = link ? ARTICLE_PAGE.exec(link) : null;
  return match ? { kind: KIND_OF_PATH[match[1]!]!, id: Number(match[2]) } : null;
}

/** Which of these articles are published, as "kind:id" strings. */
export async function publishedArticles(db: Db, refs: ArticleRef[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .selectFrom("articles")
    .select(["id", "kind"])
    .where(
      "id",
      "in",
      refs.map((ref) => ref.id),
    )
    .where("published", "=", 1)
    .execute();
  return new Set(rows.map((row) => `${row.kind}:${row.id}`));
}

export const articleKey = (ref: ArticleRef) => `${ref.kind}:${ref.id}`;
