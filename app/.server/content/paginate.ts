import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../db/schema";

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
