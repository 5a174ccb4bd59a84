/**
 * What the inbox shows of an FIR request beyond a report's common fields. The FIR number, which a
 * complaint may carry too, is the report's own (fir-number.ts).
 */
import { nameOfStop } from "../../content/stations/jurisdiction";
import { findStop } from "../../content/stations/railway-stops";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { FirRequestRow } from "../../db/tables/citizen";

export type FirRequestDetails = Omit<FirRequestRow, "report_id" | "property"> & {
  property: Array<{ item: string; value: number }>;
  /** Stop names in the reader's language, by slug. */
  stopNames: Record<string, string>;
};

export async function getFirRequestDetails(
  db: Db,
  reportId: number,
  locale: Locale,
): Promise<FirRequestDetails | undefined> {
  const row = await db.selectFrom("fir_requests").selectAll().where("report_id", "=", reportId).executeTakeFirst();
  if (!row) return undefined;
  const { report_id: _id, property, ...rest } = row;
  const stopNames: Record<string, string> = {};
  for (const id of [row.stop_id, row.from_stop_id, row.to_stop_id]) {
    const stop = id ? findStop(id) : undefined;
    if (stop) stopNames[stop.id] = nameOfStop(stop, locale);
  }
  return { ...rest, property: JSON.parse(property) as FirRequestDetails["property"], stopNames };
}
