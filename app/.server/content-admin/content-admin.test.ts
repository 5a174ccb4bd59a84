import { describe, expect, test } from "vitest";
import { articleFormSchema } from "./articles-admin";
import { idList } from "./content-form";
import { documentFormSchema } from "./documents-admin";
import { newsFlashFormSchema } from "./news-flashes-admin";
import { checkUploads, MAX_IMAGE_BYTES } from "./uploads";

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const file = (data: Buffer, name: string, type: string) => new File([new Uint8Array(data)], name, { type });

describe("news flash links", () => {
  const link = (value: string) => newsFlashFormSchema.safeParse({ text: "Sample", link: value });

  test.each(["", "/news", "/news/12", "/police-station/10?tab=map", "/RTI#latest"])(
    "%j is a page of this site",
    (value) => expect(link(value).success).toBe(true),
  );

  test.each([
    "//evil.example/phish",
    "https://evil.example/",
    "javascript:alert(1)",
    "news",
    "/\\evil.example",
    "/news\nSet-Cookie: x",
  ])("%j is refused", (value) => {
    const parsed = link(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("link_invalid");
  });

  test("the order is a whole number and defaults to 0", () => {
    expect(newsFlashFormSchema.parse({ text: "Sample" }).sort_order).toBe(0);
    expect(newsFlashFormSchema.parse({ text: "Sample", sort_order: "-3" }).sort_order).toBe(-3);
    expect(newsFlashFormSchema.safeParse({ text: "Sample", sort_order: "1.5" }).success).toBe(false);
  });
});

describe("article and document forms", () => {
  test("a title in either language is enough; none is refused on the English title", () => {
    expect(articleFormSchema.safeParse({ title_mr: "नमुना" }).success).toBe(true);
    const parsed = articleFormSchema.safeParse({ title_en: "  ", summary_en: "x" });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["title_en", "title_missing"],
    ]);
  });

  test("a closing date must be a real calendar day", () => {
    expect(documentFormSchema.safeParse({ title_en: "T", expires_on: "2026-12-31" }).success).toBe(true);
    expect(documentFormSchema.safeParse({ title_en: "T", expires_on: "2026-02-30" }).success).toBe(false);
    expect(documentFormSchema.safeParse({ title_en: "T", expires_on: "31/12/2026" }).success).toBe(false);
  });

  test("lists of ids keep positive whole numbers once and ignore the rest", () => {
    expect(idList(["3", "3", "0", "-1", "x", "12", "1e3"])).toEqual([3, 12]);
  });
});

describe("upload checks", () => {
  test("a text file named .png is not an image", async () => {
    const checked = await checkUploads([file(Buffer.from("<?php ?>"), "photo.png", "image/png")], undefined, {
      imagesAllowed: 5,
    });
    expect(checked).toEqual({ ok: false, field: "images", problem: "image_invalid" });
  });

  test("a picture named .pdf is not a PDF", async () => {
    const checked = await checkUploads([], file(PNG_HEADER, "notice.pdf", "application/pdf"), { imagesAllowed: 0 });
    expect(checked).toEqual({ ok: false, field: "file", problem: "file_invalid" });
  });

  test("too many or too large pictures are refused before any is read", async () => {
    const one = file(PNG_HEADER, "a.png", "image/png");
    expect(await checkUploads([one, one], undefined, { imagesAllowed: 1 })).toEqual({
      ok: false,
      field: "images",
      problem: "too_many_images",
    });
    const huge = file(Buffer.concat([PNG_HEADER, Buffer.alloc(MAX_IMAGE_BYTES)]), "huge.png", "image/png");
    expect(await checkUploads([huge], undefined, { imagesAllowed: 1, imageField: "cover" })).toEqual({
      ok: false,
      field: "cover",
      problem: "image_too_large",
    });
  });
});
