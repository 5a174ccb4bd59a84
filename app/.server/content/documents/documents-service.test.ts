import { describe, expect, test } from "vitest";
import { bookItemSchema, documentItemSchema } from "./api-schemas";
import { toBookItem, toDocumentItem } from "./documents-service";

const row = {
  id: 7,
  title_en: "Sample tender",
  title_mr: "नमुना निविदा",
  title_hi: null,
  uploaded_file: "documents/tenders/abc.pdf",
  created_at: "2026-11-01T06:00:00.000Z",
  updated_at: "2026-11-03T06:00:00.000Z",
  expires_on: "2026-12-15",
};

describe("documents as the API and pages show them", () => {
  test("the title is in the visitor's language and the file has its public URL", () => {
    expect(toDocumentItem(row, "tender", "mr")).toEqual({
      id: 7,
      title: "नमुना निविदा",
      uploaded_file: "documents/tenders/abc.pdf",
      uploaded_file_url: "/storage/documents/tenders/abc.pdf",
      created_at: "2026-11-01T06:00:00.000Z",
      updated_at: "2026-11-03T06:00:00.000Z",
      expires_on: "2026-12-15",
    });
    // Only tenders and recruitments have a closing date.
    expect(toDocumentItem(row, "press_release", "en")).not.toHaveProperty("expires_on");
    expect(toDocumentItem(row, "tender", "en").title).toBe("Sample tender");
  });

  test("a title written in only one language is shown anyway and marked with its language", () => {
    expect(toDocumentItem({ ...row, title_mr: null }, "tender", "mr")).toMatchObject({
      title: "Sample tender",
      lang: "en",
    });
    expect(toDocumentItem({ ...row, title_en: null }, "tender", "en")).toMatchObject({
      title: "नमुना निविदा",
      lang: "mr",
    });
  });

  test("items satisfy the response schema", () => {
    expect(documentItemSchema.safeParse(toDocumentItem(row, "tender", "en")).success).toBe(true);
    expect(documentItemSchema.safeParse({ ...toDocumentItem(row, "tender", "en"), published: 1 }).success).toBe(false);
  });

  test("a booklet carries its cover and file as keys and as URLs", () => {
    const book = toBookItem(
      {
        id: 3,
        name_en: "Sample booklet",
        name_mr: null,
        name_hi: null,
        image_key: "books/covers/c1",
        image_width: 480,
        image_height: 640,
        file: "books/b1.pdf",
      },
      "mr",
    );
    expect(book).toEqual({
      id: 3,
      name: "Sample booklet",
      lang: "en",
      image: "books/covers/c1",
      image_url: "/storage/books/covers/c1/full.jpg",
      thumbnail_url: "/storage/books/covers/c1/thumb.webp",
      image_width: 480,
      image_height: 640,
      file: "books/b1.pdf",
      file_url: "/storage/books/b1.pdf",
    });
    expect(bookItemSchema.safeParse(book).success).toBe(true);
  });
});
