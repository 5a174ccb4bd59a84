/**
 * The FIR number belongs to the report, not to the FIR request's own details: a complaint whose
 * FIR the police station registers carries one too. The number and the moment staff recorded it
 * move from `fir_requests` to `citizen_reports` (the numbers already recorded come along), so one
 * column serves every kind of report. Plain text columns: the same on SQLite and PostgreSQL, whose
 * correlated update both accept.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("citizen_reports").addColumn("fir_number", "text").execute();
  await db.schema.alterTable("citizen_reports").addColumn("fir_recorded_at", "text").execute();
  await sql`
    update citizen_reports set
      fir_number = (select fir_requests.fir_number from fir_requests where fir_requests.report_id = citizen_reports.id),
      fir_recorded_at = (select fir_requests.fir_recorded_at from fir_requests where fir_requests.report_id = citizen_reports.id)
    where id in (select report_id from fir_requests where fir_number is not null)
  `.execute(db);
  await db.schema.alterTable("fir_requests").dropColumn("fir_recorded_at").execute();
  await db.schema.alterTable("fir_requests").dropColumn("fir_number").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("fir_requests").addColumn("fir_number", "text").execute();
  await db.schema.alterTable("fir_requests").addColumn("fir_recorded_at", "text").execute();
  await sql`
    update fir_requests set
      fir_number = (select citizen_reports.fir_number from citizen_reports where citizen_reports.id = fir_requests.report_id),
      fir_recorded_at = (select citizen_reports.fir_recorded_at from citizen_reports where citizen_reports.id = fir_requests.report_id)
  `.execute(db);
  await db.schema.alterTable("citizen_reports").dropColumn("fir_recorded_at").execute();
  await db.schema.alterTable("citizen_reports").dropColumn("fir_number").execute();
}
