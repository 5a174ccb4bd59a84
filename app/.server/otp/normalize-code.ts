const DEVANAGARI_ZERO = 0x0966;

/**
 * A code as the citizen typed it, made comparable: Devanagari digits (०-९) become 0-9, and spaces
 * and hyphens (people copy "12 34" or "12-34") are dropped. Anything else is left for the length
 * and digits check to refuse.
 */
export function normalizeCode(input: string): string {
  return input
    .normalize("NFKC")
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\s\-\u2010-\u2015]/g, "");
}

export function isWellFormedCode(code: string, length: number): boolean {
  return code.length === length && /^\d+$/.test(code);
}
