/**
 * Opens the database the configuration names: SQLite (one file, WAL, foreign keys enforced) by
 * default, PostgreSQL when DATABASE_URL is set. Both are used through the same Kysely schema.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import type { AppConfig } from "../config";
import { OwnSchemaPostgresDialect } from "./own-schema-dialect";
import { plainText } from "./plain-text";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type DatabaseTarget = AppConfig["database"];

// COUNT(*) and other 64-bit integers arrive from pg as strings; every count here fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(
  target: DatabaseTarget,
  options: { searchPath?: string; busyTimeoutMs?: number } = {},
): Db {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // Tests isolate themselves in a schema of their own.
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    // A connection that breaks (PostgreSQL restarted, the network cut) is dropped from the pool and
    // the next query opens a new one; the query it was running fails and is answered 503
    // (database-unavailable.ts). Without these listeners pg's "error" event, from an idle client
    // (the pool's) or a checked-out one between two queries (the client's), would end the process.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  }

  mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // FULL: a citizen told "saved" must still find it saved after a power cut.
  sqlite.pragma("synchronous = FULL");
  // better-sqlite3 waits for a lock synchronously, holding up the whole process meanwhile.
  sqlite.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  // The search index's triggers call it (migration 012); PostgreSQL has it as a SQL function.
  sqlite.function("plain_text", { deterministic: true }, (html) => plainText(typeof html === "string" ? html : null));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; preparing was a fifth of the database's share of a page
 * render. A query's SQL text repeats (values are parameters), so each is prepared once and the
 * statement reused. Safe because better-sqlite3 runs a statement to completion synchronously; only
 * `iterate()` (Kysely's streamQuery, which this application never uses) holds one open.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function dialectOf(db: Db): "sqlite" | "postgres" {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres") ? "postgres" : "sqlite";
}
