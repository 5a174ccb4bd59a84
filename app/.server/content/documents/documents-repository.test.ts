import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type Db } from "../../db/connection";
import { up } from "../../db/migrations/003-documents";
import { addColumns } from "../../db/migrations/029-hindi-content";
import type { NewDocument } from "../../db/tables/documents";
import { createDocumentRepository } from "./documents-repository";

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rp-documents-repo-"));
  db = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  // Only this area's migration: the repository is tested against exactly the tables it owns.
  await up(db as never);
  await addColumns(db as never, ["documents", "books"]);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function doc(overrides: Partial<NewDocument>): NewDocument {
  return {
    kind: "press_release",
    title_en: "A title",
    title_mr: "एक शीर्षक",
    uploaded_file: "documents/x.pdf",
    // Every row names every column: SQLite has no DEFAULT inside a multi-row VALUES list.
    published: 1,
    expires_on: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("listing published documents", () => {
  test("press releases come newest first by creation, and only published ones of that kind", async () => {
    await db
      .insertInto("documents")
      .values([
        doc({ title_en: "old", created_at: "2026-01-01T00:00:00.000Z" }),
        doc({ title_en: "new", created_at: "2026-03-01T00:00:00.000Z" }),
        doc({ title_en: "hidden", created_at: "2026-04-01T00:00:00.000Z", published: 0 }),
        doc({ title_en: "a tender", kind: "tender", created_at: "2026-05-01T00:00:00.000Z" }),
      ])
      .execute();
    const page = await createDocumentRepository(db).listPublished("press_release", 1, 10);
    expect(page.data.map((row) => row.title_en)).toEqual(["new", "old"]);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
  });

  test("tenders are ordered by their last update, the date their list shows", async () => {
    await db
      .insertInto("documents")
      .values([
        doc({
          kind: "tender",
          title_en: "created later",
          created_at: "2026-03-01T00:00:00.000Z",
          updated_at: "2026-03-01T00:00:00.000Z",
        }),
        doc({
          kind: "tender",
          title_en: "updated later",
          created_at: "2026-01-01T00:00:00.000Z",
          updated_at: "2026-04-01T00:00:00.000Z",
        }),
      ])
      .execute();
    const page = await createDocumentRepository(db).listPublished("tender", 1, 10);
    expect(page.data.map((row) => row.title_en)).toEqual(["updated later", "created later"]);
  });

  test("pages split the list, and a page past the end is empty but still knows the last page", async () => {
    await db
      .insertInto("documents")
      .values(
        Array.from({ length: 7 }, (_, i) =>
          doc({ kind: "recruitment", title_en: `r${i}`, created_at: `2026-01-0${i + 1}T00:00:00.000Z` }),
        ),
      )
      .execute();
    const repository = createDocumentRepository(db);
    const second = await repository.listPublished("recruitment", 2, 3);
    expect(second.data.map((row) => row.title_en)).toEqual(["r3", "r2", "r1"]);
    expect(second).toMatchObject({ current_page: 2, last_page: 3, total: 7 });
    const past = await repository.listPublished("recruitment", 9, 3);
    expect(past).toMatchObject({ data: [], current_page: 9, last_page: 3, total: 7 });
  });

  test("an empty list has one (empty) page", async () => {
    const page = await createDocumentRepository(db).listPublished("rti", 1, 25);
    expect(page).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 25, total: 0 });
  });

  test("the list never exposes the publishing flag (the closing date is shown on tenders)", async () => {
    await db
      .insertInto("documents")
      .values(doc({ expires_on: "2026-12-31" }))
      .execute();
    const [row] = (await createDocumentRepository(db).listPublished("press_release", 1, 10)).data;
    expect(Object.keys(row!).sort()).toEqual([
      "created_at",
      "expires_on",
      "id",
      "title_en",
      "title_hi",
      "title_mr",
      "updated_at",
      "uploaded_file",
    ]);
  });
});

describe("the tables refuse bad rows", () => {
  test("an unknown kind is refused", async () => {
    await expect(
      db
        .insertInto("documents")
        .values(doc({ kind: "memo" as never }))
        .execute(),
    ).rejects.toThrow(/CHECK/i);
  });

  test("a document without a title in either language is refused", async () => {
    await expect(
      db
        .insertInto("documents")
        .values(doc({ title_en: null, title_mr: null }))
        .execute(),
    ).rejects.toThrow(/CHECK/i);
  });

  test("a published flag other than 0 or 1 is refused", async () => {
    await expect(
      sql`insert into documents (kind, title_en, uploaded_file, published) values ('rti', 't', 'k.pdf', 2)`.execute(db),
    ).rejects.toThrow(/CHECK/i);
  });

  test("a booklet needs a name and a cover with a real size", async () => {
    const book = { image_key: "books/covers/a", image_width: 480, image_height: 640, file: "books/a.pdf" };
    await expect(
      db
        .insertInto("books")
        .values({ ...book, name_en: null, name_mr: null })
        .execute(),
    ).rejects.toThrow(/CHECK/i);
    await expect(
      db
        .insertInto("books")
        .values({ ...book, name_en: "n", image_width: 0 })
        .execute(),
    ).rejects.toThrow(/CHECK/i);
  });
});

describe("listing booklets", () => {
  test("published booklets in their sort order, ties newest first", async () => {
    const book = { image_key: "books/covers/a", image_width: 480, image_height: 640, file: "books/a.pdf" };
    await db
      .insertInto("books")
      .values([
        { ...book, name_en: "second", sort_order: 2, published: 1 },
        { ...book, name_en: "first", sort_order: 1, published: 1 },
        { ...book, name_en: "hidden", sort_order: 0, published: 0 },
        { ...book, name_en: "second, newer", sort_order: 2, published: 1 },
      ])
      .execute();
    const books = await createDocumentRepository(db).listPublishedBooks();
    expect(books.map((b) => b.name_en)).toEqual(["first", "second, newer", "second"]);
  });
});
