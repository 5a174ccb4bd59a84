/**
 * The photos of a report, for staff (issue 20). Callers first find the report within the member
 * of staff's scope (report-inbox.ts getReport): a photo is only ever reached through a report its
 * reader may see, so a desk officer of another station gets the same "not found" as for the report.
 */
import type { Db } from "../db/connection";

export type ReportPhotoView = { id: number; position: number; width: number; height: number };

/** The photos of one report, in the order the citizen chose them. */
export async function listReportPhotos(db: Db, reportId: number): Promise<ReportPhotoView[]> {
  return db
    .selectFrom("citizen_report_photos")
    .select(["id", "position", "width", "height"])
    .where("report_id", "=", reportId)
    .orderBy("position")
    .execute();
}

/** One photo's JPEG bytes, if that photo belongs to that report. */
export async function reportPhotoData(db: Db, reportId: number, photoId: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("citizen_report_photos")
    .select("data")
    .where("id", "=", photoId)
    .where("report_id", "=", reportId)
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}
