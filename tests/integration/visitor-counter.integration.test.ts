/**
 * The visitor counter over real HTTP: a browser is counted once per (Indian) day, bots and
 * non-page requests are not counted, the count reaches `visit_days` and outlives the process, and
 * counting never makes a page wait for the database.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { createLogger } from "~/.server/logger";
import { createVisitorCounter } from "~/.server/visitors/visitor-counter";
import { indiaDay } from "~/lib/india-time";
import { hydrationLoaderData, setCookies } from "../support/html";
import { Visitor } from "../support/http-client";
import { startTestServer, testDatabaseUrl, type TestServer, useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const server = useTestServer();

function newBrowser(target: TestServer = server, headers: Record<string, string> = {}): Visitor {
  return new Visitor(target.url, { ...BROWSER_HEADERS, ...headers });
}

const total = () => server.services.visitors.total();

/**
 * The count a visitor is shown after loading a page: the page itself may come from the page cache
 * with the count of when it was rendered, and the home page then asks for the live one (SPEC §1
 * global data; docs/decisions/009-page-cache.md).
 */
async function pageVisitorCount(response: Response): Promise<number> {
  const rendered = (await hydrationLoaderData(await response.text())).root!.visitorCount as number;
  const live = (await (await fetch(new URL("/api/visitor-count", response.url))).json()) as { visitorCount: number };
  expect(rendered).toBeLessThanOrEqual(live.visitorCount);
  return live.visitorCount;
}

async function storedVisits(target: TestServer = server): Promise<Record<string, number>> {
  const rows = await target.services.db.selectFrom("visit_days").select(["day", "visits"]).execute();
  return Object.fromEntries(rows.map((row) => [row.day, Number(row.visits)]));
}

describe("who is counted", () => {
  test("a browser's first page view of the day is counted and marked with an rp_visit cookie", async () => {
    const before = total();
    const browser = newBrowser();
    const response = await browser.get("/");
    expect(response.status).toBe(200);
    expect(total()).toBe(before + 1);
    expect(await pageVisitorCount(response)).toBe(before + 1);

    const visit = setCookies(response).get("rp_visit");
    expect(visit?.value).toBe(indiaDay(new Date()));
    expect(visit?.attributes.has("httponly")).toBe(true);
  });

  test("later views by the same browser that day are not counted again", async () => {
    const browser = newBrowser();
    await browser.get("/");
    const afterFirst = total();
    for (const path of ["/", "/home", "/?modal=contact-us", "/no-such-page"]) {
      const response = await browser.get(path);
      expect(setCookies(response).has("rp_visit"), path).toBe(false);
    }
    expect(total()).toBe(afterFirst);
  });

  test("another browser is counted on its own first view", async () => {
    await newBrowser().get("/");
    const before = total();
    await newBrowser().get("/");
    expect(total()).toBe(before + 1);
  });

  test("a browser last counted yesterday is counted again today", async () => {
    const browser = newBrowser();
    browser.cookies.set("rp_visit", indiaDay(new Date(Date.now() - 24 * 60 * 60 * 1000)));
    const before = total();
    const response = await browser.get("/");
    expect(total()).toBe(before + 1);
    expect(setCookies(response).get("rp_visit")?.value).toBe(indiaDay(new Date()));
  });

  test("a search engine crawler (Googlebot) is not counted", async () => {
    const before = total();
    const crawler = newBrowser(server, { "user-agent": GOOGLEBOT });
    const response = await crawler.get("/");
    expect(response.status).toBe(200);
    expect(setCookies(response).has("rp_visit")).toBe(false);
    expect(total()).toBe(before);
  });

  test("JSON API paths, non-HTML requests, static files and health checks are not counted", async () => {
    const before = total();
    await newBrowser().get("/api/police-stations-incharge");
    await newBrowser().get("/iapi/front/news?page=1");
    await newBrowser().get("/", { accept: "application/json" });
    await newBrowser().get("/favicon.svg");
    await newBrowser().get("/healthz");
    expect(total()).toBe(before);
  });

  test("what a page's service worker or scripts fetch without cookies is not a visit", async () => {
    const before = total();
    // public/sw.js storing the offline page in both languages, as it does on install and hourly.
    for (const lang of ["en", "mr"]) {
      const response = await newBrowser(server, {
        accept: "*/*",
        "sec-fetch-dest": "empty",
        "sec-fetch-mode": "cors",
      }).get(`/offline?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(setCookies(response).has("rp_visit")).toBe(false);
    }
    expect(total()).toBe(before);
    // The page itself, opened by the browser, is.
    await newBrowser(server, { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }).get("/offline?lang=en");
    expect(total()).toBe(before + 1);
  });

  test("a form post is not counted as a visit", async () => {
    const browser = newBrowser();
    const token = await browser.csrfToken("/");
    // An old visit mark: were the post counted like a page view, it would bump the total.
    browser.cookies.set("rp_visit", "1999-01-01");
    const before = total();
    const response = await browser.postForm("/preferences", { _token: token, font: "increase" });
    expect(response.status).toBe(303);
    expect(total()).toBe(before);
  });
});

describe("where the count is kept", () => {
  test("a flush writes today's visits to visit_days, matching the total the pages show", async () => {
    await newBrowser().get("/");
    await server.services.visitors.flush();
    const stored = await storedVisits();
    const today = indiaDay(new Date());
    expect(stored[today]).toBeGreaterThan(0);
    const sum = Object.values(stored).reduce((a, b) => a + b, 0);
    expect(sum).toBe(total());
    expect(await pageVisitorCount(await newBrowser().get("/"))).toBe(sum + 1);
  });

  test("a freshly started counter on the same database reads the flushed total back", async () => {
    await newBrowser().get("/");
    await server.services.visitors.flush();
    const restarted = await createVisitorCounter(server.services.db, createLogger("silent"));
    try {
      expect(restarted.total()).toBe(total());
    } finally {
      await restarted.stop();
    }
  });

  test("a counter with no visits of its own shows the visits another instance stored", async () => {
    // A second instance on the same database, started now, whose visitors are all returning ones.
    const other = await createVisitorCounter(server.services.db, createLogger("silent"), { flushIntervalMs: 60_000 });
    try {
      expect(other.total()).toBe(total());
      await newBrowser().get("/");
      await newBrowser().get("/");
      await server.services.visitors.flush();
      await other.flush();
      expect(other.total()).toBe(total());
    } finally {
      await other.stop();
    }
  });

  test.skipIf(Boolean(testDatabaseUrl))(
    "visits not yet flushed are written at shutdown and survive a server restart (SQLite file)",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "rp-visits-"));
      try {
        const first = await startTestServer({ DATA_DIR: dataDir });
        await newBrowser(first).get("/");
        await newBrowser(first).get("/");
        expect(first.services.visitors.total()).toBe(2);
        await first.close(); // graceful shutdown flushes the pending visits

        const second = await startTestServer({ DATA_DIR: dataDir });
        try {
          expect(second.services.visitors.total()).toBe(2);
          expect(await pageVisitorCount(await newBrowser(second).get("/"))).toBe(3);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

/**
 * Holds a write lock on visit_days from another connection for `ms`, as a second instance or a long
 * maintenance job would. On SQLite the holder is another process (a lock held inside this process
 * could not be released while SQLite waits on it). `releasedAt` resolves to the time (Date.now())
 * the lock was let go.
 */
async function lockVisitDaysFor(target: TestServer, ms: number): Promise<{ releasedAt: Promise<number> }> {
  const database = target.services.config.database;
  if (database.kind === "postgres") {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(target.services.db);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("begin");
    await client.query(`lock table "${rows[0]!.schema}".visit_days in access exclusive mode`);
    const releasedAt = new Promise<void>((resolve) => setTimeout(resolve, ms)).then(async () => {
      const at = Date.now();
      await client.query("commit");
      await client.end();
      return at;
    });
    return { releasedAt };
  }
  const holder = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]);
       db.exec("begin immediate");
       process.stdout.write("locked\\n");
       setTimeout(() => {
         const at = Date.now();
         db.exec("commit");
         db.close();
         process.stdout.write("released " + at + "\\n");
       }, Number(process.argv[2]));`,
      database.file,
      String(ms),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  holder.stdout.setEncoding("utf8");
  holder.stdout.on("data", (chunk: string) => (output += chunk));
  const releasedAt = new Promise<number>((resolve, reject) => {
    holder.once("error", reject);
    holder.once("exit", (code) => {
      const at = /released (\d+)/.exec(output)?.[1];
      if (code === 0 && at) resolve(Number(at));
      else reject(new Error(`lock holder exited with ${code}: ${output}`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once("data", () => resolve());
    releasedAt.catch(reject);
  });
  return { releasedAt };
}

describe("counting never blocks a page", () => {
  test("while another connection holds the visit table locked for 3 s, a new visitor's page answers before the lock is let go", async () => {
    await newBrowser().get("/"); // a visit waiting to be flushed
    const before = total();
    const lock = await lockVisitDaysFor(server, 3_000);
    // The flush now has to wait for the lock; the page must not wait with it.
    const flushing = server.services.visitors.flush();
    const response = await newBrowser().get("/");
    const answeredAt = Date.now();
    const releasedAt = await lock.releasedAt;
    await flushing;

    expect(response.status).toBe(200);
    expect(answeredAt, "the page answered only after the lock was released").toBeLessThan(releasedAt);
    // Nothing was lost while the database was busy: the next flush stores every visit.
    await server.services.visitors.flush();
    expect(total()).toBe(before + 1);
    expect(Object.values(await storedVisits()).reduce((a, b) => a + b, 0)).toBe(before + 1);
  });

  test("the count the pages show never dips while a flush is writing it", async () => {
    await newBrowser().get("/");
    await newBrowser().get("/");
    const before = total();
    const flushing = server.services.visitors.flush();
    const duringFlush = total();
    await flushing;
    expect(duringFlush).toBe(before);
    expect(total()).toBe(before);
  });
});
