/**
 * The one place search branches on the engine (migrations 012 and 027 explain the two designs). Both
 * answer the same question the same way: items (not rows: an item has one row per language) of
 * the kinds asked for that contain every word, best first, each shown in the visitor's language
 * when it matched there, with its title and an extract of its text marked up by highlight.ts's
 * markers.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { dialectOf, type Db } from "../db/connection";
import type { Locale } from "../db/schema";
import type { ArticleKind } from "../db/tables/articles";
import type { DocumentKind } from "../db/tables/documents";
import { MARK_END, MARK_START } from "./highlight";
import type { IndexRow } from "./public-reading";
import { fts5Query, tsQuery, type SearchTerms } from "./search-query";

/** What an item is (migration 012 names them): article and document kinds are their own. */
export type SearchKind = ArticleKind | DocumentKind | "booklet" | "album" | "station" | "page" | "found_property";

export type SearchRow = {
  kind: SearchKind;
  ref_id: number;
  locale: Locale;
  date: string | null;
  file: string | null;
  title: string;
  snippet: string;
};

/**
 * What to look for: every word in `terms`, in items of any kind but those `leftOut`, and only
 * items the public may find now (`listed`, a condition on an index row: public-reading.ts).
 */
export type SearchFor = {
  terms: SearchTerms;
  leftOut: readonly SearchKind[];
  listed?: (row: IndexRow) => RawBuilder<SqlBool>;
};

export type SearchEngine = {
  count(search: SearchFor): Promise<number>;
  page(search: SearchFor, locale: Locale, limit: number, offset: number): Promise<SearchRow[]>;
};

/** Words of text around the matches in a result's extract. */
const SNIPPET_WORDS = 24;

/** An SQL condition on an index row of `table`: none of the kinds left out, and listed. */
function kindsKept({ leftOut, listed }: SearchFor, table: string) {
  const kinds = leftOut.length === 0 ? sql`1 = 1` : sql`kind not in (${sql.join(leftOut)})`;
  if (!listed) return kinds;
  return sql`${kinds} and ${listed({ kind: sql.ref(`${table}.kind`), id: sql.ref(`${table}.ref_id`) })}`;
}

export function searchEngine(db: Db): SearchEngine {
  return dialectOf(db) === "postgres" ? postgresEngine(db) : sqliteEngine(db);
}

function sqliteEngine(db: Db): SearchEngine {
  return {
    async count(search) {
      const result = await sql<{ total: number }>`
        select count(*) as total from (
          select distinct kind, ref_id from search_index
          where search_index match ${fts5Query(search.terms)} and ${kindsKept(search, "search_index")}
        )`.execute(db);
      return Number(result.rows[0]?.total ?? 0);
    },
    async page(search, locale, limit, offset) {
      // FTS5's highlight() and snippet() cannot run under a window function, so the page of
      // rows is chosen first (bm25 weighs a title match five times a body match), then marked up.
      const match = fts5Query(search.terms);
      const chosen = await sql<Omit<SearchRow, "title" | "snippet"> & { row: number }>`
        with hits as materialized (
          select rowid as row, kind, ref_id, locale, date, file, rank as score from search_index
          where search_index match ${match} and rank match 'bm25(0, 0, 0, 0, 0, 5.0, 1.0)' and ${kindsKept(search, "search_index")}
        ), best as (
          select *, row_number() over (partition by kind, ref_id order by locale = ${locale} desc, score) as nth from hits
        )
        select row, kind, ref_id, locale, date, file from best where nth = 1
        order by score, date desc, kind, ref_id
        limit ${limit} offset ${offset}`.execute(db);
      if (chosen.rows.length === 0) return [];
      const marked = await sql<{ row: number; title: string; snippet: string }>`
        select rowid as row, highlight(search_index, 5, ${MARK_START}, ${MARK_END}) as title,
          snippet(search_index, 6, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS}) as snippet
        from search_index where search_index match ${match} and rowid in (${sql.join(chosen.rows.map((r) => r.row))})`.execute(
        db,
      );
      const byRow = new Map(marked.rows.map((r) => [r.row, r]));
      return chosen.rows.map(({ row, ...rest }) => ({
        ...rest,
        title: byRow.get(row)?.title ?? "",
        snippet: byRow.get(row)?.snippet ?? "",
      }));
    },
  };
}

/** ts_headline drops whatever looks like an HTML tag, even in plain text: "<" is hidden from it. */
const LT_STAND_IN = "\uE002";

function postgresEngine(db: Db): SearchEngine {
  const matching = (search: SearchFor) => sql`
    select s.kind, s.ref_id, s.locale, s.date, s.file, s.title, s.body, ts_rank(s.words, q.query) as score, q.query
    from search_rows s, (select to_tsquery('simple', ${tsQuery(search.terms)}) as query) q
    where s.words @@ q.query and ${kindsKept(search, "s")}`;
  const marks = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
  return {
    async count(search) {
      const result = await sql<{ total: number }>`
        select count(*) as total from (select distinct kind, ref_id from (${matching(search)}) m) d`.execute(db);
      return Number(result.rows[0]?.total ?? 0);
    },
    async page(search, locale, limit, offset) {
      // Extracts are made for the page's rows only: ts_headline re-reads the whole text.
      const result = await sql<SearchRow>`
        with hits as (
          select m.*, row_number() over (partition by kind, ref_id order by locale = ${locale} desc, score desc) as nth
          from (${matching(search)}) m
        )
        select kind, ref_id, locale, date, file,
          ts_headline('simple', replace(title, '<', ${LT_STAND_IN}), query, ${`HighlightAll=true, ${marks}`}) as title,
          ts_headline('simple', replace(body, '<', ${LT_STAND_IN}), query, ${`MaxWords=${SNIPPET_WORDS}, MinWords=12, ShortWord=0, ${marks}`}) as snippet
        from hits where nth = 1
        order by score desc, date desc nulls last, kind, ref_id
        limit ${limit} offset ${offset}`.execute(db);
      const restore = (text: string) => text.replaceAll(LT_STAND_IN, "<");
      return result.rows.map((row) => ({ ...row, title: restore(row.title), snippet: restore(row.snippet) }));
    },
  };
}
