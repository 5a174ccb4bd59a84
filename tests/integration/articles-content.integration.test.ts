/**
 * News and good works with content made for the test rather than the demo: the empty state, an
 * article written in one language only (shown with a `lang` mark in the other), and hostile HTML
 * that staff might paste, which must reach neither the API nor the page.
 */
import { beforeAll, describe, expect, test } from "vitest";
import {
  articlePageResponseSchema,
  goodworkItemResponseSchema,
  newsItemResponseSchema,
} from "~/.server/content/articles/api-schemas";
import { createArticleRepository } from "~/.server/content/articles/articles-repository";
import enArticles from "~/locales/en/articles";
import enCommon from "~/locales/en/common";
import mrArticles from "~/locales/mr/articles";
import mrCommon from "~/locales/mr/common";
import { firstHeading } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const server = useTestServer();
beforeAll(async () => {
  await server.services.db.deleteFrom("articles").execute();
});

function visitor(locale: "en" | "mr", accept = "text/html"): Visitor {
  const v = new Visitor(server.url, { accept });
  v.cookies.set("lang", locale);
  return v;
}

async function get(path: string, locale: "en" | "mr" = "en", status = 200) {
  const response = await visitor(locale).get(path);
  expect(response.status, path).toBe(status);
  return response;
}

describe("with nothing published", () => {
  test.each([
    ["/news", "news"],
    ["/good-works", "good_works"],
  ] as const)("%s says so in both languages, with no cards, view switch or page links", async (path, section) => {
    const english = await (await get(path)).text();
    expect(firstHeading(english)).toBe(enArticles[section].title);
    expect(english).toContain(`<p class="empty-state">${enArticles[section].empty}</p>`);
    expect(english).not.toContain("articles-card");
    expect(english).not.toContain("articles-views");
    expect(english).not.toContain('class="pagination"');
    const marathi = await (await get(`${path}?view=timeline`, "mr")).text();
    expect(marathi).toContain(`<p class="empty-state">${mrArticles[section].empty}</p>`);
    await get(`${path}?page=2`, "en", 404);
  });

  test.each(["/iapi/front/news", "/iapi/front/goodwork", "/api/news", "/api/goodworks"])(
    "%s answers an empty first page",
    async (path) => {
      const body = articlePageResponseSchema.parse(await (await get(path)).json());
      expect(body.data).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 9, total: 0 });
    },
  );
});

describe("articles written for the test", () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const articles = createArticleRepository(server.services.db);
    const image = { key: "articles/test-image", width: 640, height: 400 };
    ids.marathiOnly = await articles.create({
      kind: "news",
      title_en: null,
      title_mr: "केवळ मराठीतील बातमी (नमुना)",
      summary_mr: "केवळ मराठीतील सारांश.",
      description_mr: "<p>केवळ मराठीतील मजकूर.</p>",
      created_at: "2026-01-10T05:00:00.000Z",
    });
    ids.hostile = await articles.create({
      kind: "news",
      title_en: "Hostile description (sample)",
      title_mr: "धोकादायक मजकूर (नमुना)",
      description_en:
        '<p onclick="alert(1)" style="position:fixed;inset:0">Hello<script>alert(1)</script></p>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><a href="https://example.org/">good</a>' +
        "<svg><script>alert(1)</script></svg><iframe src=//evil.example></iframe><!-- note -->",
      created_at: "2026-01-09T05:00:00.000Z",
      images: [{ image }, { image: { ...image, key: "articles/test-image-2" } }],
    });
    ids.nothingVisible = await articles.create({
      kind: "goodwork",
      title_en: "Only script in the description (sample)",
      title_mr: "वर्णनात केवळ स्क्रिप्ट (नमुना)",
      description_en: "<script>alert(1)</script><p> </p>",
      created_at: "2026-01-08T05:00:00.000Z",
    });
  });

  test("what is stored is the sanitised form, never the HTML as entered", async () => {
    const row = await server.services.db
      .selectFrom("articles")
      .select(["description_en", "description_mr"])
      .where("id", "=", ids.hostile!)
      .executeTakeFirstOrThrow();
    expect(row.description_en).toBe(
      '<p>Hello</p><a>bad</a><a href="https://example.org/" rel="noopener noreferrer" target="_blank">good</a>',
    );
    const empty = await server.services.db
      .selectFrom("articles")
      .select("description_en")
      .where("id", "=", ids.nothingVisible!)
      .executeTakeFirstOrThrow();
    expect(empty.description_en).toBeNull();
  });

  test("the API returns the sanitised description and describes unlabelled pictures by title", async () => {
    const { news } = newsItemResponseSchema.parse(await (await get(`/iapi/front/news/${ids.hostile}`)).json());
    expect(news.description).not.toMatch(/script|onerror|onclick|javascript|style=|iframe|svg/i);
    expect(news.images.map((image) => image.alt)).toEqual([
      "Photo 1 of 2: Hostile description (sample)",
      "Photo 2 of 2: Hostile description (sample)",
    ]);
    const marathi = newsItemResponseSchema.parse(await (await get(`/iapi/front/news/${ids.hostile}`, "mr")).json());
    expect(marathi.news.images[0]!.alt).toBe("धोकादायक मजकूर (नमुना): २ पैकी छायाचित्र १");
    const { goodwork } = goodworkItemResponseSchema.parse(
      await (await get(`/iapi/front/goodwork/${ids.nothingVisible}`)).json(),
    );
    expect(goodwork).toMatchObject({ description: "", summary: null, has_thumbnail: false, images: [], file: null });
  });

  test("the article page renders only the sanitised description", async () => {
    const page = await (await get(`/news/${ids.hostile}`)).text();
    const description = /<div class="prose articles-description">([\s\S]*?)<\/div>/.exec(page)![1];
    expect(description).toBe(
      '<p>Hello</p><a>bad</a><a href="https://example.org/" rel="noopener noreferrer" target="_blank">good<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(page).not.toMatch(/alert\(1\)/);
    const empty = await (await get(`/good-works/${ids.nothingVisible}`)).text();
    expect(empty).not.toContain("articles-description");
  });

  test("an article written only in Marathi is shown to English visitors, marked as Marathi", async () => {
    const { data } = articlePageResponseSchema.parse(await (await get("/iapi/front/news")).json());
    const item = data.data.find((i) => i.id === ids.marathiOnly)!;
    expect(item).toMatchObject({ title: "केवळ मराठीतील बातमी (नमुना)", summary: "केवळ मराठीतील सारांश.", lang: "mr" });
    const marathi = articlePageResponseSchema.parse(await (await get("/iapi/front/news", "mr")).json());
    expect(marathi.data.data.find((i) => i.id === ids.marathiOnly)!.lang).toBeUndefined();

    const list = await (await get("/news")).text();
    expect(list).toContain('<span lang="mr">केवळ मराठीतील बातमी (नमुना)</span>');
    expect(list).toContain('<p class="articles-card-summary" lang="mr">केवळ मराठीतील सारांश.</p>');
    expect(list).toContain(enCommon.language_fallback);
    const page = await (await get(`/news/${ids.marathiOnly}`)).text();
    expect(page).toMatch(
      /<h1 class="articles-article-title"><span lang="mr">केवळ मराठीतील बातमी \(नमुना\)<\/span><\/h1>/,
    );
    expect(page).toContain('<div class="prose articles-description" lang="mr"><p>केवळ मराठीतील मजकूर.</p></div>');

    const marathiPage = await (await get(`/news/${ids.marathiOnly}`, "mr")).text();
    expect(marathiPage).not.toContain('lang="mr">केवळ');
    expect(marathiPage).not.toContain(mrCommon.language_fallback);
  });
});
