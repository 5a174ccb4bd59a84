import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase, type Db } from "../../db/connection";
import { up } from "../../db/migrations/002-articles";
import { addColumns } from "../../db/migrations/029-hindi-content";
import { sanitizeHtml } from "../../security/sanitize-html";
import { createLocalFileStorage } from "../../storage/file-storage";
import { DEMO_ARTICLES_PER_KIND, seedArticlesDemo } from "./demo-articles";

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rp-articles-demo-"));
  db = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  await up(db as never);
  await addColumns(db as never, ["articles", "article_images"]);
  await seedArticlesDemo(db, createLocalFileStorage(path.join(dir, "storage")));
}, 120_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

test("at least 25 published news and 25 good works, plus one draft of each", async () => {
  expect(DEMO_ARTICLES_PER_KIND).toBeGreaterThanOrEqual(25);
  for (const kind of ["news", "goodwork"] as const) {
    const rows = await db.selectFrom("articles").select(["published"]).where("kind", "=", kind).execute();
    expect(rows.filter((r) => r.published === 1)).toHaveLength(DEMO_ARTICLES_PER_KIND);
    expect(rows.filter((r) => r.published === 0)).toHaveLength(1);
  }
});

test("every article is bilingual, says it is a sample, and has a distinct title", async () => {
  const rows = await db.selectFrom("articles").selectAll().execute();
  for (const row of rows) {
    for (const field of [
      "title_en",
      "title_mr",
      "summary_en",
      "summary_mr",
      "description_en",
      "description_mr",
    ] as const) {
      expect(row[field], `${field} of ${row.title_en}`).toBeTruthy();
    }
    expect(row.title_en).toContain("(sample)");
    expect(row.title_mr).toContain("नमुना");
    for (const field of ["title_mr", "summary_mr", "description_mr"] as const)
      expect(row[field]).toMatch(/[\u0900-\u097F]/);
  }
  expect(new Set(rows.map((r) => r.title_en)).size).toBe(rows.length);
  expect(new Set(rows.map((r) => r.title_mr)).size).toBe(rows.length);
});

test("descriptions are small, safe HTML: paragraphs, a list in some, a link in each", async () => {
  const rows = await db.selectFrom("articles").selectAll().where("published", "=", 1).execute();
  for (const row of rows) {
    for (const html of [row.description_en!, row.description_mr!]) {
      expect(sanitizeHtml(html)).toBe(html);
      expect(html).toMatch(/^<p>/);
      expect(html).toContain("<a href=");
    }
  }
  expect(rows.some((r) => r.description_en!.includes("<ul>"))).toBe(true);
  expect(rows.some((r) => r.description_en!.includes('target="_blank"'))).toBe(true);
});

test("articles are spread over several months, newest within the last few days, none in the future", async () => {
  const dates = (await db.selectFrom("articles").select("created_at").where("published", "=", 1).execute()).map((r) =>
    Date.parse(r.created_at),
  );
  const now = Date.now();
  expect(Math.max(...dates)).toBeLessThanOrEqual(now);
  expect(now - Math.max(...dates)).toBeLessThan(5 * 24 * 3600_000);
  const months = new Set(dates.map((d) => new Date(d + 5.5 * 3600_000).toISOString().slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(4);
});

test("most articles have one to four pictures, some none, and some an attached PDF", async () => {
  const rows = await db
    .selectFrom("articles")
    .leftJoin("article_images", "article_images.article_id", "articles.id")
    .select(["articles.id", "articles.file", (eb) => eb.fn.count<number>("article_images.id").as("pictures")])
    .where("articles.published", "=", 1)
    .groupBy(["articles.id", "articles.file"])
    .execute();
  const pictures = rows.map((r) => Number(r.pictures));
  expect(Math.max(...pictures)).toBe(4);
  expect(pictures.filter((n) => n >= 1).length).toBeGreaterThan(rows.length / 2);
  expect(pictures.filter((n) => n === 0).length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.file).length).toBeGreaterThanOrEqual(4);
  const alts = await db.selectFrom("article_images").select(["alt_en", "alt_mr", "image_key"]).execute();
  for (const alt of alts) {
    expect(alt.alt_en).toMatch(/^Sample illustration/);
    expect(alt.alt_mr).toMatch(/^नमुना चित्र/);
  }
  expect(new Set(alts.map((a) => a.image_key)).size).toBe(alts.length);
});

test("Marathi puts a station's name in its oblique form before जवळ (कुर्ल्याजवळ, not कुर्ला जवळ)", async () => {
  const rows = await db.selectFrom("articles").select(["title_mr", "description_mr"]).execute();
  const text = rows.map((row) => `${row.title_mr}\n${row.description_mr}`).join("\n");
  expect(text).not.toContain("{s}");
  expect(text).not.toMatch(/ जवळ /);
  expect(text).not.toMatch(/(कुर्ला|ठाणे|वांद्रे)जवळ/);
  expect(text).toMatch(/\Sजवळ (रूळ|रुळांवर)/);
});
