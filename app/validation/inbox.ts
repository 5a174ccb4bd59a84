/**
 * Limits and choices of the staff inbox's forms, shared by the pages (maxlength, option lists)
 * and the server's zod schemas (app/.server/reports/desk/desk-forms.ts).
 */
import { CITIZEN_REPORT_KINDS } from "./citizen";
import { COMPLAINT_CATEGORY_VALUES, LOST_FOUND_CATEGORY_VALUES } from "./citizen-rules";

export { LOST_FOUND_CATEGORY_VALUES } from "./citizen";

/** The kinds the inbox filters by: the citizen forms' and the FIR requests of signed-in citizens. */
export const INBOX_REPORT_KINDS = [...CITIZEN_REPORT_KINDS, "fir"] as const;

/**
 * The categories the inbox filters by: what a complaint is about, then what kind of thing was lost
 * or found; "other" once, choosing the "other" of both.
 */
export const INBOX_CATEGORIES = [
  ...COMPLAINT_CATEGORY_VALUES,
  ...LOST_FOUND_CATEGORY_VALUES.filter((category) => category !== "other"),
] as const;

/** The statuses staff can set (a draft is never shown to staff). */
export const INBOX_STATUSES = ["received", "under_review", "action_taken", "closed"] as const;

export const SEARCH_MAX = 100;
export const NOTE_MAX = 2000;
export const REMARK_MAX = 500;
export const FOUND_DESCRIPTION_MAX = 500;
export const TRANSFER_REASON_MAX = 500;
/** An FIR number is texted to the citizen as one DLT variable, which holds 30 characters at most. */
export const FIR_NUMBER_MAX = 30;

/** The identity documents staff may record seeing at a found-property hand-over. */
export const PROOF_TYPES = ["aadhaar", "pan", "driving_licence", "passport", "voter_id", "other"] as const;
