/**
 * Starting the production server when something it needs is not right: a HOST it cannot listen
 * on is one configuration line (exit 78, as for every other variable), not a stack trace; and a
 * database that does not answer yet (PostgreSQL restarting, a reboot in which the application came
 * up first) is waited for, with a line each try, instead of exiting and being given up on by the
 * supervisor.
 */
import { afterEach, describe, expect, test } from "vitest";
import { CuttableProxy } from "../support/cuttable-proxy";
import { becomesHealthy, createSite, spawnServer, type ServerProcess, type Site } from "../support/production-site";
import { testDatabaseUrl } from "../support/test-server";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(): Promise<Site> {
  const created = await createSite();
  cleanups.push(() => created.remove());
  return created;
}

async function spawn(on: Site, env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(on, env);
  cleanups.push(() => server.stop());
  return server;
}

// Configuration is read before any database is opened: the PostgreSQL pass would repeat it unchanged.
describe.skipIf(Boolean(testDatabaseUrl))("a HOST the server cannot listen on", () => {
  test("stops start-up with one line naming HOST, exit 78, no stack trace", { timeout: 60_000 }, async () => {
    const server = await spawn(await site(), { HOST: "no-such-host.invalid" });
    expect((await server.exited).code, server.output()).toBe(78);
    expect(server.output()).toContain("check HOST and PORT");
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});

describe.skipIf(!testDatabaseUrl)("an instance started while PostgreSQL does not answer", () => {
  test("waits for it, saying so, and serves once it answers", { timeout: 90_000 }, async () => {
    const on = await site();
    const target = new URL(on.databaseUrl!);
    const proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    cleanups.push(() => proxy.stop());
    proxy.down();
    const throughProxy = new URL(on.databaseUrl!);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);

    const server = await spawn(on, { DATABASE_URL: throughProxy.href });
    // It neither exits nor listens while the database is away.
    expect(await becomesHealthy(server, 3_000), server.output()).toBe(false);
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.output()).toContain("the database does not answer yet");

    proxy.up();
    expect(await becomesHealthy(server, 30_000), server.output()).toBe(true);
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});
