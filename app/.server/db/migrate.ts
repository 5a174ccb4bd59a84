import { Migrator, type MigrationResultSet } from "kysely";
import { sql } from "kysely";
import { dialectOf, type Db } from "./connection";
import { migrations } from "./migrations";

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (a lock table on SQLite, a table
 * lock on PostgreSQL), so several instances starting at once run each migration exactly once.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<string[]> {
  const schema = options.schema ?? (dialectOf(db) === "postgres" ? await currentSchema(db) : undefined);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // With several schemas in one PostgreSQL database (tests), Kysely must look for its own
    // bookkeeping tables in ours, not find another schema's and assume they exist.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error instanceof Error ? error.message : error)}`);
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

async function currentSchema(db: Db): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]!.schema;
}
