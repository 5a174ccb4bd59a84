import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";

export type NewsFlashView = { id: number; text: string; language: Locale | null; link: string | null };

export function createNewsFlashRepository(db: Db) {
  return {
    async listActive(): Promise<NewsFlashView[]> {
      return db
        .selectFrom("news_flashes")
        .select(["id", "text", "language", "link"])
        .where("active", "=", 1)
        .orderBy("sort_order")
        .orderBy("id", "desc")
        .execute();
    },
  };
}

/**
 * The flashes a visitor sees: those written in their language or in none. When there are none in
 * their language at all, they see the others (each marked with its language) rather than nothing.
 */
export function newsFlashesFor(flashes: NewsFlashView[], locale: Locale): NewsFlashView[] {
  const mine = flashes.filter((flash) => flash.language === null || flash.language === locale);
  return mine.length > 0 ? mine : flashes;
}
