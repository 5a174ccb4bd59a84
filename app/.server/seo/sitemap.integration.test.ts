/**
 * The sitemaps are built once and kept while the published content stays the same, on a real
 * database (SQLite, or PostgreSQL with TEST_DATABASE_URL): a crawler's request costs one small
 * aggregate query, and publishing, unpublishing or editing builds them again.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { currentSitemaps } from "./sitemap";

const SITE = "https://rp.example";
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insertInto("police_stations").values({ id: 10, name_en: "CSMT", type: "PS" }).execute();
  await database.db
    .insertInto("articles")
    .values([
      { kind: "news", title_en: "First", published: 1 },
      { kind: "news", title_en: "Second", published: 1 },
    ])
    .execute();
});

afterAll(async () => {
  await database.close();
});

test("the same sitemaps are answered until the published content changes", async () => {
  const { db } = database;
  const first = await currentSitemaps(db, SITE);
  expect(await currentSitemaps(db, SITE)).toBe(first);

  const second = await db
    .selectFrom("articles")
    .select("id")
    .where("title_en", "=", "Second")
    .executeTakeFirstOrThrow();
  await db.updateTable("articles").set({ published: 0 }).where("id", "=", second.id).execute();
  const unpublished = await currentSitemaps(db, SITE);
  expect(unpublished).not.toBe(first);
  expect(unpublished.parts[0]).not.toContain(`/news/${second.id}?`);

  await db
    .updateTable("articles")
    .set({ title_en: "First, edited", updated_at: "2030-01-01T00:00:00.000Z" })
    .where("title_en", "=", "First")
    .execute();
  const edited = await currentSitemaps(db, SITE);
  expect(edited).not.toBe(unpublished);
  expect(edited.index).toContain("<lastmod>2030-01-01</lastmod>");
  expect(await currentSitemaps(db, SITE)).toBe(edited);
});
