/**
 * The inbox's search for text inside the reports' names, messages and references: the reports
 * where `lower(column) like '%text%'` (db/like-pattern.ts) holds for one of the three, whatever
 * reads them. Migration 032 indexes every three characters of the three columns.
 *
 * - PostgreSQL reads that very LIKE through its trigram indexes, and its planner weighs them
 *   against the newest-first order by itself: the LIKE is all the query says.
 * - SQLite's planner cannot see inside its trigram index (an FTS5 table), so the search asks it
 *   first how many reports hold the text: the first SAMPLE of them in id order, and how far into
 *   the ids they reach, tell it, exactly or near enough, in a few milliseconds even for a word in
 *   every report. Up to INDEXED_AT_MOST, the reports are read by their ids from the index and
 *   sorted: a word no report has costs nothing, a word in twenty thousand reports twenty thousand
 *   lookups. Past it the word is common: the newest-first order meets its first page within a few
 *   hundred reports, and its count within (reports / INDEXED_AT_MOST) × the count limit, so the
 *   plain LIKE reads the reports in that order, as it did before the index. The LIKE stays on the
 *   index's candidates too, so what is found never depends on how it was read (the index folds
 *   case in more scripts than SQLite's `lower()`, which only finds more candidates).
 *
 * Text of fewer than three characters holds no trigram, and the index finds nothing for it: such
 * a search is always the plain LIKE over every report in the filters.
 */
import { sql, type ExpressionBuilder, type SqlBool } from "kysely";
import { dialectOf, type Db } from "../../db/connection";
import { containsText } from "../../db/like-pattern";
import type { Database } from "../../db/schema";
import type { SlowReads } from "../../db/slow-reads";

/** The shortest text a trigram index can find. */
const TRIGRAM = 3;

/**
 * The most reports (holding the text) read by their ids and sorted; past it the newest-first
 * order finds a page sooner. Where the two cost the same on a decade of data (docs/performance.md).
 */
export const INDEXED_AT_MOST = 40_000;

/** How many of the index's first candidates the search looks at to judge how many there are. */
const SAMPLE = 10_000;

/** How one search reads: `phrase`, SQLite's index query for the text, or null for the LIKE alone. */
export type TextSearch = { text: string; phrase: string | null };

/** The index's query for the text as one phrase: every character literal, a `"` written twice. */
function phraseOf(text: string): string | null {
  const lower = text.toLowerCase();
  if ([...lower].length < TRIGRAM) return null;
  return `"${lower.replaceAll('"', '""')}"`;
}

/** The ids of the reports whose text holds the phrase (some may not hold it as LIKE reads it). */
const candidatesOf = (phrase: string) =>
  sql`select rowid as id from citizen_report_words where citizen_report_words match ${phrase}`;

/** How to read a search for `text`: by SQLite's index when it holds few enough reports. */
export async function planTextSearch(db: Db, text: string, reads: SlowReads): Promise<TextSearch> {
  const phrase = dialectOf(db) === "postgres" ? null : phraseOf(text);
  if (phrase === null) return { text, phrase };
  const [sample] = await reads.read(
    db
      .selectFrom(sql`(${candidatesOf(phrase)} order by rowid limit ${SAMPLE + 1})`.as("candidates"))
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        sql<number | null>`max(id)`.as("last"),
        sql<number | null>`(select max(id) from citizen_reports)`.as("newest"),
      ]),
  );
  const count = Number(sample?.count ?? 0);
  // Past the sample, as many again for every stretch of ids as long as the one it took.
  const estimate = count <= SAMPLE ? count : (count * Number(sample?.newest ?? 0)) / Number(sample?.last ?? 1);
  return { text, phrase: estimate <= INDEXED_AT_MOST ? phrase : null };
}

/** Whether the report's name, message or reference holds the text, ignoring case. */
export function containsWords(eb: ExpressionBuilder<Database, "citizen_reports">, search: TextSearch) {
  const anywhere = eb.or(
    (["citizen_reports.name", "citizen_reports.message", "citizen_reports.reference"] as const).map((column) =>
      containsText(eb.ref(column), search.text),
    ),
  );
  if (search.phrase === null) return anywhere;
  return eb.and([sql<SqlBool>`citizen_reports.id in (${candidatesOf(search.phrase)})`, anywhere]);
}
