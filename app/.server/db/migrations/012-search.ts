/**
 * Site search (issue 9). What is searchable is written once, below, as one SELECT per source
 * table giving rows of (kind, ref_id, locale, date, file, title, body): one row per item and
 * language, published items only. Each engine then uses its own full-text search over them:
 *
 * - SQLite: an FTS5 index, filled here and kept current by triggers on every source table, so
 *   every write (admin pages, seed, scripts) updates it in the same transaction.
 * - PostgreSQL: a view of the same rows that the search matches with `to_tsvector('simple', …)`
 *   when it runs, so there is no index to keep current at all.
 *
 * Article bodies are sanitised HTML; `plain_text()` turns them into words (a SQL function on
 * PostgreSQL, one the application registers on every SQLite connection - see db/connection.ts).
 * Static pages (policies, FAQ, …) have their text in the locale files, which the application
 * copies into `search_pages` at start-up.
 */
import { sql, type Kysely } from "kysely";
import { autoId, isPostgres } from "./dialect";

type Source = {
  table: string;
  /** The item's kind as an SQL expression over a row of the table (`alias.` prefixes columns). */
  kind: (alias: string) => string;
  /** The rows of one item, or of every item when `id` is omitted. */
  select: (id?: string) => string;
};

/** One row per language in which the item has a title; only published items. */
function bilingual(
  table: string,
  kind: string,
  columns: { title: string; body?: (locale: string) => string; date: string; file: string; published: boolean },
): Source {
  const literalKind = kind.startsWith("'");
  return {
    table,
    kind: (alias) => (literalKind ? kind : `${alias}.${kind}`),
    select: (id) =>
      (["en", "mr"] as const)
        .map(
          (locale) =>
            `select ${kind} as kind, id as ref_id, '${locale}' as locale, ${columns.date} as date, ${columns.file} as file, ` +
            `${columns.title}_${locale} as title, ${columns.body?.(locale) ?? "''"} as body from ${table} ` +
            `where ${columns.title}_${locale} is not null` +
            (columns.published ? " and published = 1" : "") +
            (id ? ` and id = ${id}` : ""),
        )
        .join(" union all "),
  };
}

const SOURCES: Source[] = [
  bilingual("articles", "kind", {
    title: "title",
    body: (l) => `trim(coalesce(summary_${l}, '') || ' ' || plain_text(description_${l}))`,
    date: "created_at",
    file: "null",
    published: true,
  }),
  // Tenders list by their last change, the other documents by upload (documents-repository.ts).
  bilingual("documents", "kind", {
    title: "title",
    date: "case when kind = 'tender' then updated_at else created_at end",
    file: "uploaded_file",
    published: true,
  }),
  bilingual("books", "'booklet'", { title: "name", date: "created_at", file: "file", published: true }),
  bilingual("albums", "'album'", { title: "title", date: "created_at", file: "null", published: true }),
  bilingual("police_stations", "'station'", {
    title: "name",
    body: (l) => `coalesce(address_${l}, '')`,
    date: "null",
    file: "null",
    published: false,
  }),
  {
    table: "search_pages",
    kind: () => "'page'",
    select: (id) =>
      `select 'page' as kind, id as ref_id, locale, null as date, path as file, title, body from search_pages` +
      (id ? ` where id = ${id}` : ""),
  },
];

/** Every searchable row as migration 012 defines them (migration 020 extends the PostgreSQL view). */
export const ALL_ROWS = SOURCES.map((source) => source.select()).join(" union all ");

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("search_pages")
    .addColumn("id", "integer", autoId(db))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('en', 'mr')`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addUniqueConstraint("search_pages_path_locale", ["path", "locale"])
    .execute();

  if (isPostgres(db)) {
    await sql`create function plain_text(html text) returns text language sql immutable as $$
      select btrim(regexp_replace(replace(replace(replace(replace(
        regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
        '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'), '\\s+', ' ', 'g'))
    $$`.execute(db);
    await sql.raw(`create view search_items as ${ALL_ROWS}`).execute(db);
    return;
  }

  // Devanagari vowel signs and viramas are marks (M*): without them in the token characters,
  // unicode61 would cut every Marathi word apart at each of them.
  await sql
    .raw(
      `create virtual table search_index using fts5(kind unindexed, ref_id unindexed, locale unindexed, ` +
        `date unindexed, file unindexed, title, body, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`,
    )
    .execute(db);
  const columns = "kind, ref_id, locale, date, file, title, body";
  for (const source of SOURCES) {
    const insert = `insert into search_index (${columns}) ${source.select("new.id")};`;
    const remove = `delete from search_index where kind = ${source.kind("old")} and ref_id = old.id;`;
    await sql
      .raw(`create trigger search_${source.table}_insert after insert on ${source.table} begin ${insert} end`)
      .execute(db);
    await sql
      .raw(`create trigger search_${source.table}_update after update on ${source.table} begin ${remove} ${insert} end`)
      .execute(db);
    await sql
      .raw(`create trigger search_${source.table}_delete after delete on ${source.table} begin ${remove} end`)
      .execute(db);
  }
  await sql.raw(`insert into search_index (${columns}) ${ALL_ROWS}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop view search_items`.execute(db);
    await sql`drop function plain_text(text)`.execute(db);
  } else {
    for (const source of SOURCES) {
      for (const event of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger search_${source.table}_${event}`).execute(db);
      }
    }
    await sql`drop table search_index`.execute(db);
  }
  await db.schema.dropTable("search_pages").execute();
}
