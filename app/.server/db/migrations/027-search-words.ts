/**
 * Searches read stored, indexed words instead of every row's text at query time.
 *
 * PostgreSQL's site search: migration 012's view `search_items` made each item's words
 * (`to_tsvector`) for every query, 3.7 to 10.5 s for a common word over a decade of articles. Its
 * rows are now kept in a table, `search_rows`, with the words in a stored, generated column
 * (`words`, the title weighted above the body, as the search ranks them) and a GIN index. The view
 * stays the one definition of what is searchable: a trigger on each source table replaces an
 * item's rows with the view's rows for that item after every write, in the same transaction
 * (SQLite's FTS5 index is kept by triggers already, migration 012). A later migration that
 * changes the view fills `search_rows` again from it, as this one does.
 *
 * The public register's search by words reads a full-text index instead of every item's
 * descriptions (`like '%w%'` read all the held items, 65,000 in a decade):
 *
 * - SQLite: an FTS5 index of the two descriptions (`found_property_words`, its rows the items'
 *   ids, the text read from the table itself), kept in step by triggers on every write;
 * - PostgreSQL: a stored, generated `tsvector` column (`description_words`) with a GIN index.
 *
 * Numbers are not indexed in either: a description may hold a phone's IMEI or a mobile number,
 * which the public reads masked, and a search on digits would let anyone read them back one guess
 * at a time (found-property/keywords.ts already leaves such words out of a query). SQLite's
 * tokenizer takes letters and their marks only, so digits separate words; PostgreSQL's column
 * drops every run of digits before it makes the words. The IMEI column is in neither.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

/**
 * The tables the view reads, each with its items' kind: a literal, or null where the row has a
 * `kind` column of its own (articles and documents).
 */
const SOURCES: Array<[table: string, kind: string | null]> = [
  ["articles", null],
  ["documents", null],
  ["books", "booklet"],
  ["albums", "album"],
  ["police_stations", "station"],
  ["search_pages", "page"],
  ["found_property", "found_property"],
];

async function storeSiteSearchRows(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_rows as select kind, ref_id, locale, date, file, title, body from search_items`.execute(
    db,
  );
  await sql`alter table search_rows add column words tsvector generated always as
    (setweight(to_tsvector('simple', title), 'A') || to_tsvector('simple', body)) stored`.execute(db);
  await sql`create index search_rows_words on search_rows using gin (words)`.execute(db);
  await sql`create index search_rows_item on search_rows (kind, ref_id)`.execute(db);
  // TG_ARGV[0]: the table's kind, or '' to read it from the row's own `kind`.
  await sql`create function search_rows_refresh() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from search_rows where ref_id = old.id
          and kind = coalesce(nullif(tg_argv[0], ''), to_jsonb(old) ->> 'kind');
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into search_rows (kind, ref_id, locale, date, file, title, body)
          select kind, ref_id, locale, date, file, title, body from search_items
          where ref_id = new.id and kind = coalesce(nullif(tg_argv[0], ''), to_jsonb(new) ->> 'kind');
      end if;
      return null;
    end $$`.execute(db);
  for (const [table, kind] of SOURCES) {
    await sql
      .raw(
        `create trigger search_rows_${table} after insert or update or delete on ${table} ` +
          `for each row execute function search_rows_refresh('${kind ?? ""}')`,
      )
      .execute(db);
  }
}

/** Digits in any script, as PostgreSQL's regular expressions spell them. */
const DIGITS = "[[:digit:]०-९]+";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `alter table found_property add column description_words tsvector generated always as (to_tsvector('simple', ` +
          `regexp_replace(coalesce(description_en, '') || ' ' || coalesce(description_mr, ''), '${DIGITS}', ' ', 'g'))) stored`,
      )
      .execute(db);
    await sql`create index found_property_description_words on found_property using gin (description_words)`.execute(
      db,
    );
    await storeSiteSearchRows(db);
    return;
  }
  // Letters and their marks (Devanagari vowel signs and viramas), as migration 012's index, less digits.
  await sql
    .raw(
      `create virtual table found_property_words using fts5(description_en, description_mr, ` +
        `content = 'found_property', content_rowid = 'id', ` +
        `tokenize = "unicode61 remove_diacritics 2 categories 'L* Co M*'")`,
    )
    .execute(db);
  const add = `insert into found_property_words (rowid, description_en, description_mr) values (new.id, new.description_en, new.description_mr);`;
  const remove =
    `insert into found_property_words (found_property_words, rowid, description_en, description_mr) ` +
    `values ('delete', old.id, old.description_en, old.description_mr);`;
  await sql
    .raw(`create trigger found_property_words_insert after insert on found_property begin ${add} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger found_property_words_update after update of description_en, description_mr on found_property ` +
        `begin ${remove} ${add} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger found_property_words_delete after delete on found_property begin ${remove} end`)
    .execute(db);
  await sql`insert into found_property_words (found_property_words) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table] of SOURCES) await sql.raw(`drop trigger search_rows_${table} on ${table}`).execute(db);
    await sql`drop function search_rows_refresh()`.execute(db);
    await sql`drop table search_rows`.execute(db);
    await sql`drop index found_property_description_words`.execute(db);
    await sql`alter table found_property drop column description_words`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger found_property_words_${event}`).execute(db);
  }
  await sql`drop table found_property_words`.execute(db);
}
