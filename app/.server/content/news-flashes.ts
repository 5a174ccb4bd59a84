import type { Db } from "../db/connection";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import type { ContentLocale, Locale } from "../db/schema";
import { articleKey, articleOfLink, publishedArticles } from "./articles/article-links";

export type NewsFlashView = { id: number; text: string; language: ContentLocale | null; link: string | null };

export function createNewsFlashRepository(db: Db) {
  return {
    async listActive(): Promise<NewsFlashView[]> {
      const flashes = await db
        .selectFrom("news_flashes")
        .select(["id", "text", "language", "link"])
        .where("active", "=", 1)
        .orderBy("sort_order")
        .orderBy("id", "desc")
        .execute();
      return withoutLinksToUnpublished(db, flashes);
    },
  };
}

/**
 * A flash whose article was unpublished after the flash was written keeps its text but loses the
 * link: the page behind it is no longer public.
 */
async function withoutLinksToUnpublished(db: Db, flashes: NewsFlashView[]): Promise<NewsFlashView[]> {
  const refs = flashes.map((flash) => articleOfLink(flash.link));
  const wanted = refs.filter((ref) => ref !== null);
  if (wanted.length === 0) return flashes;
  const published = await publishedArticles(db, wanted);
  return flashes.map((flash, index) => {
    const ref = refs[index];
    return ref && !published.has(articleKey(ref)) ? { ...flash, link: null } : flash;
  });
}

/**
 * The flashes a visitor sees: those written in their language, or in English when staff wrote
 * none in it (English is the language every item has), with those written for every language.
 * When there are none of those at all, they see the others (each marked with its language)
 * rather than nothing.
 */
export function newsFlashesFor(flashes: NewsFlashView[], locale: Locale): NewsFlashView[] {
  const written = flashes.some((flash) => flash.language === locale) ? locale : DEFAULT_LOCALE;
  const mine = flashes.filter((flash) => flash.language === null || flash.language === written);
  return mine.length > 0 ? mine : flashes;
}
