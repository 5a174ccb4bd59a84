/**
 * The limits on one-time codes (docs/security/one-time-codes.md explains the arithmetic).
 *
 * Guessing is bounded by the code (MAX_ATTEMPTS_PER_CODE tries) and by the requester (a browser,
 * an address), never by the mobile number: anyone may type a stranger's number, so a count kept
 * against the number would let them lock its owner out. What bounds guessing against one number is
 * the number of codes it can be sent (sendLimitsPerMobile) times the tries per code.
 *
 * Per-address limits are generous because Indian mobile networks put thousands of commuters
 * behind one carrier-grade NAT address.
 */
import type { OtpPurpose } from "../db/tables/citizen";
import type { LimitRule } from "../security/rate-limiter";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** SPEC §9: a code is valid for 5 minutes. */
export const CODE_TTL_MS = 5 * MINUTE;

/** Wrong tries per code before it is dead and a new one must be requested. */
export const MAX_ATTEMPTS_PER_CODE = 5;

/** The wait between two codes to one mobile unless OTP_RESEND_WAIT_MS (config.ts) says otherwise. */
export const RESEND_WAIT_MS = 30 * SECOND;

/** Codes to one mobile in a day, whoever asks: bounds SMS flooding and guessing against the number. */
export const SENDS_PER_MOBILE_PER_DAY = 10;

/** One code per `resendWaitMs` (config.otpResendWaitMs), three per 15 minutes, ten per day. */
export function sendLimitsPerMobile(resendWaitMs: number): readonly LimitRule[] {
  return [
    { max: 1, windowMs: resendWaitMs },
    { max: 3, windowMs: 15 * MINUTE },
    { max: SENDS_PER_MOBILE_PER_DAY, windowMs: DAY },
  ];
}

/**
 * Which per-mobile allowance a code is counted against. Status checks have one of their own, with
 * the same limits: a citizen checking a report a few times must still be able to file the next
 * one, and status checks stay exactly as strict as before. The per-address limits stay
 * shared: they bound what one source can cost in SMS, whatever the codes are for.
 */
export function sendBudgetOf(purpose: OtpPurpose): "otp-send" | "otp-send-status" {
  return purpose === "status_check" ? "otp-send-status" : "otp-send";
}

/**
 * The share of a mobile's daily codes one requester may have: a browser (its anonymous cookie id)
 * and an address (address-prefix.ts) each get at most half of them, so a stranger asking from one
 * browser and one address cannot spend the codes the number's owner needs that day. Counted per
 * budget (sendBudgetOf), like the mobile's own limits.
 */
export const SENDS_PER_REQUESTER_PER_MOBILE = SENDS_PER_MOBILE_PER_DAY / 2;

export const SEND_LIMITS_PER_REQUESTER_PER_MOBILE: readonly LimitRule[] = [
  { max: SENDS_PER_REQUESTER_PER_MOBILE, windowMs: DAY },
];

/**
 * Of a mobile's daily codes, how many the browsers that have not proven the number (strangers, and
 * an owner on a new browser) may have between them, however many browsers and addresses they use.
 * The rest (3 of 10) are kept for browsers that confirmed a code to that number before
 * (proven-mobiles.ts): a stranger with many networks can no longer spend the owner's whole day.
 * Such a browser is not held to the shares above, only to the mobile's own limits. Counted per
 * budget (sendBudgetOf).
 */
export const SENDS_PER_MOBILE_TO_STRANGERS = 7;

export const SEND_LIMITS_PER_MOBILE_TO_STRANGERS: readonly LimitRule[] = [
  { max: SENDS_PER_MOBILE_TO_STRANGERS, windowMs: DAY },
];

/** Codes per client address unless OTP_SENDS_PER_ADDRESS_15_MIN and _DAY (config.ts) say otherwise. */
export const SENDS_PER_ADDRESS = { quarterHour: 30, day: 200 };

export function sendLimitsPerAddress(sends: { quarterHour: number; day: number }): readonly LimitRule[] {
  return [
    { max: sends.quarterHour, windowMs: 15 * MINUTE },
    { max: sends.day, windowMs: DAY },
  ];
}

/**
 * Wrong codes per browser per day, across all mobiles: two dead codes' worth. Refuses that
 * browser's next code, even a right one, and nobody else's.
 */
export const FAILED_VERIFY_LIMITS_PER_BROWSER: readonly LimitRule[] = [{ max: 10, windowMs: DAY }];

/** Wrong codes per address per day, across all mobiles. */
export const FAILED_VERIFY_LIMITS_PER_ADDRESS: readonly LimitRule[] = [{ max: 100, windowMs: DAY }];
