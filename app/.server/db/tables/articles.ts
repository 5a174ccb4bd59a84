/**
 * Tables of the articles area: news and good works (one table, told apart by `kind`: same fields,
 * same pages) and the photographs of each article, in the order they are shown.
 */
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CreatedAt, Flag, UpdatedAt } from "../schema";

export const ARTICLE_KINDS = ["news", "goodwork"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export interface ArticleTable {
  id: Generated<number>;
  kind: ArticleKind;
  /** Bilingual title; at least one of the pair is present (a CHECK enforces it). */
  title_en: string | null;
  title_mr: string | null;
  title_hi: string | null;
  /** Plain text shown on a card that has no picture. */
  summary_en: string | null;
  summary_mr: string | null;
  summary_hi: string | null;
  /** Rich text, stored only in the form the HTML sanitiser wrote (never as entered). */
  description_en: string | null;
  description_mr: string | null;
  description_hi: string | null;
  /** Storage key of an attached PDF; when present, the article's card opens it. */
  file: string | null;
  /** Only published articles are shown to the public. */
  published: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ArticleImageTable {
  id: Generated<number>;
  article_id: number;
  /** The picture as stored by the image pipeline (an ImageRef split into columns). */
  image_key: string;
  image_width: number;
  image_height: number;
  /** Text alternative for readers who cannot see the picture; absent means "photo N of title". */
  alt_en: string | null;
  alt_mr: string | null;
  alt_hi: string | null;
  /** Lower first; the first picture is the article's thumbnail. */
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface ArticleTables {
  articles: ArticleTable;
  article_images: ArticleImageTable;
}

export type ArticleRow = Selectable<ArticleTable>;
export type NewArticleRow = Insertable<ArticleTable>;
export type ArticleImageRow = Selectable<ArticleImageTable>;
