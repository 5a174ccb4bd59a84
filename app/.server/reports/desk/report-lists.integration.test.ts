/**
 * The staff lists over years of reports, on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): a whole mobile number or reference typed into the inbox search is an exact
 * lookup that finds what a search inside the text found; the inbox counts only up to its limit;
 * the retention purge deletes in chunks and lets the event loop answer between them. On SQLite,
 * the query plans show the inbox's first page, its count, a month's export, the owner proposals
 * and the purge read by their indexes, never by a scan of the whole reports table.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type CompiledQuery } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { EVERY_STATION, type StationScope } from "../../auth/station-scope";
import { containsText } from "../../db/like-pattern";
import type { Db } from "../../db/connection";
import type { Database } from "../../db/schema";
import { proposeReportsForItem } from "../../found-property/match-proposals";
import { PURGE_CHUNK } from "../reports";
import { deskWork } from "./desk-work";
import { purgingReports } from "./purge.fixtures";
import { exportReports, INBOX_COUNT_LIMIT, INBOX_PAGE_SIZE, listReports } from "./report-inbox";

const CSMT = 10;
const DADAR = 11;
const CSMT_DESK: StationScope = { stationId: CSMT };
const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let db: Db;

beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db
    .insertInto("police_stations")
    .values([
      { id: CSMT, name_en: "CSMT", type: "PS" },
      { id: DADAR, name_en: "Dadar", type: "PS" },
    ])
    .execute();
});

afterEach(async () => {
  await database.close();
});

/** `count` confirmed reports, one a day back from 2026-11-20, alternating CSMT and Dadar. */
async function fill(count: number, fields: (n: number) => Record<string, unknown> = () => ({})) {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      kind: "complaint" as const,
      status: "received" as const,
      submission_key: `list-${n}`,
      owner_key: `list-${n}`,
      reference: `MRP-C-2026-${String(n).padStart(6, "0")}`,
      name: `Sample Citizen ${n}`,
      mobile_number: `9000${String(n).padStart(6, "0")}`,
      message: `Sample report ${n}, mentioning 9000${String(n + 1).padStart(6, "0")} in passing`,
      station_id: n % 2 ? CSMT : DADAR,
      confirmed_at: new Date(Date.parse("2026-11-20T06:00:00Z") - n * DAY).toISOString(),
      ...fields(n),
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("citizen_reports")
      .values(rows.slice(i, i + 200))
      .execute();
}

/** The references an inbox search lists (every page of it), as a set. */
async function inboxSearch(q: string, scope: StationScope = EVERY_STATION) {
  const page = await listReports(db, { q }, scope, 1, "en");
  return new Set(page.data.map((row) => row.reference));
}

/** The references a search inside the name, message and reference finds (the inbox's text search). */
async function textSearch(q: string, column: "reference" | "mobile_number", value: string) {
  const rows = await db
    .selectFrom("citizen_reports")
    .select("reference")
    .where("status", "!=", "draft")
    .where((eb) =>
      eb.or([
        ...(["name", "message", "reference"] as const).map((c) => containsText(eb.ref(c), q)),
        eb(column, "=", value),
      ]),
    )
    .execute();
  return rows.map((row) => row.reference!);
}

describe("the inbox search by a whole mobile number or reference", () => {
  test("finds the report a search inside the text found, however the number is typed", async () => {
    await fill(30);
    const reference = "MRP-C-2026-000007";
    expect(await inboxSearch(reference)).toEqual(new Set([reference]));
    expect(await inboxSearch(" mrp‐c‐2026‐000007 ")).toEqual(new Set([reference]));
    expect(await textSearch(reference, "reference", reference)).toEqual([reference]);

    const mobile = "9000000007";
    const expected = new Set([reference]);
    for (const typed of [mobile, "+91 90000 00007", "090000-00007", "९००००००००७"]) {
      expect(await inboxSearch(typed), typed).toEqual(expected);
    }
    // The search inside the text also found the report whose message mentions the number in
    // passing; the exact lookup finds the report made from it, which is what the desk asks.
    expect(await textSearch(mobile, "mobile_number", mobile)).toContain(reference);
  });

  test("keeps the station scope, and a part of a number still searches the text", async () => {
    await fill(30);
    expect(await inboxSearch("9000000007", CSMT_DESK)).toEqual(new Set(["MRP-C-2026-000007"]));
    expect(await inboxSearch("9000000008", CSMT_DESK)).toEqual(new Set());
    expect(await inboxSearch("MRP-C-2026-000008", CSMT_DESK)).toEqual(new Set());
    expect(await inboxSearch("MRP-C-2026-00000")).toEqual(
      new Set(Array.from({ length: 9 }, (_, i) => `MRP-C-2026-00000${i + 1}`)),
    );
  });
});

describe("the inbox count", () => {
  test("stops at its limit and the pages go on", async () => {
    await fill(60);
    const small = await listReports(db, {}, EVERY_STATION, 1, "en");
    expect(small).toMatchObject({ total: 60, more: false, last_page: 3 });
    expect(small.data[0]!.reference).toBe("MRP-C-2026-000001");
  });

  test.skipIf(INBOX_COUNT_LIMIT > 20_000)(
    "past the limit says 'more than' and offers the next page",
    async () => {
      await fill(INBOX_COUNT_LIMIT + 30);
      const lastCounted = Math.ceil(INBOX_COUNT_LIMIT / INBOX_PAGE_SIZE);
      const first = await listReports(db, {}, EVERY_STATION, 1, "en");
      expect(first).toMatchObject({ total: INBOX_COUNT_LIMIT, more: true, last_page: lastCounted });
      const beyond = await listReports(db, {}, EVERY_STATION, lastCounted + 1, "en");
      expect(beyond).toMatchObject({ more: true, last_page: lastCounted + 2 });
      const end = await listReports(db, {}, EVERY_STATION, lastCounted + 2, "en");
      expect(end).toMatchObject({ more: true, last_page: lastCounted + 2 });
      expect(end.data).toHaveLength(5);
    },
    60_000,
  );
});

describe("the retention purge", () => {
  const reportsOf = () => purgingReports(db);

  test("deletes every closed report past the retention period, chunk by chunk, letting the event loop answer", async () => {
    const old = PURGE_CHUNK * 2 + 10;
    await fill(old + 5, (n) => ({
      status: "closed",
      closed_at: new Date(Date.parse("2026-11-21T00:00:00Z") - (n <= old ? 200 : 10) * DAY).toISOString(),
    }));
    const order: string[] = [];
    const purging = reportsOf()
      .purge()
      .then((result) => {
        order.push("purged");
        return result;
      });
    setImmediate(() => order.push("another request"));
    expect(await purging).toEqual({ drafts: 0, closed: old });
    expect(order).toEqual(["another request", "purged"]);
    const left = await db
      .selectFrom("citizen_reports")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    expect(Number(left!.n)).toBe(5);
  });
});

describe("query plans on SQLite", () => {
  /** The same database through a Kysely that records every statement it runs. */
  function recording() {
    const sqlite = new SQLite(path.join(database.dir, "test.db"));
    const queries: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => void queries.push(event.query),
    });
    return { db: logged, queries, sqlite };
  }

  /** SQLite's plan of each statement: the lines of EXPLAIN QUERY PLAN, joined. */
  function plans(sqlite: SQLite.Database, queries: CompiledQuery[]) {
    return queries.map((query) => {
      const steps = sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{
        detail: string;
      }>;
      return { sql: query.sql, plan: steps.map((step) => step.detail).join("\n") };
    });
  }

  const fullScan = /SCAN citizen_reports(?! USING)/;

  test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "the inbox, the export, the owner proposals and the purge read the reports by an index",
    async () => {
      await fill(50);
      // Enough rows for the planner's statistics to see a big table, as in production.
      await sql`analyze`.execute(db);
      const { db: logged, queries, sqlite } = recording();
      try {
        await listReports(logged, {}, EVERY_STATION, 1, "en");
        await listReports(logged, {}, CSMT_DESK, 1, "en");
        await listReports(logged, { status: "received" }, EVERY_STATION, 1, "en");
        await listReports(logged, { q: "9000000007" }, EVERY_STATION, 1, "en");
        await listReports(logged, { q: "MRP-C-2026-000007" }, CSMT_DESK, 1, "en");
        await exportReports(logged, { from: "2026-10-01", to: "2026-10-31" }, EVERY_STATION);
        const item = await logged
          .insertInto("found_property")
          .values({ category: "bag", station_id: CSMT, found_on: "2026-11-19", description_en: "A black bag" })
          .returning("id")
          .executeTakeFirstOrThrow();
        await proposeReportsForItem(logged, EVERY_STATION, item.id, "en");
        await purgingReports(logged).purge();

        const reads = plans(
          sqlite,
          queries.filter((query) => /citizen_reports/.test(query.sql) && !/^insert/i.test(query.sql)),
        );
        expect(reads.length).toBeGreaterThanOrEqual(14);
        for (const { sql: text, plan } of reads) {
          expect(plan, `${text}\n${plan}`).not.toMatch(fullScan);
          // Only the few rows of one mobile number or reference may be sorted after reading them.
          if (!/citizen_reports_mobile|\(reference=\?\)/.test(plan))
            expect(plan, `${text}\n${plan}`).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
        }
        const planOf = (pattern: RegExp) => reads.find((read) => pattern.test(read.sql))!.plan;
        expect(planOf(/delete from "citizen_reports" where "status" = \? and "draft_expires_at"/)).toMatch(
          /citizen_reports_status/,
        );
        expect(planOf(/"status" = \? and "closed_at" < \?/)).toMatch(/citizen_reports_status_closed/);
        // The owner proposals read the item's date window as a range of the index, not the category whole.
        const proposals = reads.filter((read) => /"lf_type" = \?/.test(read.sql)).map((read) => read.plan);
        expect(proposals).toEqual([
          expect.stringMatching(
            /citizen_reports_lost_category \(lf_type=\? AND category=\? AND incident_date>\? AND incident_date<\?\)/,
          ),
          expect.stringMatching(/citizen_reports_lost_category \(lf_type=\? AND category=\? AND incident_date=\?\)/),
        ]);
      } finally {
        await logged.destroy();
      }
    },
  );

  test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a search for text reads the reports that hold it through the word index, never by a scan",
    async () => {
      // No statistics: SQLite takes the table for a big one (at fifty rows, reading them all is cheaper).
      await fill(50);
      const { db: logged, queries, sqlite } = recording();
      try {
        expect((await listReports(logged, { q: "Citizen 17" }, EVERY_STATION, 1, "en")).total).toBe(1);
        expect(await exportReports(logged, { q: "REPORT 3," }, CSMT_DESK)).toHaveLength(1);
        const reads = plans(
          sqlite,
          queries.filter((query) => /"citizen_reports"/.test(query.sql)),
        );
        // The page, its count and the export.
        expect(reads).toHaveLength(3);
        for (const { sql: text, plan } of reads) {
          expect(plan, `${text}\n${plan}`).toMatch(/SCAN citizen_report_words VIRTUAL TABLE/);
          expect(plan, `${text}\n${plan}`).not.toMatch(fullScan);
        }
      } finally {
        await logged.destroy();
      }
    },
  );

  test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "the dashboard counts the reports by their status index, never by a scan",
    async () => {
      await fill(50, (n) => ({ status: (["received", "under_review", "closed"] as const)[n % 3] }));
      await sql`analyze`.execute(db);
      const { db: logged, queries, sqlite } = recording();
      try {
        expect(await deskWork(logged, EVERY_STATION)).toMatchObject({ newCount: 16, inProgressCount: 17 });
        expect(await deskWork(logged, CSMT_DESK)).toMatchObject({ newCount: 8, inProgressCount: 9 });
        const reads = plans(sqlite, queries);
        expect(reads.length).toBeGreaterThanOrEqual(6);
        for (const { sql: text, plan } of reads) expect(plan, `${text}\n${plan}`).not.toMatch(/SCAN citizen_reports/);
        // Every list of reports it shows is as long as it shows (the rest is never read).
        for (const { sql: text } of reads.filter((read) => !/count\(\*\)/.test(read.sql)))
          expect(text).toMatch(/ limit \?$/);
      } finally {
        await logged.destroy();
      }
    },
  );
});
