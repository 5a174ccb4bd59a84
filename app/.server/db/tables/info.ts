/**
 * Tables of the info area: the force's former commissioners (about page) and its leadership.
 * A photo is three columns (storage key of the image folder and its intrinsic size, the parts of
 * an ImageRef), all null when there is no photo and the page shows the fallback picture.
 */
import type { Generated, Insertable, Selectable } from "kysely";
import type { CreatedAt, UpdatedAt } from "../schema";

export interface FormerCommissionerTable {
  id: Generated<number>;
  name_en: string;
  name_mr: string | null;
  name_hi: string | null;
  /** The rank the officer held as commissioner, e.g. "Additional Director General of Police". */
  rank_en: string;
  rank_mr: string | null;
  rank_hi: string | null;
  /** Calendar dates, YYYY-MM-DD; the end is never before the start. */
  tenure_start: string;
  tenure_end: string;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LeaderTable {
  id: Generated<number>;
  name_en: string;
  name_mr: string | null;
  name_hi: string | null;
  title_en: string;
  title_mr: string | null;
  title_hi: string | null;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  /** Smaller first. */
  sort_order: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InfoTables {
  former_commissioners: FormerCommissionerTable;
  leaders: LeaderTable;
}

export type FormerCommissioner = Selectable<FormerCommissionerTable>;
export type NewFormerCommissioner = Insertable<FormerCommissionerTable>;
export type Leader = Selectable<LeaderTable>;
export type NewLeader = Insertable<LeaderTable>;
