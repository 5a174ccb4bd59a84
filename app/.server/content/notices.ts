/** The home page's notice board (edited by staff, no longer fixed sample text). */
import type { Db } from "../db/connection";
import type { ContentLocale, Locale } from "../db/schema";
import { localized, textsOf } from "./localized";

/** The board shows the newest few; older notices stay in the admin list until deleted. */
export const NOTICES_ON_BOARD = 6;

/** `lang` is set when the title is not in the visitor's language (staff wrote it in another). */
export type NoticeView = { id: number; title: string; lang?: ContentLocale; postedAt: string };

export async function listNoticesForBoard(db: Db, locale: Locale): Promise<NoticeView[]> {
  const rows = await db
    .selectFrom("notices")
    .select(["id", "title_en", "title_mr", "title_hi", "posted_at"])
    .orderBy("posted_at", "desc")
    .orderBy("id", "desc")
    .limit(NOTICES_ON_BOARD)
    .execute();
  return rows.map((row) => {
    const title = localized(textsOf(row, "title"), locale);
    return {
      id: row.id,
      title: title.text,
      ...(title.lang !== locale ? { lang: title.lang } : {}),
      postedAt: row.posted_at,
    };
  });
}
