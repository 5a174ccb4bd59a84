/**
 * Site search finds Hindi content: each searchable item has a row per language it is written in,
 * now Hindi too (migration 029's `*_hi` columns), and the static pages' index (`search_pages`)
 * accepts Hindi rows, so a Hindi reader's query finds Hindi text wherever staff wrote it.
 *
 * What is searchable is as migrations 012, 020 and 024 define it, written out again here for the
 * languages below (migrations are frozen in time): SQLite's triggers on each source table are
 * made again with the new rows, and PostgreSQL's view `search_items` (which fills `search_rows`,
 * migration 027) is made again. Both indexes then get the rows that exist already in the new
 * language. The found-property register stays searchable in English and Marathi, the languages
 * its descriptions are written in.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

const OLD_LANGUAGES = ["en", "mr"];
const LANGUAGES = [...OLD_LANGUAGES, "hi"];
const NEW = "hi";

type Source = {
  table: string;
  kind: string;
  title: string;
  body?: (l: string) => string;
  date: string;
  file: string;
  published: boolean;
};

const SOURCES: Source[] = [
  {
    table: "articles",
    kind: "kind",
    title: "title",
    body: (l) => `trim(coalesce(summary_${l}, '') || ' ' || plain_text(description_${l}))`,
    date: "created_at",
    file: "null",
    published: true,
  },
  {
    table: "documents",
    kind: "kind",
    title: "title",
    date: "case when kind = 'tender' then updated_at else created_at end",
    file: "uploaded_file",
    published: true,
  },
  { table: "books", kind: "'booklet'", title: "name", date: "created_at", file: "file", published: true },
  { table: "albums", kind: "'album'", title: "title", date: "created_at", file: "null", published: true },
  {
    table: "police_stations",
    kind: "'station'",
    title: "name",
    body: (l) => `coalesce(address_${l}, '')`,
    date: "null",
    file: "null",
    published: false,
  },
];

/** One row per language of `languages` in which the item has a title; only published items. */
function rowsOf(source: Source, languages: readonly string[], id?: string): string {
  return languages
    .map(
      (l) =>
        `select ${source.kind} as kind, id as ref_id, '${l}' as locale, ${source.date} as date, ${source.file} as file, ` +
        `${source.title}_${l} as title, ${source.body?.(l) ?? "''"} as body from ${source.table} ` +
        `where ${source.title}_${l} is not null` +
        (source.published ? " and published = 1" : "") +
        (id ? ` and id = ${id}` : ""),
    )
    .join(" union all ");
}

const PAGE_ROWS = `select 'page' as kind, id as ref_id, locale, null as date, path as file, title, body from search_pages`;

/** The word before a held phone's IMEI in each language's row, as migration 024 writes it. */
const IMEI_LABEL: Record<string, string> = { en: "IMEI", mr: "आयएमईआय" };

/**
 * Found property as migrations 020 and 024 define it: items not handed back, by their
 * descriptions, with a phone's IMEI as the row's text (which the search shows masked and never
 * finds an item by).
 */
const FOUND_ROWS = OLD_LANGUAGES.map(
  (l) =>
    `select 'found_property' as kind, id as ref_id, '${l}' as locale, found_on as date, category as file, ` +
    `description_${l} as title, coalesce('${IMEI_LABEL[l]} ' || imei, '') as body from found_property ` +
    `where description_${l} is not null and returned = 0`,
).join(" union all ");

const allRows = (languages: readonly string[]) =>
  [...SOURCES.map((source) => rowsOf(source, languages)), PAGE_ROWS, FOUND_ROWS].join(" union all ");

const COLUMNS = "kind, ref_id, locale, date, file, title, body";

async function useLanguages(db: Kysely<unknown>, from: readonly string[], to: readonly string[]): Promise<void> {
  const list = (languages: readonly string[]) => `locale in (${languages.map((l) => `'${l}'`).join(", ")})`;
  if (isPostgres(db)) {
    await sql`alter table search_pages drop constraint search_pages_locale_check`.execute(db);
    await sql.raw(`alter table search_pages add constraint search_pages_locale_check check (${list(to)})`).execute(db);
    await sql`drop view search_items`.execute(db);
    await sql.raw(`create view search_items as ${allRows(to)}`).execute(db);
    return;
  }
  await rebuildSqlite(db, "search_pages", list(from), list(to));
  for (const source of SOURCES) {
    const kindOf = (alias: string) => (source.kind.startsWith("'") ? source.kind : `${alias}.${source.kind}`);
    const insert = `insert into search_index (${COLUMNS}) ${rowsOf(source, to, "new.id")};`;
    const remove = `delete from search_index where kind = ${kindOf("old")} and ref_id = old.id;`;
    for (const event of ["insert", "update"]) await sql.raw(`drop trigger search_${source.table}_${event}`).execute(db);
    await sql
      .raw(`create trigger search_${source.table}_insert after insert on ${source.table} begin ${insert} end`)
      .execute(db);
    await sql
      .raw(`create trigger search_${source.table}_update after update on ${source.table} begin ${remove} ${insert} end`)
      .execute(db);
  }
}

/**
 * SQLite cannot alter a CHECK: the table is made again from its stored definition with `from`
 * replaced by `to` (SQLite's documented procedure), and its indexes and triggers with it.
 */
async function rebuildSqlite(db: Kysely<unknown>, table: string, from: string, to: string): Promise<void> {
  const stored = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = stored.rows[0]?.sql ?? "";
  if (!definition.includes(from)) throw new Error(`${table}: the constraint is not the one expected`);
  const rebuilt = definition
    .replace(from, to)
    .replace(new RegExp(`^create table "${table}"`, "i"), `create table "${table}_rebuilt"`);
  const dependents = await sql<{ sql: string }>`select sql from sqlite_master
    where type in ('index', 'trigger') and tbl_name = ${table} and sql is not null`.execute(db);
  await sql.raw(rebuilt).execute(db);
  await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await useLanguages(db, OLD_LANGUAGES, LANGUAGES);
  const fresh = SOURCES.map((source) => rowsOf(source, [NEW])).join(" union all ");
  const index = isPostgres(db) ? "search_rows" : "search_index";
  await sql.raw(`insert into ${index} (${COLUMNS}) ${fresh}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const index = isPostgres(db) ? "search_rows" : "search_index";
  await sql.raw(`delete from ${index} where locale = '${NEW}'`).execute(db);
  await sql.raw(`delete from search_pages where locale = '${NEW}'`).execute(db);
  await useLanguages(db, LANGUAGES, OLD_LANGUAGES);
}
