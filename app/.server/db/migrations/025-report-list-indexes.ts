/**
 * Indexes for the lists staff page through when the site holds years of reports (hundreds of
 * thousands of rows): each list reads its page, its count or its candidates by an index instead of
 * reading and sorting the whole table.
 *
 * - `citizen_reports (confirmed_at, id)`: the inbox and the export, newest first, and their date
 *   filters; `(station_id, confirmed_at, id)` the same for a desk limited to one station, and
 *   `(status, confirmed_at, id)` for the status filter and the dashboard's longest-waiting report.
 * - `citizen_reports (status, closed_at)`: the retention purge of closed reports.
 * - `citizen_reports (lf_type, category, incident_date)`: the lost reports that may be a found
 *   item's owner's (same category, lost inside the item's date window).
 */
import type { Kysely } from "kysely";

const INDEXES: Array<[name: string, columns: string[]]> = [
  ["citizen_reports_confirmed", ["confirmed_at", "id"]],
  ["citizen_reports_station_confirmed", ["station_id", "confirmed_at", "id"]],
  ["citizen_reports_status_confirmed", ["status", "confirmed_at", "id"]],
  ["citizen_reports_status_closed", ["status", "closed_at"]],
  ["citizen_reports_lost_category", ["lf_type", "category", "incident_date"]],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on("citizen_reports").columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
