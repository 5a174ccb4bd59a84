import type { ArticleKind } from "~/.server/db/tables/articles";

/** Where each kind of article lives on the site, and which block of the locale file names it. */
export const ARTICLE_SECTIONS = {
  news: { path: "/news", strings: "news" },
  goodwork: { path: "/good-works", strings: "good_works" },
} as const satisfies Record<ArticleKind, { path: string; strings: string }>;
