/**
 * Found property is described in Hindi too: the register's items get `description_hi` (nullable,
 * like migration 029's Hindi columns: a Hindi reader of an item without one reads its English
 * text, marked as English), and the register's word search (migration 027) indexes it beside the
 * English and Marathi descriptions, so a Hindi word finds an item described in Hindi only.
 *
 * Migration 027's index is written out again here with the new column (migrations are frozen in
 * time), with the same rules: numbers are not indexed in either engine, as a description may hold
 * a phone's IMEI or a mobile number, which the public reads masked.
 *
 * - SQLite: the FTS5 table `found_property_words` and its triggers are made again with the three
 *   descriptions, and filled from `found_property`;
 * - PostgreSQL: the stored, generated `description_words` column and its GIN index are dropped and
 *   added again over the three descriptions (a generated column's expression cannot be altered).
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

const OLD_LANGUAGES = ["en", "mr"];
const LANGUAGES = [...OLD_LANGUAGES, "hi"];
const NEW = "hi";

/** Digits in any script, as PostgreSQL's regular expressions spell them (as migration 027). */
const DIGITS = "[[:digit:]०-९]+";

async function indexWords(db: Kysely<unknown>, languages: readonly string[]): Promise<void> {
  const columns = languages.map((l) => `description_${l}`);
  if (isPostgres(db)) {
    await sql`drop index found_property_description_words`.execute(db);
    await sql`alter table found_property drop column description_words`.execute(db);
    const text = columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ");
    await sql
      .raw(
        `alter table found_property add column description_words tsvector generated always as (to_tsvector('simple', ` +
          `regexp_replace(${text}, '${DIGITS}', ' ', 'g'))) stored`,
      )
      .execute(db);
    await sql`create index found_property_description_words on found_property using gin (description_words)`.execute(
      db,
    );
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger found_property_words_${event}`).execute(db);
  }
  await sql`drop table found_property_words`.execute(db);
  // Letters and their marks (Devanagari vowel signs and viramas), as migrations 012 and 027, less digits.
  await sql
    .raw(
      `create virtual table found_property_words using fts5(${columns.join(", ")}, ` +
        `content = 'found_property', content_rowid = 'id', ` +
        `tokenize = "unicode61 remove_diacritics 2 categories 'L* Co M*'")`,
    )
    .execute(db);
  const of = (row: string) => columns.map((column) => `${row}.${column}`).join(", ");
  const add = `insert into found_property_words (rowid, ${columns.join(", ")}) values (new.id, ${of("new")});`;
  const remove =
    `insert into found_property_words (found_property_words, rowid, ${columns.join(", ")}) ` +
    `values ('delete', old.id, ${of("old")});`;
  await sql
    .raw(`create trigger found_property_words_insert after insert on found_property begin ${add} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger found_property_words_update after update of ${columns.join(", ")} on found_property ` +
        `begin ${remove} ${add} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger found_property_words_delete after delete on found_property begin ${remove} end`)
    .execute(db);
  await sql`insert into found_property_words (found_property_words) values ('rebuild')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("found_property").addColumn(`description_${NEW}`, "text").execute();
  await indexWords(db, LANGUAGES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The index no longer reads the column once it is made again without it; only then is it dropped.
  await indexWords(db, OLD_LANGUAGES);
  await db.schema.alterTable("found_property").dropColumn(`description_${NEW}`).execute();
}
