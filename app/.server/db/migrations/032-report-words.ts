/**
 * An index of every piece of three characters in the citizen reports' names, messages and
 * references, so the staff inbox's search inside them (`lower(column) like '%text%'`) reads the
 * reports that hold the text instead of every report (a million in a decade).
 *
 * - SQLite: an FTS5 table with the trigram tokenizer (`citizen_report_words`, its rows the reports'
 *   ids, the text read from the reports table itself), kept in step by triggers on every write
 *   that touches the three columns (a draft's insert, its confirmation, which gives the reference,
 *   and the deletes of drafts and of reports past the retention period), and filled here from the
 *   reports already there. The inbox asks it for candidates and keeps its LIKE on them, so what a
 *   search finds does not change (reports/desk/report-words.ts).
 * - PostgreSQL: the pg_trgm extension's GIN indexes on `lower(name)`, `lower(message)` and
 *   `lower(reference)`, the very expressions the search compares, so the planner reads the LIKE
 *   through them. pg_trgm ships with PostgreSQL (its contrib modules) and is a trusted extension
 *   (a database owner may create it); a server without it stops this migration with a line that
 *   says so (docs/decisions/033). It goes into the `public` schema, where one installation serves
 *   every schema of the database (the tests' schemas are dropped after each test), unless it is
 *   installed already somewhere else, which is then used.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

const COLUMNS = ["name", "message", "reference"] as const;

async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return installed.rows[0]?.schema;
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  let schema = await trigramSchema(db);
  if (schema === undefined) {
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length === 0)
      throw new Error(
        "PostgreSQL's pg_trgm extension is not installed on the database server (it comes with PostgreSQL's " +
          "contrib modules): the staff inbox's search needs it. Install it and start the site again.",
      );
    // Two databases made at once (test workers) may both create it: the second finds it made.
    await sql`do $$ begin create extension if not exists pg_trgm with schema public;
      exception when unique_violation then null; end $$`.execute(db);
    schema = (await trigramSchema(db)) ?? "public";
  }
  for (const column of COLUMNS) {
    await sql`create index ${sql.id(`citizen_reports_${column}_trigrams`)} on citizen_reports
      using gin (lower(${sql.ref(column)}) ${sql.id(schema, "gin_trgm_ops")})`.execute(db);
  }
  // The planner knows how many reports a pattern matches only from the statistics of these indexes'
  // expressions, which only ANALYZE gathers (a new index does not wake autovacuum). Without them it
  // guesses, and read a word no report has in newest-first order, every report: 176 ms instead of
  // 0.1 at a hundred thousand reports.
  await sql`analyze citizen_reports`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const list = COLUMNS.join(", ");
  const values = (row: "new" | "old") => COLUMNS.map((column) => `${row}.${column}`).join(", ");
  await sql
    .raw(
      `create virtual table citizen_report_words using fts5(${list}, ` +
        `content = 'citizen_reports', content_rowid = 'id', tokenize = 'trigram')`,
    )
    .execute(db);
  // An external-content index forgets a row by being told its old text ('delete').
  const index = `insert into citizen_report_words (rowid, ${list}) values (new.id, ${values("new")});`;
  const forget =
    `insert into citizen_report_words (citizen_report_words, rowid, ${list}) ` +
    `values ('delete', old.id, ${values("old")});`;
  const triggers: Array<[event: string, when: string, body: string]> = [
    ["insert", "after insert", index],
    ["update", `after update of ${list}`, forget + index],
    ["delete", "after delete", forget],
  ];
  for (const [event, when, body] of triggers) {
    await sql
      .raw(`create trigger citizen_report_words_${event} ${when} on citizen_reports begin ${body} end`)
      .execute(db);
  }
  await sql`insert into citizen_report_words (citizen_report_words) values ('rebuild')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: other schemas of the database may use it.
    for (const column of COLUMNS) await sql`drop index ${sql.id(`citizen_reports_${column}_trigrams`)}`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger citizen_report_words_${event}`).execute(db);
  }
  await sql`drop table citizen_report_words`.execute(db);
}
