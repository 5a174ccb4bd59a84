/** The home page's notice board (edited by staff, no longer fixed sample text). */
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";

/** The board shows the newest few; older notices stay in the admin list until deleted. */
export const NOTICES_ON_BOARD = 6;

export type NoticeView = { id: number; title: string; postedAt: string };

export async function listNoticesForBoard(db: Db, locale: Locale): Promise<NoticeView[]> {
  const rows = await db
    .selectFrom("notices")
    .select(["id", "title_en", "title_mr", "posted_at"])
    .orderBy("posted_at", "desc")
    .orderBy("id", "desc")
    .limit(NOTICES_ON_BOARD)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: locale === "mr" ? row.title_mr : row.title_en,
    postedAt: row.posted_at,
  }));
}
