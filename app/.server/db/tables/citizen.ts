import type { Generated, Insertable, Selectable } from "kysely";
import type { CreatedAt, Flag, Locale, UpdatedAt } from "../schema";
import { COMPLAINT_CATEGORY_VALUES, LOST_FOUND_CATEGORY_VALUES, PLACE_TYPES } from "~/validation/citizen-rules";
import { PROOF_TYPES } from "~/validation/inbox";

export const OTP_PURPOSES = ["suggestion", "complaint", "lost_found", "status_check", "sign_in"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** `fir`: an FIR request from a signed-in citizen (migration 013). */
export const REPORT_KINDS = ["suggestion", "complaint", "lost_found", "fir"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The status model (SPEC shows none): a draft becomes "received" once its code is confirmed. */
export const REPORT_STATUSES = ["received", "under_review", "action_taken", "closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The categories a complaint may name: the form's own list (app/validation/citizen-rules.ts). */
export const COMPLAINT_CATEGORIES = COMPLAINT_CATEGORY_VALUES;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const REPORT_PLACE_TYPES = PLACE_TYPES;

/** The categories a lost-and-found report may name: the form's own list (app/validation/citizen-rules.ts). */
export const LOST_FOUND_CATEGORIES = LOST_FOUND_CATEGORY_VALUES;
export type LostFoundCategory = (typeof LOST_FOUND_CATEGORIES)[number];

export interface OneTimeCodeTable {
  id: Generated<number>;
  purpose: OtpPurpose;
  subject: string;
  mobile_hash: string;
  code_hash: string;
  attempts: Generated<number>;
  revoked: Generated<Flag>;
  /** 0 for a code made but deliberately not sent (a status check for a pair that does not match). */
  delivered: Generated<Flag>;
  created_at: CreatedAt;
  expires_at: string;
  consumed_at: string | null;
}

export interface RateLimitHitTable {
  id: Generated<number>;
  bucket: string;
  at: string;
}

export interface CitizenReportTable {
  id: Generated<number>;
  kind: ReportKind;
  submission_key: string;
  owner_key: string;
  reference: string | null;
  status: Generated<"draft" | ReportStatus>;
  locale: Generated<Locale>;
  name: string;
  mobile_number: string;
  message: string;
  lf_type: "lost" | "found" | null;
  category: LostFoundCategory | null;
  incident_date: string | null;
  incident_time: string | null;
  station_id: number | null;
  line: string | null;
  train: string | null;
  photo_key: string | null;
  public_remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  draft_expires_at: string | null;
  confirmed_at: string | null;
  closed_at: string | null;
  /** The signed-in citizen who filed it (FIR requests; migration 013). */
  account_id: number | null;
  /** What a complaint is about (migration 016; `category` is lost-and-found's). */
  complaint_category: ComplaintCategory | null;
  /** Where it happened: at a station, or on a train (migration 016). */
  place_type: (typeof REPORT_PLACE_TYPES)[number] | null;
  /** The railway stop (railway-stops.ts), for a train the stop it was leaving (migration 016). */
  stop_id: string | null;
  platform: string | null;
  /** A lost or found phone's IMEI, and a dual-SIM phone's second (15 digits each; migration 021). */
  imei: string | null;
  imei_2: string | null;
  /** The FIR the police station registered on a complaint or an FIR request, and when staff
   * recorded its number (migration 023). */
  fir_number: string | null;
  fir_recorded_at: string | null;
}

/** A report handed to another police station, or given one it had none (migration 016). */
export interface CitizenReportTransferTable {
  id: Generated<number>;
  report_id: number;
  at: string;
  actor_id: number | null;
  from_station_id: number | null;
  to_station_id: number | null;
  /** Seen by staff only. */
  reason: string;
}

export interface ReferenceCounterTable {
  prefix: string;
  year: number;
  last: number;
}

export interface FoundPropertyTable {
  id: Generated<number>;
  category: LostFoundCategory;
  description_en: string | null;
  description_mr: string | null;
  description_hi: string | null;
  station_id: number;
  found_on: string;
  held_until: string | null;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  returned: Generated<Flag>;
  /** When the item was handed back to its owner (migration 008). */
  returned_at: string | null;
  /** A found phone's IMEI, 15 digits with a good check digit (migration 024). Staff only: the
   * public reads it masked. */
  imei: string | null;
  /** When the desk recorded that the unclaimed item was disposed of (migration 026). */
  disposed_at: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export { PROOF_TYPES };
export type ProofType = (typeof PROOF_TYPES)[number];

/** A register item being handed back to the owner staff matched it to (migration 022). */
export interface FoundPropertyClaimTable {
  id: Generated<number>;
  item_id: number;
  report_id: number;
  status: Generated<"in_progress" | "handed_over">;
  confirmed_by: number | null;
  confirmed_at: CreatedAt;
  sms_sent: Generated<Flag>;
  /** Who collected it, as staff wrote it at the counter. */
  collected_by: string | null;
  proof_type: ProofType | null;
  /** The last four characters of the identity document's number: never more. */
  proof_last4: string | null;
  handed_over_by: number | null;
  handed_over_at: string | null;
}

/** One status change of a report, made by staff in the inbox (migration 008). */
export interface CitizenReportEventTable {
  id: Generated<number>;
  report_id: number;
  at: string;
  actor_id: number | null;
  from_status: "draft" | ReportStatus;
  to_status: "draft" | ReportStatus;
  /** Seen by staff only. */
  internal_note: string | null;
  /** The remark the citizen sees on the status page, as set by this change. */
  public_remark: string | null;
  sms_sent: Generated<Flag>;
}

export interface CitizenAccountTable {
  id: Generated<number>;
  mobile_number: string;
  /** Asked at the first sign-in. */
  name: string | null;
  created_at: CreatedAt;
  last_sign_in_at: string | null;
}

export interface CitizenSessionTable {
  id_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface FirDraftTable {
  account_id: number;
  data: string;
  updated_at: string;
}

export const FIR_GENDERS = ["female", "male", "other"] as const;
export const FIR_PLACE_TYPES = ["station", "train"] as const;
export const FIR_OFFENCES = ["theft", "snatching", "assault", "harassment", "other"] as const;

/** What only an FIR request has; its citizen_reports row holds the rest (migration 013). */
export interface FirRequestTable {
  report_id: number;
  parentage_name: string;
  date_of_birth: string;
  gender: (typeof FIR_GENDERS)[number];
  country: string;
  alternate_mobile: string | null;
  address: string;
  place_type: (typeof FIR_PLACE_TYPES)[number];
  stop_id: string | null;
  platform: string | null;
  train_class: string | null;
  coach: string | null;
  from_stop_id: string | null;
  to_stop_id: string | null;
  offence: (typeof FIR_OFFENCES)[number];
  /** JSON: [{ item, value }] with the value in rupees. */
  property: string;
  suspects: string | null;
  witnesses: string | null;
}

/** A photo attached to a complaint or lost-and-found report, re-encoded as JPEG (migration 017). */
export interface CitizenReportPhotoTable {
  id: Generated<number>;
  report_id: number;
  position: number;
  data: Buffer;
  width: number;
  height: number;
  created_at: CreatedAt;
}

export interface CitizenTables {
  one_time_codes: OneTimeCodeTable;
  rate_limit_hits: RateLimitHitTable;
  citizen_reports: CitizenReportTable;
  reference_counters: ReferenceCounterTable;
  found_property: FoundPropertyTable;
  found_property_claims: FoundPropertyClaimTable;
  citizen_report_events: CitizenReportEventTable;
  citizen_report_transfers: CitizenReportTransferTable;
  citizen_report_photos: CitizenReportPhotoTable;
  citizen_accounts: CitizenAccountTable;
  citizen_sessions: CitizenSessionTable;
  fir_drafts: FirDraftTable;
  fir_requests: FirRequestTable;
}

export type CitizenReport = Selectable<CitizenReportTable>;
export type NewCitizenReport = Insertable<CitizenReportTable>;
export type FoundProperty = Selectable<FoundPropertyTable>;
export type CitizenAccount = Selectable<CitizenAccountTable>;
export type FirRequestRow = Selectable<FirRequestTable>;
