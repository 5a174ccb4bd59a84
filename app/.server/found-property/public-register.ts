/**
 * Found property held at railway police stations (staff record it; the public searches it by
 * words, category, station and date). Items returned to their owners are not listed, nor items
 * disposed of after their holding period (holding.ts); an item whose owner has been found and is
 * on the way to collect it says "claim in progress", without anything about the owner or the
 * finder.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { z } from "zod";
import { dialectOf, type Db } from "../db/connection";
import type { Locale } from "../db/schema";
import type { LostFoundCategory } from "../db/tables/citizen";
import type { ImageRef } from "~/lib/image-sources";
import { LOST_FOUND_CATEGORY_VALUES } from "~/validation/citizen";
import { localized, textsOf } from "../content/localized";
import { paginate, type Page } from "../content/paginate";
import { itemNumber, maskLongNumbers } from "./identifiers";
import { keywordSearch } from "./keywords";
import { textWords } from "../search/search-query";
import { listedNow, type Holding } from "./holding";

export const FOUND_PROPERTY_PER_PAGE = 10;

export type FoundPropertyItem = {
  id: number;
  /** The register's public item number, which "this is mine" carries to the lost form. */
  number: string;
  category: LostFoundCategory;
  description: string;
  /** Set when the description is in the other language (a fallback). */
  lang?: Locale;
  station_id: number;
  station_name: string;
  station_lang?: Locale;
  found_on: string;
  held_until: string | null;
  /** A found phone's IMEI, masked but for its last four digits: the owner recognises it, nobody
   * else can use it to claim the phone. */
  imei: string | null;
  photo: ImageRef | null;
  /** A confirmed claim not yet handed over: the owner has been told where to collect it. */
  claimInProgress: boolean;
};

/** The longest keyword search accepted. */
export const FOUND_PROPERTY_Q_MAX = 100;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** The search form's GET parameters; anything malformed is refused rather than ignored. */
export const foundPropertySearchSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(FOUND_PROPERTY_Q_MAX).optional()),
  category: z.preprocess(blankToUndefined, z.enum(LOST_FOUND_CATEGORY_VALUES).optional()),
  station: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional(),
  ),
  since: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      })
      .optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().min(1))
      .optional(),
  ),
});
export type FoundPropertySearch = { q?: string; category?: LostFoundCategory; station?: number; since?: string };

export function parseFoundPropertySearch(
  url: URL,
): { ok: true; search: FoundPropertySearch; page: number } | { ok: false } {
  const raw = Object.fromEntries(
    ["q", "category", "station", "since", "page"].map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const parsed = foundPropertySearchSchema.safeParse(raw);
  if (!parsed.success) return { ok: false };
  const { page, ...search } = parsed.data;
  return { ok: true, search, page: page ?? 1 };
}

/**
 * The items whose descriptions hold every word, in any of their languages, as a whole word or the start
 * of one ("bag" finds "bags"), read from the full-text index of migration 027. The words come from
 * keywordSearch (no digits); only letters and their marks reach the index's query syntax.
 */
function describedBy(db: Db, words: readonly string[]): RawBuilder<SqlBool> | null {
  const terms = words.flatMap(textWords);
  if (terms.length === 0) return null;
  if (dialectOf(db) === "postgres") {
    const query = terms.map((term) => `${term}:*`).join(" & ");
    return sql<SqlBool>`found_property.description_words @@ to_tsquery('simple', ${query})`;
  }
  const match = terms.map((term) => `"${term}"*`).join(" ");
  return sql<SqlBool>`found_property.id in (select rowid from found_property_words where found_property_words match ${match})`;
}

/** What the register and matching read of an item: its kind, words, station, day and IMEI. */
export const ITEM_COLUMNS = [
  "found_property.id",
  "found_property.category",
  "found_property.description_en",
  "found_property.description_mr",
  "found_property.description_hi",
  "found_property.station_id",
  "found_property.found_on",
  "found_property.imei",
] as const;

export async function searchFoundProperty(
  db: Db,
  search: FoundPropertySearch,
  page: number,
  locale: Locale,
  holding: Holding,
): Promise<Page<FoundPropertyItem>> {
  let query = db
    .selectFrom("found_property")
    .innerJoin("police_stations", "police_stations.id", "found_property.station_id")
    .leftJoin("found_property_claims", "found_property_claims.item_id", "found_property.id")
    .select([
      "found_property_claims.status as claim_status",
      ...ITEM_COLUMNS,
      "found_property.held_until",
      "found_property.photo_key",
      "found_property.photo_width",
      "found_property.photo_height",
      "police_stations.name_en as station_name_en",
      "police_stations.name_mr as station_name_mr",
      "police_stations.name_hi as station_name_hi",
    ])
    .where(listedNow(holding))
    .orderBy("found_property.found_on", "desc")
    .orderBy("found_property.id", "desc");
  if (search.category) query = query.where("found_property.category", "=", search.category);
  if (search.station) query = query.where("found_property.station_id", "=", search.station);
  if (search.since) query = query.where("found_property.found_on", ">=", search.since);
  if (search.q) {
    const { words, itemId } = keywordSearch(search.q);
    if (itemId !== null) query = query.where("found_property.id", "=", itemId);
    const described = describedBy(db, words);
    if (described) query = query.where(described);
  }

  const rows = await paginate(query, page, FOUND_PROPERTY_PER_PAGE);
  return {
    ...rows,
    data: rows.data.map((row) => {
      const description = localized(textsOf(row, "description"), locale);
      const station = localized(textsOf(row, "station_name"), locale);
      return {
        id: row.id,
        number: itemNumber(row.id),
        category: row.category,
        // An IMEI proves ownership and a phone number is personal: neither is shown in full.
        description: maskLongNumbers(description.text),
        ...(description.lang !== locale ? { lang: description.lang } : {}),
        station_id: row.station_id,
        station_name: station.text,
        ...(station.lang !== locale ? { station_lang: station.lang } : {}),
        found_on: row.found_on,
        held_until: row.held_until,
        imei: row.imei ? maskLongNumbers(row.imei) : null,
        photo:
          row.photo_key && row.photo_width && row.photo_height
            ? { key: row.photo_key, width: row.photo_width, height: row.photo_height }
            : null,
        claimInProgress: row.claim_status === "in_progress",
      };
    }),
  };
}
