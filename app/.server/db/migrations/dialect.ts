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
