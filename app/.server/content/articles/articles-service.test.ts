import { describe, expect, test } from "vitest";
import { articleItemSchema } from "./api-schemas";
import type { ArticleWithImages } from "./articles-repository";
import { toArticleCard, toArticleDetail, toArticleItem } from "./articles-service";

const article = (overrides: Partial<ArticleWithImages> = {}): ArticleWithImages => ({
  id: 7,
  title_en: "Platform patrol (sample)",
  title_mr: "फलाटावरील गस्त (नमुना)",
  title_hi: null,
  summary_en: "Officers patrol the platforms.",
  summary_mr: "अधिकारी फलाटांवर गस्त घालतात.",
  summary_hi: null,
  description_en: '<p>Text with <a href="https://example.org/">a link</a>.</p>',
  description_mr: '<p>मजकूर <a href="https://example.org/">दुवा</a>.</p>',
  description_hi: null,
  file: null,
  created_at: "2026-11-01T05:00:00.000Z",
  updated_at: "2026-11-02T05:00:00.000Z",
  images: [
    {
      id: 1,
      image_key: "articles/a",
      image_width: 640,
      image_height: 400,
      alt_en: "A train",
      alt_mr: "गाडी",
      alt_hi: null,
    },
    { id: 2, image_key: "articles/b", image_width: 480, image_height: 640, alt_en: null, alt_mr: null, alt_hi: null },
  ],
  ...overrides,
});

describe("an API item (SPEC §3 Article)", () => {
  test("carries every SPEC field in the visitor's language and fits the response schema", () => {
    const item = articleItemSchema.parse(toArticleItem(article(), "en"));
    expect(item).toEqual({
      id: 7,
      title: "Platform patrol (sample)",
      summary: "Officers patrol the platforms.",
      has_thumbnail: true,
      created_at: "2026-11-01T05:00:00.000Z",
      updated_at: "2026-11-02T05:00:00.000Z",
      images: [
        {
          id: 1,
          image: "articles/a",
          url: "/storage/articles/a/full.jpg",
          thumbnail: "/storage/articles/a/thumb.webp",
          width: 640,
          height: 400,
          alt: "A train",
        },
        {
          id: 2,
          image: "articles/b",
          url: "/storage/articles/b/full.jpg",
          thumbnail: "/storage/articles/b/thumb.webp",
          width: 480,
          height: 640,
          alt: "Photo 2 of 2: Platform patrol (sample)",
        },
      ],
      file: null,
      file_url: null,
      description: '<p>Text with <a href="https://example.org/">a link</a>.</p>',
    });
  });

  test("in Marathi, with Devanagari digits in generated picture descriptions", () => {
    const item = toArticleItem(article(), "mr");
    expect(item.title).toBe("फलाटावरील गस्त (नमुना)");
    expect(item.images.map((image) => image.alt)).toEqual(["गाडी", "फलाटावरील गस्त (नमुना): २ पैकी छायाचित्र २"]);
    expect(item.lang).toBeUndefined();
  });

  test("falls back to the other language and says so", () => {
    const item = toArticleItem(article({ title_mr: null, summary_mr: null, description_mr: null }), "mr");
    expect(item).toMatchObject({
      title: "Platform patrol (sample)",
      summary: "Officers patrol the platforms.",
      lang: "en",
    });
  });

  test("an article without pictures has no thumbnail; an attachment has its URL", () => {
    const item = toArticleItem(
      article({ images: [], file: "articles/x.pdf", summary_en: null, summary_mr: null }),
      "en",
    );
    expect(item).toMatchObject({
      has_thumbnail: false,
      images: [],
      file: "articles/x.pdf",
      file_url: "/storage/articles/x.pdf",
    });
    expect(item.summary).toBeNull();
  });
});

describe("what the pages receive", () => {
  test("a card has the first picture as thumbnail, and marks only fallback text with lang", () => {
    expect(toArticleCard(article(), "en")).toEqual({
      id: 7,
      title: { text: "Platform patrol (sample)" },
      summary: { text: "Officers patrol the platforms." },
      thumbnail: { key: "articles/a", width: 640, height: 400 },
      created_at: "2026-11-01T05:00:00.000Z",
      file_url: null,
    });
    const fallback = toArticleCard(article({ title_en: null, summary_en: null }), "en");
    expect(fallback.title).toEqual({ text: "फलाटावरील गस्त (नमुना)", lang: "mr" });
    expect(fallback.summary).toEqual({ text: "अधिकारी फलाटांवर गस्त घालतात.", lang: "mr" });
  });

  test("an article page announces links to other sites in its own language", () => {
    expect(toArticleDetail(article(), "en").description?.html).toBe(
      '<p>Text with <a href="https://example.org/" rel="noopener noreferrer" target="_blank">a link<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>',
    );
    expect(toArticleDetail(article(), "mr").description?.html).toContain(
      '<span class="visually-hidden"> (नवीन टॅबमध्ये उघडते)</span>',
    );
  });

  test("an article page sanitises again, whatever is stored", () => {
    const detail = toArticleDetail(article({ description_en: "<p>ok<script>alert(1)</script></p>" }), "en");
    expect(detail.description?.html).toBe("<p>ok</p>");
    expect(toArticleDetail(article({ description_en: null, description_mr: null }), "en").description).toBeNull();
  });

  test("every picture of an article page has its size and a text alternative", () => {
    expect(toArticleDetail(article(), "en").images).toEqual([
      { key: "articles/a", width: 640, height: 400, alt: "A train" },
      { key: "articles/b", width: 480, height: 640, alt: "Photo 2 of 2: Platform patrol (sample)" },
    ]);
  });

  test("a picture described in the other language only is marked with that language", () => {
    const images = [
      {
        id: 1,
        image_key: "articles/a",
        image_width: 640,
        image_height: 400,
        alt_en: "A train",
        alt_mr: null,
        alt_hi: null,
      },
      {
        id: 2,
        image_key: "articles/b",
        image_width: 480,
        image_height: 640,
        alt_en: null,
        alt_mr: "गाडी",
        alt_hi: null,
      },
    ];
    expect(toArticleDetail(article({ images }), "mr").images.map(({ alt, altLang }) => ({ alt, altLang }))).toEqual([
      { alt: "A train", altLang: "en" },
      { alt: "गाडी", altLang: undefined },
    ]);
    expect(toArticleDetail(article({ images }), "en").images[1]).toMatchObject({ alt: "गाडी", altLang: "mr" });
  });
});
