/**
 * A fresh, migrated database for tests that use the services directly (no HTTP): a temporary
 * SQLite file, or a schema of its own on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { withPgClient } from "./pg-client";
import { openDatabase, type Db } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";

export type TestDatabase = { db: Db; dir: string; engine: "sqlite" | "postgres"; close(): Promise<void> };

export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "rp-db-"));
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schema = url ? `test_${randomBytes(6).toString("hex")}` : undefined;
  if (url && schema) await withPgClient(url, (client) => client.query(`create schema ${schema}`));
  const db = openDatabase(url ? { kind: "postgres", url } : { kind: "sqlite", file: path.join(dir, "test.db") }, {
    searchPath: schema,
  });
  await migrateToLatest(db, { schema });
  return {
    db,
    dir,
    engine: url ? "postgres" : "sqlite",
    async close() {
      await db.destroy();
      if (url && schema) await withPgClient(url, (client) => client.query(`drop schema ${schema} cascade`));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
