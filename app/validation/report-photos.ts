/**
 * The photos a citizen may attach to a complaint or a lost-and-found report: the rules
 * both sides share. The server judges every file again by its bytes (app/.server/citizen/
 * report-photos.ts); the browser's check only saves sending 15 MB to be told one file is too big.
 */
import type { CitizenReportKind } from "./citizen-rules";

/** The form field; a browser sends one part per chosen file (and an empty one when none is). */
export const REPORT_PHOTO_FIELD = "photos";
export const MAX_REPORT_PHOTOS = 3;
export const MAX_REPORT_PHOTO_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server accepts these three whatever a file is called. */
export const REPORT_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** Whether a report of this kind may carry photos (a suggestion has none). */
export function takesPhotos(kind: CitizenReportKind): boolean {
  return kind === "complaint" || kind === "lost_found";
}

export type ReportPhotoProblem =
  "citizen.validation.photos_over_limit" | "citizen.validation.photo_too_large" | "citizen.validation.photo_invalid";

/** The chosen files of a form (a browser sends an empty part when the citizen chose none). */
export function chosenPhotos(form: FormData): File[] {
  return form.getAll(REPORT_PHOTO_FIELD).filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** The count and size rules, checked before any file is read. */
export function photoCountAndSizeProblem(files: ReadonlyArray<{ size: number }>): ReportPhotoProblem | null {
  if (files.length > MAX_REPORT_PHOTOS) return "citizen.validation.photos_over_limit";
  if (files.some((file) => file.size > MAX_REPORT_PHOTO_BYTES)) return "citizen.validation.photo_too_large";
  return null;
}
