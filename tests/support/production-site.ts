/**
 * A site as it runs in production, for tests that stop, kill and restart the server or run the
 * operator's commands beside it: a data directory (and a PostgreSQL schema when TEST_DATABASE_URL
 * is set) and a secret that outlive any one process, the built server started as a child process
 * (`node <build>/index.js`, NODE_ENV=production), and the operator's commands
 * (`node <build>/admin.js`, `backup.js`, `restore.js`) run against the same environment.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { buildDir, testDatabaseUrl } from "./test-server";
import { commandOutput, type CommandRun } from "./command-output";
import { freePort } from "./free-port";
import { withPgClient } from "./pg-client";
import { SHORT_WAITS_ENV } from "./short-waits";

const root = path.resolve(import.meta.dirname, "../..");

export type Site = {
  engine: "sqlite" | "postgres";
  dataDir: string;
  /** DATABASE_URL of the site's own schema (PostgreSQL only). */
  databaseUrl: string | undefined;
  /** The environment every process of the site shares. */
  env: Record<string, string>;
  /** A query on the site's database, from outside the server (SQL both engines understand). */
  query<T>(text: string): Promise<T[]>;
  remove(): Promise<void>;
};

export async function createSite(): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rp-site-"));
  const schema = testDatabaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  if (schema) await withPgClient(testDatabaseUrl!, (client) => client.query(`create schema ${schema}`));
  const databaseUrl = schema
    ? `${testDatabaseUrl}${testDatabaseUrl!.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`
    : undefined;
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: databaseUrl ?? "",
    LOG_LEVEL: "warn",
    // Codes are read back from the outbox file, which production uses only when told twice.
    SMS_PROVIDER: "outbox",
    SMS_OUTBOX_IN_PRODUCTION: "1",
  };
  return {
    engine: databaseUrl ? "postgres" : "sqlite",
    dataDir,
    databaseUrl,
    env,
    async query<T>(text: string): Promise<T[]> {
      if (databaseUrl) return withPgClient(databaseUrl, async (client) => (await client.query(text)).rows as T[]);
      const db = new SQLite(path.join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(text).all() as T[];
      } finally {
        db.close();
      }
    },
    async remove() {
      if (schema)
        await withPgClient(testDatabaseUrl!, (client) => client.query(`drop schema if exists ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has ended, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the server printed (for failure messages). */
  output(): string;
  /** SIGTERM, and the process's end. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts `node <build>/index.js` on the site (on `port`, e.g. a stopped one's, or a free one),
 * without waiting for it: for tests of what the process does at start-up. Clients may pose as many
 * addresses (TRUST_PROXY=1 and X-Forwarded-For), so per-address limits never get in the way of a
 * burst of submissions; forms may be sent a few hundred milliseconds after their page was made
 * (short-waits.ts).
 */
export async function spawnServer(
  site: Site,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(buildDir, "index.js")], {
    cwd: root,
    env: {
      ...site.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      DEMO_CONTENT: "0",
      ...SHORT_WAITS_ENV,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Whether the server answers /healthz within `timeoutMs`; false at once if it has exited. */
export async function becomesHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** `spawnServer`, resolved once /healthz answers; throws with the server's output if it does not. */
export async function startServer(
  site: Site,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const server = await spawnServer(site, env, options);
  if (await becomesHealthy(server)) return server;
  const exited = server.child.exitCode !== null || server.child.signalCode !== null;
  server.child.kill("SIGKILL");
  throw new Error(
    exited
      ? `the server exited during start-up:\n${server.output()}`
      : `the server did not answer /healthz within 30 s:\n${server.output()}`,
  );
}

export type { CommandRun };

/**
 * Runs one of the operator's commands as built (`node <build>/<name>.js`, as `npm run <name>`
 * does) with the site's environment. Node is started directly, so a test can take PATH away.
 */
export function runScript(
  site: Site,
  name: "admin" | "backup" | "restore",
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<CommandRun> {
  const child = spawn(process.execPath, [path.join(buildDir, `${name}.js`), ...args], {
    cwd: root,
    env: { ...site.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return commandOutput(child);
}
