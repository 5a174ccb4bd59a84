/**
 * The public register's search by words, on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): it reads the full-text index of migrations 027 and 031 (the English, Marathi
 * and Hindi descriptions), which follows every write to the register and never holds a number, so
 * a found phone's IMEI (or a mobile number written in a description) cannot be searched for even
 * by someone who guesses it.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type CompiledQuery } from "kysely";
import { expect, test } from "vitest";
import type { Db } from "../db/connection";
import type { Database } from "../db/schema";
import { searchFoundProperty } from "./public-register";
import { freshDatabaseEachTest } from "./register.fixtures";

const HOLDING = { today: "2026-11-28", days: 3650 };
const IMEI = "353918057654321";

const fresh = freshDatabaseEachTest();

async function add(
  description_en: string | null,
  description_mr: string | null = null,
  imei: string | null = null,
  description_hi: string | null = null,
) {
  const row = await fresh.db
    .insertInto("found_property")
    .values({
      category: "mobile_phone",
      description_en,
      description_mr,
      description_hi,
      imei,
      station_id: 10,
      found_on: "2026-11-20",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const found = async (q: string, on: Db = fresh.db) =>
  (await searchFoundProperty(on, { q }, 1, "en", HOLDING)).data.map((item) => item.id).sort((a, b) => a - b);

/** The ids the index itself finds for a word, asked directly (not through the register's rules). */
async function inIndex(word: string): Promise<number[]> {
  const { database, db } = fresh;
  const rows =
    database.engine === "postgres"
      ? await sql<{ id: number }>`select id from found_property
          where description_words @@ to_tsquery('simple', ${word})`.execute(db)
      : await sql<{ id: number }>`select rowid as id from found_property_words
          where found_property_words match ${`"${word}"`}`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

test("the index holds the words of the English and Marathi descriptions and no number, the IMEI column none at all", async () => {
  const phone = await add(`Grey phone, IMEI ${IMEI}, owner 98765 43210`, "राखाडी फोन ३५३९१८", IMEI);
  expect(await inIndex("grey")).toEqual([phone]);
  expect(await inIndex("राखाडी")).toEqual([phone]);
  for (const number of [IMEI, "98765", "43210", "३५३९१८", "353918"]) expect(await inIndex(number), number).toEqual([]);
});

test("follows every write: a new item, a changed description, a deleted item", async () => {
  const { db } = fresh;
  const bag = await add("Blue backpack with a broken zip");
  const other = await add(null, "लाल पिशवी");
  expect(await found("blue backpack")).toEqual([bag]);
  expect(await found("लाल पिशवी")).toEqual([other]);
  // A word is found as the start of a longer one, in either language.
  expect(await found("back")).toEqual([bag]);
  expect(await found("पिश")).toEqual([other]);

  await db.updateTable("found_property").set({ description_en: "Green suitcase" }).where("id", "=", bag).execute();
  expect(await found("backpack")).toEqual([]);
  expect(await found("green suitcase")).toEqual([bag]);
  await db.deleteFrom("found_property").where("id", "=", bag).execute();
  expect(await found("green")).toEqual([]);
  expect(await found("लाल")).toEqual([other]);
});

test("an item described in Hindi only is found by its Hindi words, never by its numbers", async () => {
  const { db } = fresh;
  const phone = await add(null, null, null, `नीला मोबाइल, आईएमईआई ${IMEI}, मालिक ९८७६५ ४३२१०`);
  const bag = await add("Red bag");
  expect(await inIndex("नीला")).toEqual([phone]);
  for (const number of [IMEI, "९८७६५", "४३२१०"]) expect(await inIndex(number), number).toEqual([]);
  expect(await found("नीला मोबाइल")).toEqual([phone]);
  expect(await found("नील")).toEqual([phone]);
  expect(await found("red")).toEqual([bag]);

  await db.updateTable("found_property").set({ description_hi: "काला छाता" }).where("id", "=", phone).execute();
  expect(await found("नीला")).toEqual([]);
  expect(await found("छाता")).toEqual([phone]);
  await db.deleteFrom("found_property").where("id", "=", phone).execute();
  expect(await found("छाता")).toEqual([]);
});

test("a Hindi reader reads the Hindi description, its IMEI masked; English, marked, where there is none", async () => {
  const { db } = fresh;
  const hindi = await add(`Blue phone, IMEI ${IMEI}`, "निळा फोन", IMEI, `नीला मोबाइल, आईएमईआई ${IMEI}`);
  const english = await add(`Black wallet, card 4111111111111111`, "काळे पाकीट");
  const page = await searchFoundProperty(db, {}, 1, "hi", HOLDING);
  const byId = new Map(page.data.map((item) => [item.id, item]));
  const inHindi = byId.get(hindi)!;
  expect(inHindi.description).toMatch(/^नीला मोबाइल, आईएमईआई /);
  expect(inHindi.description).not.toContain(IMEI);
  expect(inHindi.description).toContain("4321");
  expect(inHindi).not.toHaveProperty("lang");
  const inEnglish = byId.get(english)!;
  expect(inEnglish.description).toMatch(/^Black wallet/);
  expect(inEnglish.description).not.toContain("4111111111111111");
  expect(inEnglish.lang).toBe("en");
  // A Marathi reader still reads the Marathi text.
  const marathi = await searchFoundProperty(db, {}, 1, "mr", HOLDING);
  expect(marathi.data.find((item) => item.id === hindi)?.description).toBe("निळा फोन");
});

test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "on SQLite the search reads the index, not every item",
  async () => {
    const { database, db } = fresh;
    for (let n = 0; n < 50; n++) await add(`Sample item ${n} umbrella`);
    await sql`analyze`.execute(db);
    const sqlite = new SQLite(path.join(database.dir, "test.db"));
    const queries: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => void queries.push(event.query),
    });
    expect(await found("umbrella", logged as unknown as Db)).toHaveLength(10);
    const plans = queries.map((query) =>
      (
        sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as {
          detail: string;
        }[]
      )
        .map((step) => step.detail)
        .join("\n"),
    );
    for (const plan of plans) {
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/like/i);
    }
    await logged.destroy();
  },
);

test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "on PostgreSQL the words are a stored column with a GIN index",
  async () => {
    const { db } = fresh;
    const index = await sql<{ indexdef: string }>`select indexdef from pg_indexes
    where tablename = 'found_property' and indexname = 'found_property_description_words'`.execute(db);
    expect(index.rows[0]?.indexdef).toMatch(/USING gin \(description_words\)/);
    const column = await sql<{ is_generated: string }>`select is_generated from information_schema.columns
    where table_name = 'found_property' and column_name = 'description_words' and table_schema = current_schema()`.execute(
      db,
    );
    expect(column.rows[0]?.is_generated).toBe("ALWAYS");
  },
);
