/**
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
    await sql`drop index found_property_description_words`.execute(db);
    await sql`alter table found_property drop column description_words`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger found_property_words_${event}`).execute(db);
  }
  await sql`drop table found_property_words`.execute(db);
}
