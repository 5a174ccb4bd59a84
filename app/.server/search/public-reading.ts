/**
 * What the public may read of a kind of item, when the domain it comes from restricts it. Site
 * search knows no domain: a domain whose items hold something not for everyone (the
 * found-property register: a held phone's IMEI) says so in a PublicReading of its own, and the
 * composition root hands the readings to the search (services.ts). The index holds items' text as
 * stored (migrations 012 and 020 fill it in SQL, where the application's rules cannot run on
 * PostgreSQL), so the readings apply to every query and every result instead.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { SearchKind } from "./engines";
import { MARK_END, MARK_START } from "./highlight";
import type { SearchTerms } from "./search-query";

export type PublicReading = {
  /** The item's text as the public may read it: its titles and extracts go through it. */
  text(text: string): string;
  /** Whether a query word may find items of the kind: a query with a word that may not finds none of them. */
  findsBy(word: string): boolean;
  /**
   * Whether the public may find the item whose id is `id` (an SQL expression) now, when that
   * changes with time or with state the index does not hold (found property leaves the public
   * at the end of its holding period).
   */
  listed?(id: RawBuilder<unknown>): RawBuilder<SqlBool>;
};

export type PublicReadings = Partial<Record<SearchKind, PublicReading>>;

/** The kinds a query may not find, for a word of it that may not find them. */
export function kindsLeftOut(readings: PublicReadings, terms: SearchTerms): SearchKind[] {
  return (Object.entries(readings) as [SearchKind, PublicReading][])
    .filter(([, reading]) => !terms.every((term) => reading.findsBy(term)))
    .map(([kind]) => kind);
}

/** An index row's columns, as the engine's query names them. */
export type IndexRow = { kind: RawBuilder<unknown>; id: RawBuilder<unknown> };

/** The SQL condition that keeps, of the kinds whose reading lists items itself, only those listed. */
export function listedCondition(readings: PublicReadings, row: IndexRow): RawBuilder<SqlBool> {
  const conditions = (Object.entries(readings) as [SearchKind, PublicReading][]).flatMap(([kind, reading]) =>
    reading.listed ? [sql<SqlBool>`(${row.kind} <> ${kind} or ${reading.listed(row.id)})`] : [],
  );
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

const MARKS = new RegExp(`[${MARK_START}${MARK_END}]`, "g");

/**
 * Marked text (highlight.ts) as the public may read it. The marks stay where they lie outside
 * what the reading hides; a mark inside it (a match within a hidden number) would cut the number
 * into parts the mask may leave whole, so then the text is masked as a whole and loses its marks.
 */
export function readableText(readings: PublicReadings, kind: SearchKind, marked: string): string {
  const reading = readings[kind];
  if (!reading) return marked;
  const unmarked = (text: string) => text.replace(MARKS, "");
  const whole = reading.text(unmarked(marked));
  const keepingMarks = reading.text(marked);
  return unmarked(keepingMarks) === whole ? keepingMarks : whole;
}
