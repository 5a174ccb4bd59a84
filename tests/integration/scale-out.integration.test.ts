/**
 * Several instances behind a load balancer: two instances in this process, each with its
 * own HTTP server, page cache and SMS outbox, on one PostgreSQL schema, one Redis and one file
 * store, as two machines would be. And one instance whose Redis is down, which must fail safe.
 *
 * The two-instance part needs PostgreSQL (SQLite is one file for one instance): it runs in CI's
 * PostgreSQL pass (TEST_DATABASE_URL). Redis is the machine's own (TEST_REDIS_URL to change).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import enAdmin from "~/locales/en/admin";
import enCitizen from "~/locales/en/citizen";
import mrAdmin from "~/locales/mr/admin";
import mrCitizen from "~/locales/mr/citizen";
import { CuttableProxy } from "../support/cuttable-proxy";
import { Visitor } from "../support/http-client";
import { loadBuiltApp, startTestServer, TestClock, testDatabaseUrl, type TestServer } from "../support/test-server";
import {
  auditRows,
  coreOf,
  createStaff,
  details,
  enableTotp,
  errorSummary,
  PASSWORD,
  post,
  signIn,
} from "./admin-support";
import {
  afterFillTime,
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  json,
  lastCode,
  personAt,
  postSuggestion,
} from "./citizen-support";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe.skipIf(!testDatabaseUrl)("two instances on one PostgreSQL and one Redis", () => {
  const clock = new TestClock();
  const prefix = `rp-test-${randomBytes(4).toString("hex")}:`;
  const env = { ...CITIZEN_ENV, DEMO_CONTENT: "1", REDIS_URL, REDIS_KEY_PREFIX: prefix };
  let a: TestServer;
  let b: TestServer;
  let redis: Redis;

  beforeAll(async () => {
    a = await startTestServer(env, { clock });
    b = await startTestServer(env, { clock, sharing: a });
    redis = new Redis(REDIS_URL, { keyPrefix: prefix });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
      redis.disconnect();
    }
  });

  async function person(server: TestServer) {
    const browser = await personAt(server, clock, "/");
    return browser;
  }

  /** A staff member adds a police station "Sample <name> Railway Police Station" on one instance. */
  const addStation = (editor: Awaited<ReturnType<typeof signIn>>, en: string, mr: string) =>
    post(editor, "/admin/content/stations/new", {
      type: "PS",
      name_en: `Sample ${en} Railway Police Station`,
      name_mr: `नमुना ${mr} लोहमार्ग पोलीस ठाणे`,
      address_en: "Sample address",
      address_mr: "नमुना पत्ता",
      landline: "000-0000-0000",
      email: `sample-${en.toLowerCase().replace(/\W+/g, "-")}@example.org`,
      officer_id: "",
      parent_id: "6",
      color_code: "#00897B",
      strip: "harbour",
    });

  test("the per-mobile send limit holds across instances, and is kept in Redis", async () => {
    const mobile = freshMobile();
    expect((await postSuggestion(await person(a), mobile)).status).toBe(200);
    // The same mobile asks the other instance within 30 seconds: refused there too.
    const second = await postSuggestion(await person(b), mobile);
    expect(second.status).toBe(429);
    // KEYS patterns are not prefixed by the client (its keyPrefix applies to keys only).
    expect(await redis.keys(`${prefix}limit:otp-send:mobile:*`)).not.toHaveLength(0);
  });

  test("a code issued by one instance verifies on the other, once", async () => {
    const mobile = freshMobile();
    const browser = await person(a);
    const created = (await json(await postSuggestion(browser, mobile))) as { suggestion: { id: number } };
    const code = lastCode(a, mobile);
    const onB = new CitizenBrowser(b.url, browser.address);
    for (const [name, value] of browser.cookies) onB.cookies.set(name, value);
    onB.token = browser.token;
    const verify = (who: CitizenBrowser) =>
      who.api("/api/suggestion/verify", { suggestion_id: String(created.suggestion.id), otp: code });

    expect(await json(await verify(onB))).toMatchObject({ otp_verification: "successful" });
    expect(await json(await verify(browser))).toMatchObject({ otp_verification: "failed" });
    expect(await json(await verify(onB))).toMatchObject({ otp_verification: "failed" });
  });

  test("content published on one instance is on the other's pages at once", async () => {
    const fromB = async () => (await fetch(new URL("/all-police-stations", b.url))).text();
    await fromB();
    const warm = await fetch(new URL("/all-police-stations", b.url));
    expect(warm.headers.get("x-cache")).toBe("hit");

    await createStaff(a, { email: "scale.editor@example.org", role: "editor" });
    const editor = await signIn(a, "scale.editor@example.org");
    const created = await addStation(editor, "Cluster Nagar", "क्लस्टर नगर");
    expect(created.status).toBe(302);
    expect(await fromB()).toContain("Sample Cluster Nagar Railway Police Station");
  });

  test("an instance started while Redis was down hears the other's content changes once Redis is back", async () => {
    const target = new URL(REDIS_URL);
    const proxy = new CuttableProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    proxy.down();
    const late = await startTestServer({ ...env, REDIS_URL: `redis://127.0.0.1:${proxy.port}` }, { clock, sharing: a });
    try {
      expect(late.services.contentChanges?.subscribed()).toBe(false);
      expect(await (await fetch(new URL("/readyz", late.url))).json()).toMatchObject({
        status: "degraded",
        unavailable: ["redis"],
      });
      proxy.up();
      await expect.poll(() => late.services.contentChanges?.subscribed(), { timeout: 15_000 }).toBe(true);
      expect(await (await fetch(new URL("/readyz", late.url))).json()).toMatchObject({ status: "ok" });

      const fromLate = async () => (await fetch(new URL("/all-police-stations", late.url))).text();
      await fromLate();
      expect((await fetch(new URL("/all-police-stations", late.url))).headers.get("x-cache")).toBe("hit");
      await createStaff(a, { email: "scale.late.editor@example.org", role: "editor" });
      const editor = await signIn(a, "scale.late.editor@example.org");
      const created = await addStation(editor, "Late Nagar", "उशिरा नगर");
      expect(created.status).toBe(302);
      await expect.poll(fromLate, { timeout: 5_000 }).toContain("Sample Late Nagar Railway Police Station");
    } finally {
      await late.close();
      await proxy.stop();
    }
  });

  test("a member of staff signed in on one instance is signed in on the other", async () => {
    await createStaff(a, { email: "scale.desk@example.org", role: "desk" });
    const desk = await signIn(a, "scale.desk@example.org");
    const response = await fetch(new URL("/admin/reports", b.url), {
      headers: { cookie: `rp_staff=${desk.cookies.get("rp_staff")}` },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
  });
});

describe.skipIf(!testDatabaseUrl)("instances starting together on an empty database", () => {
  test("migrate it and load the demo content once: one does the work, the other waits", async () => {
    const { createApp, loadConfig } = await loadBuiltApp();
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "rp-start-")));
    const shared = { APP_SECRET: randomBytes(32).toString("hex"), STORAGE_DIR: path.join(dirs[0]!, "storage") };
    try {
      const apps = await Promise.all(
        dirs.map((dir) =>
          createApp(
            loadConfig({
              NODE_ENV: "test",
              LOG_LEVEL: "silent",
              DATA_DIR: dir,
              DATABASE_URL: testDatabaseUrl!,
              DEMO_CONTENT: "1",
              ...shared,
            }),
            { searchPath: schema },
          ),
        ),
      );
      await Promise.all(apps.map(({ services }) => services.close()));
      const count = async (table: string) =>
        Number((await admin.query(`select count(*) as n from ${schema}.${table}`)).rows[0].n);
      const migrations = await admin.query(`select name from ${schema}.kysely_migration`);
      expect(new Set(migrations.rows.map((row: { name: string }) => row.name)).size).toBe(migrations.rowCount);
      // The demo content once: the map's 17 police stations, not 34.
      expect(await count("police_stations")).toBeGreaterThanOrEqual(17);
      const names = await admin.query(`select name_en from ${schema}.police_stations`);
      expect(new Set(names.rows.map((row: { name_en: string }) => row.name_en)).size).toBe(names.rowCount);
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("an instance whose Redis is down", () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    server = await startTestServer({ ...CITIZEN_ENV, REDIS_URL: "redis://127.0.0.1:1" }, { clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("still serves its pages", async () => {
    for (const path of ["/", "/news", "/police-station/10"]) {
      expect((await fetch(new URL(path, server.url))).status, path).toBe(200);
    }
  });

  test("denies what its limits guard rather than letting it through: no code is sent, and the service says it is busy", async () => {
    for (const [locale, strings] of [
      ["en", enCitizen],
      ["mr", mrCitizen],
    ] as const) {
      const browser = new CitizenBrowser(server.url);
      browser.cookies.set("lang", locale);
      await browser.open("/");
      afterFillTime(clock);
      const mobile = freshMobile();
      const response = await postSuggestion(browser, mobile);
      // A fault of the server's, not the citizen's doing: 503 and "busy", never "too many codes",
      // and apart from real limiting (429) in the request metrics.
      expect(response.status, locale).toBe(503);
      expect(String((await json(response)).message), locale).toBe(strings.errors.busy);
      expect(() => lastCode(server, mobile)).toThrow();
    }
    expect(await limitRefusals("otp-send", "unavailable")).toBeGreaterThanOrEqual(2);
    expect(await limitRefusals("otp-send", "limited")).toBe(0);
  });

  test("staff signing in are told the service is busy (503), in their language, not that they tried too often", async () => {
    const email = "redis-down@railpolice.example";
    await createStaff(server, { email, role: "admin" });
    const before = await limitRefusals("staff-sign-in", "unavailable");
    for (const [locale, strings] of [
      ["en", enAdmin],
      ["mr", mrAdmin],
    ] as const) {
      const visitor = new Visitor(server.url);
      visitor.cookies.set("lang", locale);
      const response = await post(visitor, "/admin/sign-in", { email, password: PASSWORD });
      expect(response.status, locale).toBe(503);
      expect(response.headers.get("retry-after"), locale).toBe("60");
      expect(errorSummary(await response.text()), locale).toEqual([strings.sign_in.errors.busy]);
    }
    // Counted apart from real lock-outs, and recorded as what it was.
    expect(await limitRefusals("staff-sign-in", "unavailable")).toBe(before + 2);
    expect(await limitRefusals("staff-sign-in", "limited")).toBe(0);
    const failures = (await auditRows(server, "sign_in_failed")).slice(-2);
    expect(failures.map((row) => details(row).reason)).toEqual(["busy", "busy"]);
  });

  test("staff already signed in who confirm their password are told the service is busy (503), not that they are locked out", async () => {
    const user = await createStaff(server, { email: "signed-in-redis-down@railpolice.example", role: "editor" });
    // Signed in before the outage: the session is in the database, which is up.
    const { token } = await coreOf(server).sessions.start(user.id, {
      secondFactorPending: false,
      ip: null,
      userAgent: null,
    });
    const visitor = new Visitor(server.url);
    visitor.cookies.set("rp_staff", token);
    const changed = await post(visitor, "/admin/account", {
      current_password: PASSWORD,
      new_password: "a brand new sample passphrase",
      confirm_password: "a brand new sample passphrase",
    });
    expect(changed.status).toBe(503);
    expect(changed.headers.get("retry-after")).toBe("60");
    expect(errorSummary(await changed.text())).toEqual([enAdmin.sign_in.errors.busy]);
    await enableTotp(server, user);
    const codes = await post(visitor, "/admin/account/two-factor", { intent: "regenerate", password: PASSWORD });
    expect(codes.status).toBe(503);
    expect(codes.headers.get("retry-after")).toBe("60");
    expect(errorSummary(await codes.text())).toEqual([enAdmin.sign_in.errors.busy]);
  });

  /** How many requests /metrics says the limits refused, by the limit and why. */
  async function limitRefusals(limit: string, reason: "limited" | "unavailable"): Promise<number> {
    const text = await (await fetch(new URL("/metrics", server.url))).text();
    const line = text
      .split("\n")
      .find((row) => row.startsWith(`rate_limit_refusals_total{limit="${limit}",reason="${reason}"}`));
    return line ? Number(line.split(" ").pop()) : 0;
  }
});
