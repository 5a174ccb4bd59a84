import { asciiDigits } from "~/validation/citizen-rules";

/**
 * A code as typed or pasted, made comparable: Devanagari digits (०-९) read as 0-9 and spaces and
 * hyphens dropped (people copy "12 34" from a message). The server does the same
 * (.server/otp/normalize-code.ts); this copy lets the boxes accept what the server would.
 */
export function codeDigits(text: string): string {
  return asciiDigits(text.normalize("NFKC")).replace(/[\s\-\u2010-\u2015]/g, "");
}

/** Pasted text as digits for the boxes, or null when it holds anything but digits (SPEC §5). */
export function pastedDigits(text: string): string | null {
  const digits = codeDigits(text);
  return digits.length > 0 && /^\d+$/.test(digits) ? digits : null;
}

/**
 * The boxes after `digits` are put in from box `index`: one digit per box, stopping at the last.
 * A whole code pasted anywhere fills the boxes from the first.
 */
export function fillBoxes(boxes: readonly string[], index: number, digits: string): string[] {
  const start = digits.length >= boxes.length ? 0 : index;
  const next = [...boxes];
  for (let i = 0; i < digits.length && start + i < next.length; i++) next[start + i] = digits[i]!;
  return next;
}
