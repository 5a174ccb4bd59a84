/**
 * The database `npm run seed:decade` fills and `npm run bench:decade` measures: the SQLite file of
 * DATA_DIR (app.db, as the site uses it), or the PostgreSQL database of DATABASE_URL, optionally in
 * a schema of its own (--schema NAME), so a shared server keeps the data apart. Opened through the
 * site's own connection code and migrated by the site's own migrations.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase, type DatabaseTarget, type Db } from "~/.server/db/connection";
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

/**
 * The database, migrated. With `seeded`, only one `npm run seed:decade` filled (the bench): any
 * other is left as it is, not migrated, so a wrong DATABASE_URL or a forgotten --schema never
 * creates the site's tables where they do not belong.
 */
export async function openDecadeDatabase(
  options: DecadeOptions,
  { seeded = false } = {},
): Promise<{ db: Db; engine: "sqlite" | "postgres"; target: DatabaseTarget }> {
  const file = path.join(options.dataDir, "app.db");
  const notSeeded = () =>
    new Error(
      "No decade of data there: run npm run seed:decade first, with the same DATA_DIR or DATABASE_URL and --schema.",
    );
  if (seeded && !options.databaseUrl && !existsSync(file)) throw notSeeded();
  let db: Db;
  if (options.databaseUrl) {
    if (options.schema && !seeded) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`create schema if not exists ${options.schema}`);
      await client.end();
    }
    db = openDatabase({ kind: "postgres", url: options.databaseUrl }, { searchPath: options.schema });
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    db = openDatabase({ kind: "sqlite", file });
  }
  if (seeded) {
    const found = await sql`select 1 from citizen_reports where submission_key = 'decade-1'`
      .execute(db)
      .then((result) => result.rows.length > 0)
      .catch(() => false);
    if (!found) {
      await db.destroy();
      throw notSeeded();
    }
  }
  await migrateToLatest(db, { schema: options.schema });
  const target: DatabaseTarget = options.databaseUrl
    ? { kind: "postgres", url: options.databaseUrl }
    : { kind: "sqlite", file };
  return { db, engine: target.kind, target };
}
