import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type Db } from "../../db/connection";
import { down, up } from "../../db/migrations/002-articles";
import { addColumns } from "../../db/migrations/029-hindi-content";
import { createArticleRepository, type NewArticle } from "./articles-repository";

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rp-articles-repo-"));
  db = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  // Only this area's migration: the repository is tested against exactly the tables it owns.
  await up(db as never);
  await addColumns(db as never, ["articles", "article_images"]);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const image = (key: string) => ({ image: { key, width: 640, height: 400 } });
const news = (overrides: Partial<NewArticle>): NewArticle => ({
  kind: "news",
  title_en: "A title",
  title_mr: "एक शीर्षक",
  created_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("listing published articles", () => {
  test("one kind, published only, newest first, with each article's pictures in order", async () => {
    const articles = createArticleRepository(db);
    await articles.create(news({ title_en: "old", created_at: "2026-01-01T00:00:00.000Z", images: [image("a/1")] }));
    await articles.create(
      news({
        title_en: "new",
        created_at: "2026-03-01T00:00:00.000Z",
        images: [image("b/1"), image("b/2"), image("b/3")],
      }),
    );
    await articles.create(news({ title_en: "draft", created_at: "2026-04-01T00:00:00.000Z", published: false }));
    await articles.create(news({ title_en: "good work", kind: "goodwork", created_at: "2026-05-01T00:00:00.000Z" }));

    const page = await articles.listPublished("news", 1, 10);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(page.data.map((a) => a.title_en)).toEqual(["new", "old"]);
    expect(page.data[0]!.images.map((i) => i.image_key)).toEqual(["b/1", "b/2", "b/3"]);
    expect(page.data[1]!.images.map((i) => i.image_key)).toEqual(["a/1"]);
    expect(Object.keys(page.data[0]!)).not.toContain("published");
    expect((await articles.listPublished("goodwork", 1, 10)).data.map((a) => a.title_en)).toEqual(["good work"]);
  });

  test("pages split the list; a page past the end is empty; equal dates fall back to the newest id", async () => {
    const articles = createArticleRepository(db);
    for (let i = 1; i <= 5; i++)
      await articles.create(news({ title_en: `n${i}`, created_at: "2026-02-01T00:00:00.000Z" }));
    const second = await articles.listPublished("news", 2, 2);
    expect(second).toMatchObject({ current_page: 2, last_page: 3, total: 5 });
    expect(second.data.map((a) => a.title_en)).toEqual(["n3", "n2"]);
    expect((await articles.listPublished("news", 4, 2)).data).toEqual([]);
  });
});

describe("finding one article", () => {
  test("only when published and of the asked kind", async () => {
    const articles = createArticleRepository(db);
    const id = await articles.create(news({ images: [image("x/1")] }));
    const draft = await articles.create(news({ published: false }));
    expect(await articles.findPublished("news", id)).toMatchObject({
      id,
      title_en: "A title",
      images: [{ image_key: "x/1" }],
    });
    expect(await articles.findPublished("goodwork", id)).toBeUndefined();
    expect(await articles.findPublished("news", draft)).toBeUndefined();
    expect(await articles.findPublished("news", 999)).toBeUndefined();
  });
});

describe("storing an article", () => {
  test("rich text is stored only in sanitised form; text is trimmed; empty text is null", async () => {
    const articles = createArticleRepository(db);
    const id = await articles.create(
      news({
        title_en: "  Spaced  ",
        summary_en: "   ",
        description_en: '<p style="position:fixed" onclick="x()">Hi<script>alert(1)</script></p>',
        description_mr: "<script>alert(1)</script>",
      }),
    );
    const row = await db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title_en: "Spaced",
      summary_en: null,
      description_en: "<p>Hi</p>",
      description_mr: null,
      published: 1,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    });
  });

  test("an article needs a title in at least one language", async () => {
    const articles = createArticleRepository(db);
    await expect(articles.create(news({ title_en: " ", title_mr: null }))).rejects.toThrow(/title/);
    await expect(
      db.insertInto("articles").values({ kind: "news", title_en: null, title_mr: null }).execute(),
    ).rejects.toThrow();
  });

  test("the kind must be news or goodwork", async () => {
    await expect(
      db
        .insertInto("articles")
        .values({ kind: "rumour" as never, title_en: "x", title_mr: null })
        .execute(),
    ).rejects.toThrow();
  });

  test("pictures go when their article goes", async () => {
    const articles = createArticleRepository(db);
    const id = await articles.create(news({ images: [image("p/1"), image("p/2")] }));
    await db.deleteFrom("articles").where("id", "=", id).execute();
    expect(await db.selectFrom("article_images").selectAll().execute()).toEqual([]);
  });

  test("the article and its pictures are stored together or not at all", async () => {
    const articles = createArticleRepository(db);
    const broken = news({ images: [{ image: { key: "p/1", width: 0, height: 400 } }] });
    await expect(articles.create(broken)).rejects.toThrow();
    expect(await db.selectFrom("articles").selectAll().execute()).toEqual([]);
  });
});

test("the migration can be undone", async () => {
  await down(db as never);
  await expect(db.selectFrom("articles").selectAll().execute()).rejects.toThrow();
});
