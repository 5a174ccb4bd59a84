/**
 * The audit log stores a police station by its number (a transfer's `station_id: { from, to }`,
 * an account's or a found item's `station_id`), so that a renamed station does not rewrite history.
 * The log page shows names: this reads the names of the stations its entries mention, in the
 * reader's language (else English), one query a page. A deleted station keeps its number.
 */
import type { Locale } from "~/i18n/locales";
import { localized, textsOf } from "../content/localized";
import type { Db } from "../db/connection";

export type StationNames = Record<number, string>;

function stationIdsIn(value: unknown): number[] {
  if (typeof value === "number" && Number.isInteger(value)) return [value];
  if (value && typeof value === "object" && "from" in value && "to" in value)
    return [...stationIdsIn(value.from), ...stationIdsIn(value.to)];
  return [];
}

export async function stationNamesIn(
  db: Db,
  entries: readonly { details: Record<string, unknown> | null }[],
  locale: Locale,
): Promise<StationNames> {
  const ids = [...new Set(entries.flatMap((entry) => stationIdsIn(entry.details?.station_id)))];
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("police_stations")
    .select(["id", "name_en", "name_mr", "name_hi"])
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, localized(textsOf(row, "name"), locale).text]));
}
