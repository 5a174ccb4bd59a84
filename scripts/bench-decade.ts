/**
 * `npm run bench:decade [-- --schema NAME] [-- --runs 20]`: how long the staff pages' and public
 * searches' database work takes on a database holding a decade of data (filled by `npm run
 * seed:decade`, same DATA_DIR or DATABASE_URL and --schema), as p50 and p95 in milliseconds, for
 * one user and for eight at once. Figures, not assertions: the table goes in docs/performance.md.
 *
 * Each row calls the function the page's loader calls (the inbox's listReports, the dashboard's
 * deskWork, …) in this process, over the site's own connection code: it measures the queries and
 * what the server does with their rows, not HTTP or rendering. "One user" is --runs calls one after
 * another (after two to warm up); "eight at once" is eight callers each making --runs / 2 calls at
 * the same time. "stall" is the longest the event loop was blocked during the one-user calls: on
 * SQLite every query runs on it, so that is how long every other request to the site (a cached
 * public page too) would have waited behind that page.
 *
 * The database is migrated first, as the site does at start-up: run against a database seeded by an
 * older checkout, the first run also builds that checkout's missing indexes.
 */
import { cpus, loadavg } from "node:os";
import pino from "pino";
import { EVERY_STATION } from "~/.server/auth/station-scope";
import { listAudit } from "~/.server/auth/audit-log";
import type { Db } from "~/.server/db/connection";
import { createSlowReads, type SlowReads } from "~/.server/db/slow-reads";
import { proposeReportsForItem } from "~/.server/found-property/match-proposals";
import { searchFoundProperty } from "~/.server/found-property/public-register";
import { createSiteSearch } from "~/.server/search/search-service";
import { deskWork } from "~/.server/reports/desk/desk-work";
import { exportReports, listReports } from "~/.server/reports/desk/report-inbox";
import { createCitizenReports } from "~/.server/reports/reports";
import * as seo from "~/.server/seo/sitemap";
import { decadeOptions, openDecadeDatabase } from "./lib/decade-database";

type Row = { name: string; run: () => Promise<unknown> };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/**
 * The longest the event loop went without a turn while `work` ran: a probe re-arms itself on every
 * turn and notes the longest gap between two of them.
 */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const probe = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  await work();
  await new Promise((resolve) => setImmediate(resolve));
  running = false;
  return longest;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function rows(db: Db, reads: SlowReads): Promise<Row[]> {
  // A recent lost-and-found reference, and a held item of the last weeks, as the desk would open.
  const report = await db
    .selectFrom("citizen_reports")
    .select(["reference"])
    .where("submission_key", "like", "decade-%")
    .where("kind", "=", "lost_found")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const item = await db
    .selectFrom("found_property")
    .select("id")
    .where("returned", "=", 0)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const reports = createCitizenReports({
    db,
    clock: { now: () => new Date("2026-11-21T00:00:00Z") },
    codes: {} as never,
    sms: {} as never,
    logger: pino({ level: "silent" }),
    publicUrl: "https://rp.example",
    // Ten years: the regular purge, every ten minutes, that finds nothing past the period.
    retentionDays: 3653,
    secret: "bench-decade-secret-0123456789abcdef0123",
  });
  return [
    { name: "inbox first page", run: () => listReports(db, {}, EVERY_STATION, 1, "en") },
    // The seed's mobile numbers are sample numbers (000…), which are not mobile numbers: the search
    // is for a well-formed number that no report has. Either way it is one lookup, or one scan.
    { name: "inbox search by mobile", run: () => listReports(db, { q: "98765 43210" }, EVERY_STATION, 1, "en") },
    { name: "inbox search by reference", run: () => listReports(db, { q: report.reference! }, EVERY_STATION, 1, "en") },
    // A word no report has: every report's name, message and reference read. The inbox reads it
    // as the site does, on SQLite off the request thread (db/slow-reads.ts).
    {
      name: "inbox search for a word",
      run: () => listReports(db, { q: "zyxwv" }, EVERY_STATION, 1, "en", "desc", reads),
    },
    // A word in about a third of the reports' messages: its first page is near the top of the
    // newest-first order, and its count stops at the inbox's limit.
    {
      name: "inbox search for a common word",
      run: () => listReports(db, { q: "platform" }, EVERY_STATION, 1, "en", "desc", reads),
    },
    { name: "found item's owner proposals", run: () => proposeReportsForItem(db, EVERY_STATION, item.id, "en") },
    {
      name: "one month's CSV rows",
      run: () => exportReports(db, { from: "2026-10-01", to: "2026-10-31" }, EVERY_STATION, reads),
    },
    { name: "dashboard", run: () => deskWork(db, EVERY_STATION) },
    { name: "audit log, first page", run: () => listAudit(db, {}, 1) },
    // The day after the decade ends, with the default holding period of six months.
    {
      name: "register search 'black bag'",
      run: () => searchFoundProperty(db, { q: "black bag" }, 1, "en", { today: "2026-11-21", days: 180 }),
    },
    // A word in every seeded article: the site search's worst common case (its first page and count).
    { name: "site search 'railway'", run: () => createSiteSearch(db, {})("railway", 1, "en") },
    // What /sitemap.xml costs: the index of kept sitemaps where the checkout has them (and the
    // aggregate that tells whether they are still current), else the whole sitemap rendered.
    {
      name: "sitemap",
      run: async () => {
        const sitemaps: Partial<typeof seo> = seo;
        return sitemaps.currentSitemaps
          ? sitemaps.currentSitemaps(db, "https://rp.example")
          : seo.renderSitemap("https://rp.example", await seo.listSitemapEntries(db));
      },
    },
    { name: "retention purge (nothing due)", run: () => reports.purge() },
  ];
}

async function main() {
  const argv = process.argv.slice(2);
  const options = decadeOptions(argv);
  const runsAt = argv.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 20;
  const { db, engine, target } = await openDecadeDatabase(options, { seeded: true });
  const reads = createSlowReads(target);
  try {
    const counts = await Promise.all(
      (["citizen_reports", "found_property", "audit_log", "articles"] as const).map(async (table) => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        return `${Number(row.n).toLocaleString("en-IN")} ${table}`;
      }),
    );
    console.log(`${engine}${options.schema ? ` (schema ${options.schema})` : ""}: ${counts.join(", ")}`);
    console.log(`${runs} calls for one user, 8 × ${Math.ceil(runs / 2)} for eight at once; times in ms.`);
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
    console.log(`${cpus().length} CPUs; load average at start ${load} (a shared machine: read the figures with it).\n`);
    const header = ["what", "1 user p50", "p95", "stall", "8 at once p50", "p95"];
    const table: string[][] = [];
    for (const row of await rows(db, reads)) {
      for (let i = 0; i < 2; i++) await row.run();
      const alone: number[] = [];
      const stall = await longestStall(async () => {
        for (let i = 0; i < runs; i++) {
          alone.push(await timed(row.run));
          // A turn of the event loop between calls, as between two requests.
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      const together: number[] = [];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = 0; i < Math.ceil(runs / 2); i++) together.push(await timed(row.run));
        }),
      );
      alone.sort((a, b) => a - b);
      together.sort((a, b) => a - b);
      const cells = [
        row.name,
        ms(percentile(alone, 50)),
        ms(percentile(alone, 95)),
        ms(stall),
        ms(percentile(together, 50)),
        ms(percentile(together, 95)),
      ];
      table.push(cells);
      console.log(`| ${cells.join(" | ")} |`);
    }
    console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
    for (const cells of table) console.log(`| ${cells.join(" | ")} |`);
  } finally {
    await reads.close();
    await db.destroy();
  }
}

await main();
