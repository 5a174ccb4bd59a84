/**
 * The identifiers that tie a lost report to a register item beyond doubt: a phone's IMEI (15
 * digits, found anywhere in the text, since the lost form may or may not have a field of its own
 * for it) and the register's own item number, which the public "this is mine" link writes into
 * the report.
 */

const DEVANAGARI_DIGITS = /[०-९]/g;

/** Digits as ASCII: a Marathi or Hindi description may write the IMEI in Devanagari digits. */
function asciiDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * 15 digits, optionally grouped by spaces or hyphens as printed on a box ("35-209900-176148-1"),
 * not part of a longer number.
 */
const IMEI = /(?<![\d-])\d(?:[ -]?\d){14}(?![\d])/g;

export function imeisIn(text: string): string[] {
  const found = asciiDigits(text).match(IMEI) ?? [];
  return [...new Set(found.map((imei) => imei.replace(/\D/g, "")))];
}

/**
 * The public number of a register item: "FP-" and its id, at least six digits. It is the id
 * itself, so it needs no column, never changes and is unique.
 */
export function itemNumber(id: number): string {
  return `FP-${String(id).padStart(6, "0")}`;
}

const ITEM_NUMBER = /\bFP-?(\d{1,9})\b/gi;

/** The id of an item number as typed ("FP-000123", "fp123"), or null. */
export function parseItemNumber(text: string): number | null {
  const match = /^\s*FP-?(\d{1,9})\s*$/i.exec(asciiDigits(text));
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** Every item number a text mentions, as ids. */
export function itemNumbersIn(text: string): number[] {
  return [...new Set([...asciiDigits(text).matchAll(ITEM_NUMBER)].map((match) => Number(match[1])))].filter(
    (id) => id > 0,
  );
}

/** Long runs of digits (IMEIs, phone numbers) hidden but for their last four, for public pages. */
export function maskLongNumbers(text: string): string {
  return text.replace(/[\d०-९](?:[ -]?[\d०-९]){9,}/g, (run) => {
    const digits = run.replace(/[^\d०-९]/g, "");
    return `${"•".repeat(digits.length - 4)}${digits.slice(-4)}`;
  });
}
