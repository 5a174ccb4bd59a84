/**
 * Boots the production build (build/server/index.js) in-process on a random port, on a fresh
 * temporary SQLite file, or on a fresh PostgreSQL schema when TEST_DATABASE_URL is set. Each call
 * gets its own database, so test files never see each other's data.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { withPgClient } from "./pg-client";
import type * as AppModule from "../../server/app";
import type { AppServices } from "../../app/.server/services";

export type TestServer = {
  url: string;
  services: AppServices;
  database: "sqlite" | "postgres";
  /** What a second instance needs to share this one's data (see `sharing` below). */
  shared: { env: Record<string, string>; schema: string | undefined };
  close(): Promise<void>;
};

/** The build under test: `build/`, or RR_BUILD_DIR when builds run side by side. */
export const buildDir = path.resolve(process.env.RR_BUILD_DIR || "build");
const buildPath = path.join(buildDir, "server/index.js");

export async function loadBuiltApp(): Promise<typeof AppModule> {
  return (await import(buildPath)) as typeof AppModule;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** A clock tests can move forward: code expiry and rate-limit windows follow it. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export type TestServerOptions = {
  clock?: TestClock;
  sms?: AppServices["sms"];
  /** Another instance on the same database, files and secret (PostgreSQL only), as in a cluster. */
  sharing?: TestServer;
  /** The app reaches PostgreSQL at this URL instead (a proxy in front of it); same schema. */
  databaseUrl?: string;
};

/**
 * A test server for the tests of one file (or one `describe` block): started before them and
 * closed after them. What it returns reads through to the running server, so read its `url` and
 * `services` inside tests and hooks, not while the file is being collected.
 */
export function useTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(env, options);
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = (): TestServer => {
    if (!running) throw new Error("the test server is not running: use it inside a test or a hook");
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get services() {
      return current().services;
    },
    database: testDatabaseUrl ? "postgres" : "sqlite",
    get shared() {
      return current().shared;
    },
    close: () => current().close(),
  };
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { createApp, loadConfig } = await loadBuiltApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), "rp-test-"));
  const owner = !options.sharing;
  const schema = options.sharing
    ? options.sharing.shared.schema
    : testDatabaseUrl
      ? `test_${randomBytes(6).toString("hex")}`
      : undefined;
  if (schema && owner) await withPgClient(testDatabaseUrl!, (client) => client.query(`create schema ${schema}`));

  const sharedEnv = options.sharing?.shared.env ?? {
    APP_SECRET: randomBytes(32).toString("hex"),
    STORAGE_DIR: path.join(dataDir, "storage"),
  };
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...sharedEnv,
    ...(testDatabaseUrl ? { DATABASE_URL: options.databaseUrl ?? testDatabaseUrl } : {}),
    ...env,
  });
  const cleanUp = async () => {
    if (schema && owner)
      await withPgClient(testDatabaseUrl!, (client) => client.query(`drop schema if exists ${schema} cascade`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  let created: Awaited<ReturnType<typeof createApp>>;
  try {
    created = await createApp(config, {
      clientDir: path.join(buildDir, "client"),
      searchPath: schema,
      clock: options.clock,
      sms: options.sms,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { handle, services } = created;
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    services,
    database: testDatabaseUrl ? "postgres" : "sqlite",
    shared: { env: { APP_SECRET: config.appSecret, STORAGE_DIR: config.storageDir }, schema },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      await cleanUp();
    },
  };
}
