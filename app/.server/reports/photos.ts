/**
 * The photos a citizen attaches to a complaint or a lost-and-found report. Each file is
 * judged by its first bytes (JPEG, PNG or WebP, whatever its name or claimed type) and its size,
 * then decoded and re-encoded as a JPEG exactly as staff uploads are (storage/images.ts): what is
 * kept are pixels only, never the citizen's file, so no EXIF position or camera details survive.
 *
 * Photos are checked and re-encoded only once the form's stamp and the code limits let the post
 * through, and before the draft exists, so a refused post or photo leaves nothing behind; they are then stored with the draft and deleted with it if its code is never confirmed
 * (the table cascades from citizen_reports, and drafts are purged when they expire). They live in
 * the database, never under the public /storage/ address: only staff read them, through
 * /admin/reports/:id/photos/:photo. A photo is found only through a confirmed report in the
 * reader's station scope (auth/station-scope.ts), so a desk officer of another station gets the
 * same "not found" as for the report.
 */
import { scoped, type StationScope } from "../auth/station-scope";
import { createSemaphore, QueueFull, type Semaphore } from "../semaphore";
import type { Db } from "../db/connection";
import type { ReportKind } from "../db/tables/citizen";
import { sniffFileType } from "../storage/file-types";
import { InvalidImageError, reencodeAsJpeg } from "../storage/images";
import { photoCountAndSizeProblem, type ReportPhotoProblem } from "~/validation/report-photos";

const ACCEPTED_TYPES = new Set(["jpg", "png", "webp"]);

export type EncodedPhoto = { jpeg: Buffer; width: number; height: number };

/**
 * Citizens' photos are decoded one report at a time, with a few more waiting; beyond that a report
 * with photos is answered "busy, try again shortly" (503) at once. Decoding is the one costly thing
 * anyone may ask of the server without signing in (a 40-megapixel PNG takes a second of CPU and
 * hundreds of MB while it lasts): run side by side, a script's posts took every visitor's pages
 * from milliseconds to seconds. One at a time leaves the other cores to the pages.
 */
export const PHOTO_DECODES_AT_ONCE = 1;
export const MAX_WAITING_PHOTO_DECODES = 4;

export function createPhotoDecodeQueue(): Semaphore {
  return createSemaphore(PHOTO_DECODES_AT_ONCE, MAX_WAITING_PHOTO_DECODES);
}

/**
 * Checks and re-encodes the chosen files, in turn on `queue`; writes nothing. "busy": the queue is
 * full, nothing was decoded.
 */
export async function preparePhotos(
  files: File[],
  queue: Semaphore,
): Promise<{ ok: true; photos: EncodedPhoto[] } | { ok: false; problem: ReportPhotoProblem | "busy" }> {
  const problem = photoCountAndSizeProblem(files);
  if (problem) return { ok: false, problem };
  if (files.length === 0) return { ok: true, photos: [] };
  const buffers: Buffer[] = [];
  for (const file of files) {
    const data = Buffer.from(await file.arrayBuffer());
    const type = sniffFileType(data);
    if (!type || !ACCEPTED_TYPES.has(type.ext)) return { ok: false, problem: "citizen.validation.photo_invalid" };
    buffers.push(data);
  }
  let leave: () => void;
  try {
    leave = await queue.enter();
  } catch (error) {
    if (error instanceof QueueFull) return { ok: false, problem: "busy" };
    throw error;
  }
  try {
    const photos: EncodedPhoto[] = [];
    for (const data of buffers) photos.push(await reencodeAsJpeg(data));
    return { ok: true, photos };
  } catch (error) {
    // Right first bytes, but not a picture the image library can read.
    if (error instanceof InvalidImageError) return { ok: false, problem: "citizen.validation.photo_invalid" };
    throw error;
  } finally {
    leave();
  }
}

/**
 * Stores the photos with a draft. A repeated submission of the same form finds the same draft
 * (citizen-reports.ts): its photos are already there and are not added twice.
 */
export async function attachPhotos(db: Db, reportId: number, photos: EncodedPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  const hasPhotos = async () =>
    (await db.selectFrom("citizen_report_photos").select("id").where("report_id", "=", reportId).executeTakeFirst()) !==
    undefined;
  if (await hasPhotos()) return;
  try {
    await db
      .insertInto("citizen_report_photos")
      .values(
        photos.map((photo, index) => ({
          report_id: reportId,
          position: index + 1,
          data: photo.jpeg,
          width: photo.width,
          height: photo.height,
        })),
      )
      .execute();
  } catch (error) {
    // Two copies of the same post at the same moment: the unique position let one set in.
    if (await hasPhotos()) return;
    throw error;
  }
}

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

/** One photo's JPEG bytes, if that photo belongs to that report and the report is in the scope. */
export async function reportPhotoData(
  db: Db,
  scope: StationScope,
  reportId: number,
  photoId: number,
): Promise<{ data: Buffer; report: { id: number; reference: string | null; kind: ReportKind } } | undefined> {
  const query = db
    .selectFrom("citizen_report_photos")
    .innerJoin("citizen_reports", "citizen_reports.id", "citizen_report_photos.report_id")
    .select(["citizen_report_photos.data", "citizen_reports.reference", "citizen_reports.kind"])
    .where("citizen_report_photos.id", "=", photoId)
    .where("citizen_report_photos.report_id", "=", reportId)
    .where("citizen_reports.status", "!=", "draft");
  const row = await scoped(query, scope, "citizen_reports.station_id").executeTakeFirst();
  return row
    ? { data: Buffer.from(row.data), report: { id: reportId, reference: row.reference, kind: row.kind } }
    : undefined;
}
