import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "../db/schema";
import { IN_PLACE, type SlowReads } from "../db/slow-reads";

/** SPEC §3's paginated list: `data`, `current_page`, `last_page` (Laravel's shape), with totals. */
export type Page<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

/**
 * Runs a list query for one page. A page past the end is answered with no items rather than an
 * error, as Laravel does, so a stale link shows an empty page with working pagination.
 */
export async function paginate<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  page: number,
  perPage: number,
): Promise<Page<O>> {
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  const total = Number(countRow?.count ?? 0);
  const data = await query
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return pageOf(data, total, page, perPage);
}

/** The page shape around one page of items, for lists counted some other way (site search). */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** A page of a list counted only up to a limit: `total` is that limit when `more` is true. */
export type CountedPage<T> = Page<T> & { more: boolean };

/**
 * Runs a list query for one page of a list that may hold hundreds of thousands of rows (staff
 * lists over years of data): the count stops at `countLimit` rows, so neither the count nor the
 * page reads the whole table when an index gives the order. Past the limit the pages go on as long
 * as there are rows: the last page offered is the one after the current page while one exists.
 */
export async function paginateCounted<TB extends keyof Database, O, CB extends keyof Database, C>(
  db: Kysely<Database>,
  lists: {
    /** The page's rows, in order. */
    rows: SelectQueryBuilder<Database, TB, O>;
    /** The same rows without what a count does not need (joins for names, say). */
    counted: SelectQueryBuilder<Database, CB, C>;
  },
  page: number,
  perPage: number,
  countLimit: number,
  /** Where the two queries run: a list searched by words reads off the request thread. */
  reads: SlowReads = IN_PLACE,
): Promise<CountedPage<O>> {
  const upTo = lists.counted
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as("one"))
    .limit(countLimit + 1);
  // Side by side where the reads allow it (two reader threads, a PostgreSQL pool).
  const [[countRow], rows] = await Promise.all([
    reads.read(db.selectFrom(upTo.as("counted")).select((eb) => eb.fn.countAll<number>().as("count"))),
    reads.read(lists.rows.limit(perPage + 1).offset((page - 1) * perPage)),
  ]);
  const counted = Number(countRow?.count ?? 0);
  const data = rows.slice(0, perPage);
  if (counted <= countLimit) return { ...pageOf(data, counted, page, perPage), more: false };
  const last = Math.max(Math.ceil(countLimit / perPage), rows.length > perPage ? page + 1 : page);
  return { data, current_page: page, last_page: last, per_page: perPage, total: countLimit, more: true };
}
