import type { ApiOperation } from "../api/openapi/registry";
import {
  CODE_TTL_MS,
  MAX_ATTEMPTS_PER_CODE,
  RESEND_WAIT_MS,
  SENDS_PER_MOBILE_TO_STRANGERS,
  SENDS_PER_REQUESTER_PER_MOBILE,
  sendLimitsPerMobile,
} from "../otp/otp-limits";
import {
  codeResentSchema,
  complaintCreatedSchema,
  lostFoundCreatedSchema,
  suggestionCreatedSchema,
  verificationSchema,
} from "./api-schemas";
import { DRAFT_LIFETIME_MS } from "./reports";
import { MAX_REPORT_PHOTO_BYTES, MAX_REPORT_PHOTOS, REPORT_PHOTO_FIELD } from "~/validation/report-photos";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** "30 seconds", "15 minutes", "day": a span as the descriptions say it, from the limit itself. */
function span(ms: number): string {
  if (ms === DAY_MS) return "day";
  const [count, unit] = ms % MINUTE_MS === 0 ? [ms / MINUTE_MS, "minute"] : [ms / SECOND_MS, "second"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

const DRAFT_LIFETIME = span(DRAFT_LIFETIME_MS);

/** "1 code per mobile per 30 seconds, 3 per 15 minutes and 10 per day" (OTP_RESEND_WAIT_MS may change the first). */
const SEND_LIMITS = sendLimitsPerMobile(RESEND_WAIT_MS)
  .map(({ max, windowMs }, index) => `${max}${index === 0 ? " code per mobile" : ""} per ${span(windowMs)}`)
  .join(", ")
  .replace(/, (?=[^,]*$)/, " and ");

const FORM =
  "Fields are sent as application/x-www-form-urlencoded or multipart/form-data, with the CSRF token in X-CSRF-TOKEN (or X-XSRF-TOKEN).";

/** The anti-robot checks of a new report (docs/decisions/017-form-opened-stamp.md). */
const OPENED =
  "Leave the `website` field empty (a honeypot). Send the form's \"opened at\" stamp in the `_opened` field (or the X-Form-Opened header): the form pages (/suggestion, /complaint, /lost-and-found) carry it in their form's hidden `_opened` field, signed for this browser when the page was made, and a refusal as automated answers with a fresh one in `opened`. A form sent less than 3 seconds after its stamp, or without a good stamp (missing, made for another browser, or more than 2 hours old), is refused with 422; the CSRF token's age does not count.";

/** The photos a complaint or a lost-and-found report may carry (~/validation/report-photos.ts). */
const PHOTOS = `Up to ${MAX_REPORT_PHOTOS} photos in \`${REPORT_PHOTO_FIELD}\` (multipart; JPEG, PNG or WebP, judged by their bytes; at most ${MAX_REPORT_PHOTO_BYTES / 1024 / 1024} MB each), re-encoded without their metadata.`;

const MOBILE =
  "mobile_number (an Indian mobile number: 10 digits starting 6-9, which may be written with +91, 91 or 0 before them, with spaces, hyphens, dots or brackets, or in Devanagari digits; it is kept and answered as the 10 digits)";

const createErrors = {
  409: "This browser already sent and confirmed exactly this; the message carries its reference number.",
  415: "The body is not a form.",
  419: "The CSRF token is missing or not valid for this browser.",
  422: "A field is missing or not valid (`errors` has a message per field, in the visitor's language), or the form was refused as automated (sent too soon after its stamp, without a good stamp, or with the honeypot filled in); `opened` then carries the stamp to send it with.",
  429: "Too many codes were asked for this mobile number, or by this browser or address; Retry-After says how long to wait.",
  503: "The SMS gateway did not take the message, or the service is busy (its limits could not be checked); no code was sent and nothing was confirmed. Retry-After says when to try again.",
};

const verifyErrors = {
  419: createErrors[419],
  422: 'The id or the code is malformed; the body also carries otp_verification "failed" and the reason.',
  429: 'Too many wrong codes from this browser or this address today (never counted against the mobile number); the body also carries otp_verification "failed" and the reason.',
  503: 'The service is busy (its limits could not be checked) and the code was not looked at; the body also carries otp_verification "failed" and the reason.',
};

const resendErrors = {
  404: `There is no unconfirmed report with this id made by this browser (it may have expired after ${DRAFT_LIFETIME}).`,
  419: createErrors[419],
  422: "The id is missing or malformed.",
  429: createErrors[429],
  503: createErrors[503],
};

const verifySummary = (idField: string) =>
  `Confirms the draft with the one-time code sent by SMS: ${idField}, otp (Devanagari digits, spaces and hyphens are accepted). A code is valid for ${span(CODE_TTL_MS)} and allows ${MAX_ATTEMPTS_PER_CODE} tries. Answers otp_verification "successful" with the reference number, or "failed" with the reason to show. Only the browser that sent the form can confirm it. ${FORM}`;

const resendSummary = (idField: string) =>
  `"Not received a text message?": sends a new code for the draft (${idField}); the old code stops working. At most ${SEND_LIMITS}, of which one browser or address gets ${SENDS_PER_REQUESTER_PER_MOBILE} a day, and browsers that never confirmed a code to the number ${SENDS_PER_MOBILE_TO_STRANGERS} between them (the rest are kept for one that did). ${FORM}`;

/** JSON API operations of the citizen services (SPEC §7), plus resend for "Not received a text message?". */
export const citizenOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/suggestion/new",
    summary: `Sends a suggestion (SPEC §3): name (letters only), ${MOBILE}, suggestion. Keeps it as an unconfirmed draft, invisible to staff, for ${DRAFT_LIFETIME} and sends a one-time code to the mobile. Sending the same form twice returns the same record and sends one SMS. ${FORM} ${OPENED}`,
    tags: ["citizen"],
    response: suggestionCreatedSchema,
    errors: createErrors,
  },
  {
    method: "post",
    path: "/api/suggestion/verify",
    summary: verifySummary("suggestion_id"),
    tags: ["citizen"],
    response: verificationSchema,
    errors: verifyErrors,
  },
  {
    method: "post",
    path: "/api/suggestion/resend",
    summary: resendSummary("suggestion_id"),
    tags: ["citizen"],
    response: codeResentSchema,
    errors: resendErrors,
  },
  {
    method: "post",
    path: "/api/complaint/new",
    summary: `Sends a complaint (SPEC §3): name, ${MOBILE}, complaint, as multipart form data (a form body is also accepted); optionally category (theft | harassment_women | assault | staff_misbehaviour | unattended_object | other), incident_date (YYYY-MM-DD, not in the future, within a year), incident_time (HH:MM), place_type (station | train), stop_id (a railway stop's slug, for a train the stop it was leaving: it decides the railway police station with jurisdiction), platform and train. ${PHOTOS} Not an FIR. Kept as an unconfirmed draft for ${DRAFT_LIFETIME} until the code sent to the mobile is confirmed. ${FORM} ${OPENED}`,
    tags: ["citizen"],
    response: complaintCreatedSchema,
    errors: createErrors,
  },
  {
    method: "post",
    path: "/api/complaint/verify",
    summary: verifySummary("complaint_id"),
    tags: ["citizen"],
    response: verificationSchema,
    errors: verifyErrors,
  },
  {
    method: "post",
    path: "/api/complaint/resend",
    summary: resendSummary("complaint_id"),
    tags: ["citizen"],
    response: codeResentSchema,
    errors: resendErrors,
  },
  {
    method: "post",
    path: "/api/lost-found-report/new",
    summary: `Reports a lost or found item: type (lost | found), category (mobile_phone | bag | wallet_purse | documents | jewellery | other), description, incident_date (YYYY-MM-DD, not in the future, within a year), incident_time (HH:MM, optional), place_type (station | train, optional), stop_id (a railway stop's slug, for a train the stop it was leaving: it decides the railway police station; optional), station_id (a railway police station id, for a client that names the station itself; optional, and ignored when stop_id is given), line (central | western | harbour | trans_harbour, optional), train (optional), imei and imei_2 (a phone's 15-digit IMEI with its Luhn check digit, and a dual-SIM phone's second; optional), name, ${MOBILE}. ${PHOTOS} Confirmed like a complaint. ${FORM} ${OPENED}`,
    tags: ["citizen"],
    response: lostFoundCreatedSchema,
    errors: createErrors,
  },
  {
    method: "post",
    path: "/api/lost-found-report/verify",
    summary: verifySummary("lost_found_report_id"),
    tags: ["citizen"],
    response: verificationSchema,
    errors: verifyErrors,
  },
  {
    method: "post",
    path: "/api/lost-found-report/resend",
    summary: resendSummary("lost_found_report_id"),
    tags: ["citizen"],
    response: codeResentSchema,
    errors: resendErrors,
  },
];
