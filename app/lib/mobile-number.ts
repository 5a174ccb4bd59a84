/**
 * Indian mobile numbers as people type them: "+91 98765 43210", "98765-43210",
 * "09876543210", "(98765) 43210" and "९८७६५४३२१०" are all the number 9876543210. The one reading
 * of a mobile number for the server's schemas (app/validation/citizen.ts and fir.ts: every form,
 * the JSON API, the status check, the FIR sign-in and alternate mobile), the browser's check of a
 * form (app/validation/citizen-rules.ts) and the inputs' markup. SPEC §9's "10 characters" is the
 * number that is kept, texted and answered, not what may be typed: the input takes up to
 * MOBILE_INPUT_MAX characters.
 *
 * Written here rather than taken from libphonenumber: the rule is one country's mobile numbers,
 * and the library's metadata would be most of the citizen forms' JavaScript
 * (docs/decisions/015-mobile-numbers.md).
 */
import { asciiDigits } from "./format";

/** SPEC §9: a mobile number is 10 digits. */
export const MOBILE_LENGTH = 10;
/** What the input takes: room for "+91 (98765) 43210" and the like, and no more. */
export const MOBILE_INPUT_MAX = 20;
/** An Indian mobile number: ten digits starting 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * What people put between the digits: spaces of every kind, hyphens and dashes, dots, brackets,
 * and the invisible joiners a copy and paste brings along.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()[\]\u200B-\u200D\u2060]/g;
/** +91, 0091 or 91 (the country) or 0 (the trunk prefix) before the ten digits, and nothing else. */
const PREFIXED = /^(?:\+91|0091|91|0)(\d{10})$/;

/**
 * The number as people wrote it, reduced to what it would be as ten digits: Devanagari (and
 * full-width) digits read as digits, separators dropped, and a leading +91, 0091, 91 or 0 taken
 * off when ten digits remain. Anything else is left in, so that MOBILE_PATTERN refuses it.
 */
export function normalizeMobile(input: string): string {
  const compact = asciiDigits(input.normalize("NFKC")).replace(SEPARATORS, "");
  return PREFIXED.exec(compact)?.[1] ?? compact;
}

/** The ten digits of an Indian mobile number as people write it, or null when it is not one. */
export function mobileNumberOf(input: string): string | null {
  const mobile = normalizeMobile(input);
  return MOBILE_PATTERN.test(mobile) ? mobile : null;
}

/**
 * A kept mobile number (or its masked form, 98xxxxxx10) as the site shows it back to its owner:
 * in Latin digits in both languages, the digits of their phone's own display and of the SMS.
 */
export function mobileForDisplay(mobile: string): string {
  return asciiDigits(mobile);
}
