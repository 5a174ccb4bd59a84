/**
 * The PostgreSQL side of backups and restores: PostgreSQL's own tools (pg_dump and pg_restore of
 * the server's major version, from the postgresql-client package), because only they understand
 * every object a schema can hold. The dump is in the custom format: compressed, and restorable
 * selectively and in one transaction.
 *
 * The password never goes on a command line (every user of the machine can read those in the
 * process list): it is passed to the tools in PGPASSWORD, and never printed.
 */
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { OperationError } from "./operation-error";

/** The executable `command` on `pathEnv` (PATH), or null. */
export function findOnPath(command: string, pathEnv: string | undefined): string | null {
  for (const dir of (pathEnv ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Query parameters of a DATABASE_URL that libpq (and so pg_dump) understands too. */
const LIBPQ_PARAMETERS = new Set([
  "application_name",
  "connect_timeout",
  "options",
  "sslmode",
  "sslcert",
  "sslkey",
  "sslrootcert",
  "sslcrl",
  "target_session_attrs",
  "keepalives",
  "keepalives_idle",
]);

export type LibpqTarget = {
  /** The connection URL without its password, for --dbname (and for printing). */
  url: string;
  /** Environment for the tools: PGPASSWORD when the URL had one. */
  env: Record<string, string>;
};

/**
 * A DATABASE_URL (node-postgres flavour) as PostgreSQL's tools want it: the password moved to
 * PGPASSWORD, node-postgres-only parameters dropped (`ssl=true` becomes `sslmode=require`).
 */
export function libpqTarget(databaseUrl: string): LibpqTarget {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  const params = [...url.searchParams].filter(([name]) => LIBPQ_PARAMETERS.has(name));
  const ssl = url.searchParams.get("ssl");
  if (!url.searchParams.has("sslmode") && (ssl === "true" || ssl === "1")) params.push(["sslmode", "require"]);
  // Percent-encoded, not URLSearchParams' form encoding: libpq reads "+" as a plus, not a space.
  url.search = params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
  return { url: url.toString(), env };
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new OperationError(`PostgreSQL is unreachable: ${(error as Error).message}.`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The schema the application works in (search_path's first: `public` unless the URL says otherwise). */
export function currentSchema(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ schema: string | null }>("select current_schema() as schema");
    const schema = result.rows[0]?.schema;
    if (!schema)
      throw new OperationError("PostgreSQL has no current schema for this DATABASE_URL (check search_path).");
    return schema;
  });
}

/** Applied migrations in `schema`, oldest first; [] for a database the application never started on. */
export function postgresMigrations(databaseUrl: string, schema: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query(
      "select 1 from pg_tables where schemaname = $1 and tablename = 'kysely_migration'",
      [schema],
    );
    if (table.rowCount === 0) return [];
    const rows = await client.query<{ name: string }>(
      `select name from ${pg.escapeIdentifier(schema)}.kysely_migration order by name`,
    );
    return rows.rows.map((row) => row.name);
  });
}

export function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query(`create schema if not exists ${pg.escapeIdentifier(schema)}`);
  });
}

/** The shell command an operator runs to dump by hand (no password in it). */
export function pgDumpCommand(databaseUrl: string, schema: string, file: string): string {
  return ["pg_dump", "--format=custom", `--schema=${schema}`, `--file=${file}`, libpqTarget(databaseUrl).url]
    .map(shellQuote)
    .join(" ");
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Dumps one schema (the application's) in the custom format. */
export async function dumpPostgres(input: { pgDump: string; databaseUrl: string; schema: string; file: string }) {
  const target = libpqTarget(input.databaseUrl);
  await run(
    input.pgDump,
    ["--format=custom", `--schema=${input.schema}`, `--file=${input.file}`, `--dbname=${target.url}`],
    target.env,
  );
}

/**
 * Replaces the objects of the dumped schema with the dump's, in one transaction: if anything
 * fails, PostgreSQL rolls everything back and the database is as it was.
 *
 * The schema's own entry is left out of the restore (the schema is created beforehand if it is
 * missing): dropping and re-creating a schema needs its owner, and `public` belongs to the
 * database owner, not usually to the application's role.
 */
export async function restorePostgres(input: { pgRestore: string; databaseUrl: string; schema: string; file: string }) {
  const target = libpqTarget(input.databaseUrl);
  await ensureSchema(input.databaseUrl, input.schema);
  const toc = await run(input.pgRestore, ["--list", input.file], target.env);
  const entries = toc
    .split("\n")
    .filter((line) => !/^\d+;\s+\d+\s+\d+\s+(SCHEMA - |COMMENT - SCHEMA )/.test(line))
    .join("\n");
  // The list goes to a private temporary folder: the backup itself may be on a read-only disk.
  const listDir = await mkdtemp(path.join(tmpdir(), "rp-restore-"));
  const list = path.join(listDir, "toc.list");
  await writeFile(list, entries, { mode: 0o600 });
  try {
    await run(
      input.pgRestore,
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--use-list=${list}`,
        `--dbname=${target.url}`,
        input.file,
      ],
      target.env,
    );
  } finally {
    await rm(listDir, { recursive: true, force: true });
  }
}

/** Whether a file is a dump pg_restore can read (for a dump made by hand, which has no checksum). */
export async function readableDump(pgRestore: string, file: string): Promise<boolean> {
  try {
    await run(pgRestore, ["--list", file], {});
    return true;
  } catch {
    return false;
  }
}

/** Runs a PostgreSQL tool; its stdout, or an OperationError carrying the end of its stderr. */
function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", (error) =>
      reject(new OperationError(`${path.basename(command)} could not run: ${error.message}`)),
    );
    child.on("close", (code) => {
      if (code === 0) return resolve(out);
      const detail = err.trim().split("\n").slice(-4).join(" / ");
      reject(new OperationError(`${path.basename(command)} failed (exit ${code}): ${detail || "no message"}`));
    });
  });
}
