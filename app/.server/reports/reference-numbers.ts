import { sql } from "kysely";
import type { ReportKind } from "../db/tables/citizen";
import type { Transaction } from "../otp/one-time-codes";

/** Reference letters by kind: MRP-S (suggestion), MRP-C (complaint), MRP-L (lost and found), MRP-F (FIR request). */
export const REFERENCE_PREFIXES: Record<ReportKind, string> = {
  suggestion: "S",
  complaint: "C",
  lost_found: "L",
  fir: "F",
};

export const REFERENCE_PATTERN = /^MRP-[SCLF]-\d{4}-\d{6}$/;

/**
 * The next human-friendly reference, e.g. MRP-C-2026-000123: numbered per kind and per year, taken
 * inside the confirming transaction so two confirmations never share a number.
 */
export async function nextReference(trx: Transaction, prefix: string, year: number): Promise<string> {
  const row = await sql<{ last: number }>`
    insert into reference_counters (prefix, year, last) values (${prefix}, ${year}, 1)
    on conflict (prefix, year) do update set last = reference_counters.last + 1
    returning last`.execute(trx);
  const last = Number(row.rows[0]!.last);
  return `MRP-${prefix}-${year}-${String(last).padStart(6, "0")}`;
}

/** A reference as people type it: upper case, no spaces, any dash kind. */
export function normalizeReference(input: string): string {
  return input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s]/g, "")
    .replace(/[\u2010-\u2015]/g, "-");
}
