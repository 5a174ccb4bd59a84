/**
 * Former commissioners (about page) and the leadership page's officers: the repository reading
 * them and the shapes pages receive, already in the visitor's language.
 */
import type { ImageRef } from "~/lib/image-sources";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { FormerCommissioner, Leader } from "../../db/tables/info";
import { localized, textsOf } from "../localized";

/** Text in the visitor's language, or in the other one (`lang` says which) when that is all there is. */
export type LocalizedText = { text: string; lang: Locale };

export type FormerCommissionerView = {
  id: number;
  name: LocalizedText;
  rank: LocalizedText;
  /** YYYY-MM-DD; pages print them MM/DD/YY (SPEC §9). */
  tenure_start: string;
  tenure_end: string;
  photo: ImageRef | null;
};

export type LeaderView = {
  id: number;
  name: LocalizedText;
  title: LocalizedText;
  photo: ImageRef | null;
};

type PhotoColumns = { photo_key: string | null; photo_width: number | null; photo_height: number | null };

export function photoOf(row: PhotoColumns): ImageRef | null {
  if (!row.photo_key || !row.photo_width || !row.photo_height) return null;
  return { key: row.photo_key, width: row.photo_width, height: row.photo_height };
}

export function toFormerCommissionerView(row: FormerCommissioner, locale: Locale): FormerCommissionerView {
  return {
    id: row.id,
    name: localized(textsOf(row, "name"), locale),
    rank: localized(textsOf(row, "rank"), locale),
    tenure_start: row.tenure_start,
    tenure_end: row.tenure_end,
    photo: photoOf(row),
  };
}

export function toLeaderView(row: Leader, locale: Locale): LeaderView {
  return {
    id: row.id,
    name: localized(textsOf(row, "name"), locale),
    title: localized(textsOf(row, "title"), locale),
    photo: photoOf(row),
  };
}

export function createPeopleRepository(db: Db) {
  return {
    /** Newest first: the latest tenure at the top (SPEC §1). */
    async listFormerCommissioners(): Promise<FormerCommissioner[]> {
      return db
        .selectFrom("former_commissioners")
        .selectAll()
        .orderBy("tenure_start", "desc")
        .orderBy("tenure_end", "desc")
        .orderBy("id", "desc")
        .execute();
    },
    async listLeaders(): Promise<Leader[]> {
      return db.selectFrom("leaders").selectAll().orderBy("sort_order").orderBy("id").execute();
    },
  };
}
