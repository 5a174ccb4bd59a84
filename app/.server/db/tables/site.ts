/**
 * Tables of what every visitor sees around the content: the site settings staff edit
 * (helpline numbers, social and external links, meeting hours; keys in content/site-settings.ts)
 * and the home page's notice board.
 */
import type { Generated, Insertable, Selectable } from "kysely";
import type { CreatedAt, UpdatedAt } from "../schema";

export interface SiteSettingTable {
  key: string;
  /** The setting as staff entered it and the form validated it; "" means not set. */
  value: string;
  updated_at: UpdatedAt;
}

export interface NoticeTable {
  id: Generated<number>;
  title_en: string;
  title_mr: string;
  title_hi: string | null;
  /** When the notice was posted (ISO UTC), shown beside it; newest first. */
  posted_at: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SiteTables {
  site_settings: SiteSettingTable;
  notices: NoticeTable;
}

export type NoticeRow = Selectable<NoticeTable>;
export type NewNoticeRow = Insertable<NoticeTable>;
