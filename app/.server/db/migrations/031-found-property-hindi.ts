/**
 * Found property is described in Hindi too: the register's items get `description_hi` (nullable,
 * like migration 029's Hindi columns: a Hindi reader of an item without one reads its English
 * text, marked as English), and both searches read it beside the English and Marathi
 * descriptions, so a Hindi word finds an item described in Hindi only.
 *
 * The site search has a row per language an item is described in (migrations 020 and 024), now
 * Hindi too, with a held phone's IMEI as its text, as the other rows (the search shows it masked
 * and never finds an item by it). SQLite's triggers of migration 024 are made again with the
 * Hindi row; PostgreSQL's view `search_items` (migration 030's) is kept as it stands, with the
 * Hindi rows added to it. Both indexes then get the rows that exist already.
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

const KIND = "'found_property'";
const COLUMNS = "kind, ref_id, locale, date, file, title, body";
/** The word before a held phone's IMEI in each language's row (Hindi keeps the staff word, docs/glossary-hi.md). */
const IMEI_LABEL: Record<string, string> = { en: "IMEI", mr: "आयएमईआय", hi: "IMEI" };

/** The site search's rows of items not handed back, one per language of `languages` described in. */
function foundRows(languages: readonly string[], id?: string): string {
  return languages
    .map(
      (l) =>
        `select ${KIND} as kind, id as ref_id, '${l}' as locale, found_on as date, category as file, ` +
        `description_${l} as title, coalesce('${IMEI_LABEL[l]} ' || imei, '') as body from found_property ` +
        `where description_${l} is not null and returned = 0` +
        (id ? ` and id = ${id}` : ""),
    )
    .join(" union all ");
}

/** SQLite: migration 024's triggers, made again to write a row for each of `languages`. */
async function searchTriggers(db: Kysely<unknown>, languages: readonly string[]): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger search_found_property_${event}`).execute(db);
  }
  const insert = `insert into search_index (${COLUMNS}) ${foundRows(languages, "new.id")};`;
  const remove = `delete from search_index where kind = ${KIND} and ref_id = old.id;`;
  await sql
    .raw(`create trigger search_found_property_insert after insert on found_property begin ${insert} end`)
    .execute(db);
  await sql
    .raw(`create trigger search_found_property_update after update on found_property begin ${remove} ${insert} end`)
    .execute(db);
  await sql
    .raw(`create trigger search_found_property_delete after delete on found_property begin ${remove} end`)
    .execute(db);
}

/** PostgreSQL: the view's definition as it stands (the server's own text of it, less its `;`). */
async function viewDefinition(db: Kysely<unknown>): Promise<string> {
  const view = await sql<{ definition: string }>`select pg_get_viewdef('search_items'::regclass) as definition`.execute(
    db,
  );
  return (view.rows[0]?.definition ?? "").trim().replace(/;$/, "");
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("found_property").addColumn(`description_${NEW}`, "text").execute();
  await indexWords(db, LANGUAGES);
  if (isPostgres(db)) {
    const definition = await viewDefinition(db);
    await sql.raw(`create or replace view search_items as ${definition} union all ${foundRows([NEW])}`).execute(db);
  } else {
    await searchTriggers(db, LANGUAGES);
  }
  const index = isPostgres(db) ? "search_rows" : "search_index";
  await sql.raw(`insert into ${index} (${COLUMNS}) ${foundRows([NEW])}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const index = isPostgres(db) ? "search_rows" : "search_index";
  await sql.raw(`delete from ${index} where kind = ${KIND} and locale = '${NEW}'`).execute(db);
  if (isPostgres(db)) {
    // The view as it was: its definition less the last branch, the Hindi rows added above.
    const definition = await viewDefinition(db);
    const last = definition.lastIndexOf("UNION ALL");
    if (last < 0 || !definition.slice(last).includes(`description_${NEW}`)) {
      throw new Error("search_items: the view is not the one this migration made");
    }
    await sql.raw(`create or replace view search_items as ${definition.slice(0, last)}`).execute(db);
  } else {
    await searchTriggers(db, OLD_LANGUAGES);
  }
  // The index no longer reads the column once it is made again without it; only then is it dropped.
  await indexWords(db, OLD_LANGUAGES);
  await db.schema.alterTable("found_property").dropColumn(`description_${NEW}`).execute();
}
