import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Db } from "../../db/connection";
import { up } from "../../db/migrations/003-documents";
import { addColumns } from "../../db/migrations/029-hindi-content";
import { sniffFileType } from "../../storage/file-types";
import { createLocalFileStorage, type FileStorage } from "../../storage/file-storage";
import { seedDocumentsDemo } from "./demo-documents";
import { PER_PAGE } from "./documents-service";

let dir: string;
let db: Db;
let storage: FileStorage;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rp-documents-demo-"));
  db = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  storage = createLocalFileStorage(path.join(dir, "storage"));
  await up(db as never);
  await addColumns(db as never, ["documents", "books"]);
  await seedDocumentsDemo(db, storage);
}, 60_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("the documents demo content", () => {
  test("has enough of each kind for the lists (and pagination) to show", async () => {
    const counts = await db
      .selectFrom("documents")
      .select((eb) => ["kind", eb.fn.countAll<number>().as("count")])
      .groupBy("kind")
      .execute();
    const byKind = Object.fromEntries(counts.map((c) => [c.kind, Number(c.count)]));
    expect(byKind.press_release).toBeGreaterThan(PER_PAGE.press_release);
    expect(byKind.tender).toBeGreaterThan(PER_PAGE.tender);
    expect(byKind.recruitment).toBeGreaterThanOrEqual(8);
    expect(byKind.rti).toBeGreaterThanOrEqual(5);
    const books = await db.selectFrom("books").select("id").execute();
    expect(books.length).toBeGreaterThanOrEqual(4);
  });

  test("every item is bilingual and says it is a sample in both languages", async () => {
    const documents = await db.selectFrom("documents").select(["title_en", "title_mr"]).execute();
    const books = await db.selectFrom("books").select(["name_en as title_en", "name_mr as title_mr"]).execute();
    for (const item of [...documents, ...books]) {
      expect(item.title_en).toMatch(/\(sample( tender| booklet| closed tender| closed recruitment)?\)$/);
      expect(item.title_mr).toMatch(/\(नमुना( निविदा| पुस्तिका| बंद निविदा| बंद भरती)?\)$/);
      expect(item.title_mr).toMatch(/[\u0900-\u097F]/);
    }
  });

  test("every document and booklet has a real PDF, and every cover its image variants", async () => {
    const documents = await db.selectFrom("documents").select("uploaded_file as file").execute();
    const books = await db.selectFrom("books").select(["file", "image_key"]).execute();
    for (const { file } of [...documents, ...books]) {
      const data = await storage.get(file);
      expect(data, file).not.toBeNull();
      expect(sniffFileType(data!)?.mime).toBe("application/pdf");
      expect(data!.toString("latin1")).toContain("SAMPLE DOCUMENT");
    }
    for (const { image_key } of books) {
      expect(await storage.get(`${image_key}/full.jpg`)).not.toBeNull();
      expect(await storage.get(`${image_key}/thumb.webp`)).not.toBeNull();
    }
  });

  test("tenders and recruitments carry a closing date; press releases and RTI documents do not", async () => {
    const rows = await db.selectFrom("documents").select(["kind", "expires_on"]).execute();
    for (const row of rows) {
      if (row.kind === "tender" || row.kind === "recruitment") expect(row.expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(row.expires_on).toBeNull();
    }
  });
});
