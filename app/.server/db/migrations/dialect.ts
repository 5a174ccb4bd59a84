/**
 * The only place a migration may branch on the engine. Migrations import nothing from the
 * application (they are frozen in time); these helpers belong to the migrations themselves.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key numbered by the database that still accepts explicit ids
 * (station ids are fixed by the specification). */
export function autoId(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

/** ISO-8601 UTC text, filled by the database when the application does not give one. */
export function timestamp(db: Kysely<unknown>) {
  const now = isPostgres(db)
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(now);
}

/** A CHECK constraint limiting a text column to a fixed set of values. */
export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/**
 * Widens the CHECK of `oneOf(column, from)` on `table` to `oneOf(column, to)`. PostgreSQL alters
 * the constraint (named `<table>_<column>_check`, its default). SQLite cannot, so the table is
 * rebuilt from its own stored definition with only that list changed (SQLite's documented
 * 12-step procedure): foreign keys are off for the rebuild, so dropping the old table does not
 * cascade to the rows that refer to it, and are checked before commit; its indexes and triggers
 * are made again.
 */
export async function widenCheck(
  db: Kysely<unknown>,
  table: string,
  column: string,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  if (isPostgres(db)) {
    const constraint = sql.id(`${table}_${column}_check`);
    await sql`alter table ${sql.table(table)} drop constraint ${constraint}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${constraint} check (${oneOf(column, to)})`.execute(db);
    return;
  }
  const stored = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = stored.rows[0]?.sql ?? "";
  const list = (values: readonly string[]) => `"${column}" in (${values.map((value) => `'${value}'`).join(", ")})`;
  if (!definition.includes(list(from))) throw new Error(`${table}: the ${column} constraint is not the one expected`);
  const rebuilt = definition
    .replace(list(from), list(to))
    .replace(new RegExp(`^create table "${table}"`, "i"), `create table "${table}_rebuilt"`);
  const dependents = await sql<{ sql: string }>`select sql from sqlite_master
    where type in ('index', 'trigger') and tbl_name = ${table} and sql is not null`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(rebuilt).execute(db);
    await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
    await sql.raw(`drop table "${table}"`).execute(db);
    await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
    for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`${table}: the rebuild broke a foreign key`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
