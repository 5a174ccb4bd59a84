/**
 * What the visitor typed, turned into words both engines' full-text syntax can take safely: only
 * letters, digits and combining marks (Devanagari vowel signs) survive, so no quote, operator or
 * bracket of the query languages can come from the visitor.
 */
import { z } from "zod";

/** Longer input is not a search (a 400, in the visitor's language). */
export const MAX_QUERY_LENGTH = 200;
/** Words past this many are ignored: a handful already narrows the results. */
const MAX_TERMS = 12;

export const searchParamsSchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export type SearchTerms = readonly string[];

/**
 * Every word of a text as the index's tokenizer sees one (migration 012: letters, digits and
 * marks, so a Devanagari word keeps its vowel signs). Found-property matching uses it too.
 */
export function textWords(text: string): string[] {
  return text.normalize("NFC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

export function searchTerms(query: string): SearchTerms {
  return textWords(query).slice(0, MAX_TERMS);
}

/**
 * Whether a word may also match longer words: the last word of the query (it may not be typed to
 * the end yet), when it is long enough to mean something. A short word is a word of its own:
 * "FIR" is not the start of "first aid", nor "bag" of "baggage".
 */
const MIN_PREFIX_LENGTH = 4;

function asPrefix(terms: SearchTerms, i: number): boolean {
  return i === terms.length - 1 && [...terms[i]!].length >= MIN_PREFIX_LENGTH;
}

/** FTS5: every word must match; the last one, when long enough, also as the start of a longer word. */
export function fts5Query(terms: SearchTerms): string {
  return terms.map((term, i) => `"${term}"${asPrefix(terms, i) ? "*" : ""}`).join(" ");
}

/** PostgreSQL to_tsquery: the same meaning. */
export function tsQuery(terms: SearchTerms): string {
  return terms.map((term, i) => `${term}${asPrefix(terms, i) ? ":*" : ""}`).join(" & ");
}
