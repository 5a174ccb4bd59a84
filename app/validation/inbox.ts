/**
 * Limits and choices of the staff inbox's forms, shared by the pages (maxlength, option lists)
 * and the server's zod schemas (app/.server/inbox/inbox-forms.ts).
 */
export { CITIZEN_REPORT_KINDS as INBOX_REPORT_KINDS, LOST_FOUND_CATEGORY_VALUES } from "./citizen";

/** The statuses staff can set (a draft is never shown to staff). */
export const INBOX_STATUSES = ["received", "under_review", "action_taken", "closed"] as const;

export const SEARCH_MAX = 100;
export const NOTE_MAX = 2000;
export const REMARK_MAX = 500;
export const FOUND_DESCRIPTION_MAX = 500;

/** The identity documents staff may record seeing at a found-property hand-over (issue 23). */
export const PROOF_TYPES = ["aadhaar", "pan", "driving_licence", "passport", "voter_id", "other"] as const;
