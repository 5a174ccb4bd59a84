/**
 * The public register's keyword search: the words a visitor types, in English or
 * Marathi, each of which must appear in the item's description (either language), or an item
 * number ("FP-000123") that finds that item.
 */
import { parseItemNumber } from "./identifiers";

/** The most words a search uses; more would only slow the query. */
const MAX_WORDS = 6;

/**
 * Whether a public search may match descriptions on a word: not on a word with digits.
 * Descriptions can hold an IMEI or a phone number, shown masked wherever the public reads them,
 * and a search on digits would let anyone read them back one guess at a time. The register's
 * search leaves such words out; the site search finds no item by them (in-search.ts).
 */
export function matchesDescriptions(word: string): boolean {
  return !/\p{Nd}/u.test(word);
}

export type KeywordSearch = { words: string[]; itemId: number | null };

export function keywordSearch(q: string): KeywordSearch {
  const itemId = parseItemNumber(q);
  if (itemId !== null) return { words: [], itemId };
  const words = q
    .normalize("NFC")
    .toLowerCase()
    // Anything but letters, their marks (Devanagari vowel signs), digits, hyphens and format
    // characters (the joiners Marathi spelling uses) separates words: punctuation and control
    // characters never reach SQL.
    .split(/[^\p{L}\p{M}\p{Nd}\p{Cf}-]+/u)
    .filter((word) => word.length > 0 && matchesDescriptions(word));
  return { words: [...new Set(words)].slice(0, MAX_WORDS), itemId: null };
}
