/**
 * The database `npm run seed:decade` fills and `npm run bench:decade` measures: the SQLite file of
 * DATA_DIR (app.db, as the site uses it), or the PostgreSQL database of DATABASE_URL, optionally in
 * a schema of its own (--schema NAME), so a shared server keeps the data apart. Opened through the
 * site's own connection code and migrated by the site's own migrations.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Db } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";

export type DecadeOptions = { scale: number; schema: string | undefined; dataDir: string; databaseUrl: string };

/** --scale 0.1 and --schema NAME from the command line; DATA_DIR and DATABASE_URL from the environment. */
export function decadeOptions(argv: string[]): DecadeOptions {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  const scale = Number(value("scale") ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error("--scale must be a number above 0 and at most 1");
  const schema = value("schema");
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error("--schema: a lower-case name");
  return {
    scale,
    schema,
    dataDir: path.resolve(process.env.DATA_DIR || "./data"),
    databaseUrl: process.env.DATABASE_URL ?? "",
  };
}

export async function openDecadeDatabase(options: DecadeOptions): Promise<{ db: Db; engine: "sqlite" | "postgres" }> {
  if (options.databaseUrl) {
    if (options.schema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`create schema if not exists ${options.schema}`);
      await client.end();
    }
    const db = openDatabase({ kind: "postgres", url: options.databaseUrl }, { searchPath: options.schema });
    await migrateToLatest(db, { schema: options.schema });
    return { db, engine: "postgres" };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const db = openDatabase({ kind: "sqlite", file: path.join(options.dataDir, "app.db") });
  await migrateToLatest(db);
  return { db, engine: "sqlite" };
}
