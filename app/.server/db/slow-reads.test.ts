/**
 * Slow reads on SQLite run on reader threads: the request thread keeps answering (its timers
 * run) while one is under way, the rows are those the query reads in place, a failed read says
 * why, a read cut short by close() fails, and the reader sees what the application committed a
 * moment before.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Db } from "./connection";
import { migrateToLatest } from "./migrate";
import { createSlowReads, IN_PLACE, type ReadQuery, type SlowReads } from "./slow-reads";

let dir: string;
let db: Db;
let reads: SlowReads;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "slow-reads-"));
  const target = { kind: "sqlite" as const, file: path.join(dir, "test.db") };
  db = openDatabase(target);
  await migrateToLatest(db);
  reads = createSlowReads(target);
});

afterAll(async () => {
  await reads.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A query written in SQL, as a read takes it. */
function rawQuery<Row>(raw: RawBuilder<Row>): ReadQuery<Row> {
  return { compile: () => raw.compile(db), execute: async () => (await raw.execute(db)).rows };
}

/** A query that keeps SQLite busy for a while: counting a few million rows it makes up. */
const busyQuery = () =>
  rawQuery(sql<{ count: number }>`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000000)
    select count(*) as count from n`);

/** How many times a 1 ms timer of the request thread ran while `read` was under way. */
async function timerRunsDuring(read: () => Promise<unknown>): Promise<number> {
  let runs = 0;
  const timer = setInterval(() => runs++, 1);
  try {
    await read();
  } finally {
    clearInterval(timer);
  }
  return runs;
}

describe("slow reads on SQLite", () => {
  test("the request thread's timers run while a slow read is under way, as they do not in place", async () => {
    expect(await timerRunsDuring(() => IN_PLACE.read(busyQuery()))).toBe(0);
    expect(await timerRunsDuring(() => reads.read(busyQuery()))).toBeGreaterThan(0);
  });

  test("the rows are those the query reads in place, parameters and all", async () => {
    const query = db
      .selectFrom("news_flashes")
      .select(["id", "text", "active"])
      .where("text", "like", "%sample%")
      .orderBy("id");
    const at = new Date().toISOString();
    await db
      .insertInto("news_flashes")
      .values(
        ["A sample flash", "Another sample flash", "Not this one"].map((text, i) => ({
          text,
          sort_order: i,
          active: 1 as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    // Committed on the application's connection a moment ago, read on the reader's.
    const inPlace = await query.execute();
    expect(inPlace.map((row) => row.text)).toEqual(["A sample flash", "Another sample flash"]);
    expect(await reads.read(query)).toEqual(inPlace);
  });

  test("a read that fails says why, and the next read works", async () => {
    await expect(reads.read(rawQuery(sql`select x from no_such_table`))).rejects.toThrow(/no such table/);
    expect(await reads.read(rawQuery(sql<{ one: number }>`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  test("a read still waiting when the reader closes fails rather than hanging, and the next read starts another", async () => {
    const waiting = reads.read(busyQuery());
    await reads.close();
    await expect(waiting).rejects.toThrow(/stopped/);
    expect(await reads.read(rawQuery(sql<{ one: number }>`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  test("reads at once are answered each with its own rows", async () => {
    const numbers = [1, 2, 3, 4, 5];
    const answers = await Promise.all(numbers.map((n) => reads.read(rawQuery(sql<{ n: number }>`select ${n} as n`))));
    expect(answers).toEqual(numbers.map((n) => [{ n }]));
  });

  test("the reader is read-only: a write sent to it is refused", async () => {
    const write = db.deleteFrom("news_flashes").where("id", "=", -1).returning("id");
    await expect(reads.read({ compile: () => write.compile(), execute: async () => [] as never[] })).rejects.toThrow(
      /readonly|read-only/i,
    );
  });
});
