/**
 * PostgreSQL restarted under load: the app reaches PostgreSQL through a small TCP proxy
 * in this process, and the proxy is cut (every connection destroyed, new ones refused) for two
 * seconds while a stream of requests runs, then restored. The machine's PostgreSQL itself is never
 * touched: other test files use it at the same time.
 *
 * Shown: during the outage, requests that need the database fail cleanly and quickly with 503 (the
 * page in the visitor's language, JSON for the API), never 500; /readyz/dependencies says 503 and
 * /readyz "degraded" (200: the balancer keeps the instance); pages from the
 * page cache are still served. Afterwards the app recovers by itself (pg's pool reconnects), with
 * no restart. PostgreSQL only: SQLite is a file in the process, with no connection to lose.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { CuttableProxy } from "../support/cuttable-proxy";
import { startTestServer, TestClock, testDatabaseUrl, type TestServer } from "../support/test-server";
import { afterFillTime, BROWSER, CITIZEN_ENV, CitizenBrowser, freshMobile, SAMPLE } from "./citizen-support";

type Outcome = {
  kind: "page" | "api" | "cached";
  locale: "en" | "mr";
  start: number;
  end: number;
  status: number;
  type: string;
  body: string;
};

const OUTAGE_MS = 2_000;

describe.skipIf(!testDatabaseUrl)("PostgreSQL restarted under load", () => {
  const clock = new TestClock();
  let proxy: CuttableProxy;
  let server: TestServer;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const throughProxy = new URL(testDatabaseUrl!);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    server = await startTestServer({ ...CITIZEN_ENV, DEMO_CONTENT: "1" }, { clock, databaseUrl: throughProxy.href });
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.close();
  });

  const anonymous = (locale: "en" | "mr") => ({ ...BROWSER, ...(locale === "mr" ? { cookie: "lang=mr" } : {}) });

  async function timed(kind: Outcome["kind"], locale: Outcome["locale"], request: () => Promise<Response>) {
    const start = Date.now();
    const response = await request();
    const body = await response.text();
    return {
      kind,
      locale,
      start,
      end: Date.now(),
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      body,
    } satisfies Outcome;
  }

  /** A page that is always rendered: a query parameter no page reads keeps it out of the page cache. */
  const renderedPage = (locale: "en" | "mr") =>
    timed("page", locale, () =>
      fetch(`${server.url}/news?x=${randomBytes(4).toString("hex")}`, { headers: anonymous(locale) }),
    );
  const cachedPage = (locale: "en" | "mr") =>
    timed("cached", locale, () => fetch(`${server.url}/news`, { headers: anonymous(locale) }));
  /** A citizen's suggestion: its rate limits and its draft are in the database. */
  async function suggestion(locale: "en" | "mr") {
    const browser = new CitizenBrowser(server.url, undefined, locale);
    // The form page comes from the page cache, so it opens during the outage as well.
    await browser.open("/");
    afterFillTime(clock);
    return timed("api", locale, () =>
      browser.api("/api/suggestion/new", {
        name: SAMPLE.name,
        mobile_number: freshMobile(),
        suggestion: SAMPLE.suggestion,
      }),
    );
  }
  /** What monitoring sees: every dependency. The balancer's /readyz does not fail for a shared one. */
  const readiness = async () => (await fetch(`${server.url}/readyz/dependencies`)).status;
  const balancerSees = async () => (await fetch(`${server.url}/readyz`)).json();

  test("requests fail with 503 during the outage, cached pages are served, and the app recovers", async () => {
    // Before: everything works, and both languages of the news list are in the page cache.
    for (const locale of ["en", "mr"] as const) {
      expect((await cachedPage(locale)).status).toBe(200);
      expect((await renderedPage(locale)).status).toBe(200);
      expect((await suggestion(locale)).status).toBe(200);
    }
    expect(await readiness()).toBe(200);

    // A stream of requests from a few clients at once, through the cut and the restore.
    const outcomes: Outcome[] = [];
    let running = true;
    const clients = (["en", "mr"] as const).flatMap((locale) =>
      [renderedPage, suggestion, cachedPage].map(async (kind) => {
        while (running) outcomes.push(await kind(locale));
      }),
    );

    /** Waits until `enough` holds of what has been answered so far (on a busy machine, a while). */
    const until = (enough: () => boolean) => expect.poll(enough, { timeout: 15_000, interval: 100 }).toBe(true);
    const answered = (from: number, kind: Outcome["kind"]) =>
      outcomes.filter((outcome) => outcome.start > from && outcome.kind === kind).length;

    await new Promise((resolve) => setTimeout(resolve, 500));
    const cutAt = Date.now();
    proxy.down();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    const readyDuring = await readiness();
    const balancerDuring = await balancerSees();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    // At least one page and one API call answered wholly inside the outage, however busy the machine.
    await until(() => answered(cutAt + 100, "page") > 0 && answered(cutAt + 100, "api") > 0);
    const restoredAt = Date.now();
    proxy.up();

    // After: readiness comes back by itself, and so do the pages and the API.
    await expect.poll(readiness, { timeout: 10_000, interval: 200 }).toBe(200);
    const recoveredAt = Date.now();
    await until(() => answered(recoveredAt, "page") >= 2 && answered(recoveredAt, "api") >= 2);
    running = false;
    await Promise.all(clients);

    expect(readyDuring).toBe(503);
    // The database is every instance's: the balancer keeps this one, which still serves its cache.
    expect(balancerDuring).toEqual({ status: "degraded", unavailable: ["database"], sms: "outbox" });

    // Nothing failed any other way than 503, at any time, and no refusal was slow in coming.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refusals = outcomes.filter((outcome) => outcome.status === 503);
    expect(Math.max(...refusals.map((outcome) => outcome.end - outcome.start))).toBeLessThan(6_000);

    // Wholly inside the outage: whatever needed the database was refused with 503.
    const during = outcomes.filter((outcome) => outcome.start > cutAt + 100 && outcome.end < restoredAt);
    const failed = during.filter((outcome) => outcome.kind !== "cached");
    expect(failed.filter((outcome) => outcome.kind === "page").length).toBeGreaterThan(0);
    expect(failed.filter((outcome) => outcome.kind === "api").length).toBeGreaterThan(0);
    for (const outcome of failed) {
      const messages = outcome.locale === "mr" ? mr : en;
      expect(outcome.status).toBe(503);
      if (outcome.kind === "page") {
        // The site's own error page, in the visitor's language.
        expect(outcome.type).toMatch(/^text\/html/);
        expect(outcome.body).toContain(`<html lang="${outcome.locale}"`);
        expect(outcome.body).toContain(messages.errors.server.title);
      } else {
        expect(outcome.type).toMatch(/^application\/json/);
        expect(JSON.parse(outcome.body)).toEqual({ message: messages.errors.api.unavailable });
      }
    }
    // The page cache went on serving the news list in both languages.
    const cached = during.filter((outcome) => outcome.kind === "cached");
    expect(cached.length).toBeGreaterThan(0);
    for (const outcome of cached) {
      expect(outcome.status).toBe(200);
      expect(outcome.body).toContain(`<html lang="${outcome.locale}"`);
    }

    // Once PostgreSQL answered again, so did everything else, without a restart of the app.
    const after = outcomes.filter((outcome) => outcome.start > recoveredAt);
    expect(after.filter((outcome) => outcome.kind === "page").length).toBeGreaterThan(0);
    expect(after.filter((outcome) => outcome.kind === "api").length).toBeGreaterThan(0);
    expect(after.map((outcome) => outcome.status)).toEqual(after.map(() => 200));
  }, 60_000);

  test("an outage just after a content change still serves the last copy of each cached page", async () => {
    for (const locale of ["en", "mr"] as const) expect((await cachedPage(locale)).status).toBe(200);
    // Staff publish something: every stored page must be rendered anew before it is served again.
    server.services.pageCache.invalidate();
    proxy.down();
    try {
      for (const locale of ["en", "mr"] as const) {
        const response = await fetch(`${server.url}/news`, { headers: anonymous(locale) });
        expect(response.status, locale).toBe(200);
        expect(response.headers.get("x-cache")).toBe("stale-if-error");
        expect(await response.text()).toContain(`<html lang="${locale}"`);
      }
    } finally {
      proxy.up();
    }
    // Once the database answers, the page is rendered anew.
    await expect
      .poll(async () => (await fetch(`${server.url}/news`, { headers: anonymous("en") })).headers.get("x-cache"), {
        timeout: 10_000,
        interval: 200,
      })
      .toMatch(/^(miss|hit)$/);
  }, 30_000);
});
