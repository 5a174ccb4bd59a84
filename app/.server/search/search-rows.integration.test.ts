/**
 * PostgreSQL's site search reads stored words (migration 027): the rows of the view
 * `search_items` kept in `search_rows`, with a generated `tsvector` column and a GIN index, and
 * replaced by triggers whenever a source table changes. On SQLite the FTS5 index of migration 012
 * does the same, and the same search finds the same items.
 */
import { sql } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createSiteSearch } from "./search-service";

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.close();
});

const found = async (query: string) => {
  const results = await createSiteSearch(database.db, {})(query, 1, "en");
  return results.data.map((result) => result.href);
};

test("the search follows every write to a source table, in both engines", async () => {
  const { db } = database;
  await db.insertInto("police_stations").values({ id: 901, name_en: "Quorblax", type: "PS" }).execute();
  expect(await found("quorblax")).toEqual(["/police-station/901"]);
  await db.updateTable("police_stations").set({ name_en: "Vintrelle" }).where("id", "=", 901).execute();
  expect(await found("quorblax")).toEqual([]);
  expect(await found("vintrelle")).toEqual(["/police-station/901"]);
  await db.deleteFrom("police_stations").where("id", "=", 901).execute();
  expect(await found("vintrelle")).toEqual([]);
});

test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "on PostgreSQL the words are stored, generated and indexed, not made per query",
  async () => {
    const { db } = database;
    const column = await sql<{ is_generated: string; data_type: string }>`select is_generated, data_type
      from information_schema.columns
      where table_name = 'search_rows' and column_name = 'words' and table_schema = current_schema()`.execute(db);
    expect(column.rows[0]).toEqual({ is_generated: "ALWAYS", data_type: "tsvector" });
    const index = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where tablename = 'search_rows' and indexname = 'search_rows_words'`.execute(db);
    expect(index.rows[0]?.indexdef).toMatch(/USING gin \(words\)/);
    // The stored rows are the view's rows: the demo content's stations and pages among them.
    const counts = await sql<{ stored: string; defined: string }>`select
      (select count(*) from search_rows) as stored, (select count(*) from search_items) as defined`.execute(db);
    expect(Number(counts.rows[0]!.stored)).toBe(Number(counts.rows[0]!.defined));
  },
);
