/**
 * Every report reaches the right police station (issue 20).
 *
 * - `citizen_reports` gains what a complaint now asks (a suggestion or lost-and-found report
 *   leaves them empty): its category (`complaint_category`; the old `category` column is
 *   constrained to lost-and-found categories), where it happened (`place_type`: at a station or
 *   on a train; `stop_id`: the railway stop, or for a train the stop it was leaving, by its slug
 *   in app/.server/citizen/fir/railway-stops.ts) and the platform. The date, time, train and the
 *   police station with jurisdiction use the columns lost-and-found reports already have.
 * - `citizen_report_transfers`: each time the desk hands a report to another police station (or
 *   assigns one that had none), who did it, from and to which station, and why. The citizen's
 *   status page says a report was transferred; the reason stays with the staff.
 */
import type { Kysely } from "kysely";
import { autoId, oneOf, timestamp } from "./dialect";

const COMPLAINT_CATEGORIES = [
  "theft",
  "harassment_women",
  "assault",
  "staff_misbehaviour",
  "unattended_object",
  "other",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("citizen_reports")
    .addColumn("complaint_category", "text", (c) => c.check(oneOf("complaint_category", COMPLAINT_CATEGORIES)))
    .execute();
  await db.schema
    .alterTable("citizen_reports")
    .addColumn("place_type", "text", (c) => c.check(oneOf("place_type", ["station", "train"])))
    .execute();
  await db.schema.alterTable("citizen_reports").addColumn("stop_id", "text").execute();
  await db.schema.alterTable("citizen_reports").addColumn("platform", "text").execute();
  // The desks' queues ask "this station's reports" and "reports with no station" all the time.
  await db.schema
    .createIndex("citizen_reports_station")
    .on("citizen_reports")
    .columns(["station_id", "status"])
    .execute();

  await db.schema
    .createTable("citizen_report_transfers")
    .addColumn("id", "integer", autoId(db))
    .addColumn("report_id", "integer", (c) => c.notNull().references("citizen_reports.id").onDelete("cascade"))
    .addColumn("at", "text", timestamp(db))
    .addColumn("actor_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("from_station_id", "integer", (c) => c.references("police_stations.id").onDelete("set null"))
    .addColumn("to_station_id", "integer", (c) => c.references("police_stations.id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("citizen_report_transfers_report")
    .on("citizen_report_transfers")
    .columns(["report_id", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("citizen_report_transfers").execute();
  await db.schema.dropIndex("citizen_reports_station").execute();
  for (const column of ["platform", "stop_id", "place_type", "complaint_category"]) {
    await db.schema.alterTable("citizen_reports").dropColumn(column).execute();
  }
}
