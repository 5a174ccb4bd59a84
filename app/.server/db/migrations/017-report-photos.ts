/**
 * Photos citizens attach to complaints and lost-and-found reports (issue 20). They are kept in the
 * database, not in the storage folder: everything there is served publicly at /storage/, and these
 * photos are for staff only. A photo belongs to its report and goes with it (an expired draft, a
 * closed report past retention), so nothing is left behind to clean up separately. The bytes are
 * the re-encoded JPEG (no metadata), never what the citizen uploaded.
 */
import type { Kysely } from "kysely";
import { autoId, isPostgres, timestamp } from "./dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("citizen_report_photos")
    .addColumn("id", "integer", autoId(db))
    .addColumn("report_id", "integer", (c) => c.notNull().references("citizen_reports.id").onDelete("cascade"))
    // 1, 2, 3: the order the citizen chose them in.
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("data", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", timestamp(db))
    .addUniqueConstraint("citizen_report_photos_position", ["report_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("citizen_report_photos").execute();
}
