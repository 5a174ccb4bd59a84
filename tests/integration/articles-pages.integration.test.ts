/**
 * The news and good works pages as a browser without JavaScript receives them: server-rendered
 * cards and timeline with working page links, article pages with their pictures and sanitised text,
 * both languages, and the site's 404 page for every page or id that does not exist.
 */
import { describe, expect, test } from "vitest";
import { articlePageResponseSchema, type ArticleItem } from "~/.server/content/articles/api-schemas";
import { ARTICLES_PER_PAGE } from "~/.server/content/articles/articles-service";
import { DEMO_ARTICLES_PER_KIND } from "~/.server/content/articles/demo-articles";
import enArticles from "~/locales/en/articles";
import enErrors from "~/locales/en/errors";
import mrArticles from "~/locales/mr/articles";
import mrErrors from "~/locales/mr/errors";
import { firstHeading, htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const server = useTestServer();

const LAST_PAGE = Math.ceil(DEMO_ARTICLES_PER_KIND / ARTICLES_PER_PAGE);
const DEVANAGARI_DIGIT = /[०-९]/;

function browser(locale: "en" | "mr" = "en"): Visitor {
  const v = new Visitor(server.url, { accept: "text/html" });
  v.cookies.set("lang", locale);
  return v;
}

async function html(path: string, locale: "en" | "mr" = "en", status = 200): Promise<string> {
  const response = await browser(locale).get(path);
  expect(response.status, path).toBe(status);
  return response.text();
}

async function apiItems(path: string, locale: "en" | "mr" = "en"): Promise<ArticleItem[]> {
  const pages = await Promise.all(
    Array.from({ length: LAST_PAGE }, async (_, i) => {
      const response = await browser(locale).get(`${path}?page=${i + 1}`);
      return articlePageResponseSchema.parse(await response.json()).data.data;
    }),
  );
  return pages.flat();
}

/** The cards of a list page: each one's title link and what else the card shows. */
function cards(page: string) {
  return [...page.matchAll(/<li class="articles-card">([\s\S]*?)<\/li>/g)].map(([, card]) => {
    const link = /<h2 class="articles-card-title"><a ([^>]*)>([\s\S]*?)<\/a><\/h2>/.exec(card!)!;
    return {
      attributes: link[1]!,
      href: /href="([^"]+)"/.exec(link[1]!)![1]!,
      title: link[2]!
        .replace(/<!-- -->/g, "")
        .replace(/<span[\s\S]*$/, "")
        .trim(),
      linkText: link[2]!.replace(/<[^>]+>/g, ""),
      hasImage: card!.includes("<picture"),
      summary: /<p class="articles-card-summary"[^>]*>([\s\S]*?)<\/p>/.exec(card!)?.[1],
      date: /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(card!),
    };
  });
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe.each([
  { path: "/news", api: "/iapi/front/news", section: "news" },
  { path: "/good-works", api: "/iapi/front/goodwork", section: "good_works" },
] as const)("$path", ({ path, api, section }) => {
  test("lists the first page of cards, newest first, as the API does", async () => {
    const page = await html(path);
    expect(htmlLang(page)).toBe("en");
    expect(firstHeading(page)).toBe(enArticles[section].title);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toContain(`<title>${enArticles[section].title} | Mumbai Railway Police</title>`);
    const items = (await apiItems(api)).slice(0, ARTICLES_PER_PAGE);
    const shown = cards(page);
    expect(shown.map((card) => decode(card.title))).toEqual(items.map((item) => item.title));
    shown.forEach((card, i) => {
      const item = items[i]!;
      expect(card.hasImage).toBe(item.has_thumbnail);
      // SPEC §2: the summary only when there is no thumbnail.
      expect(card.summary === undefined).toBe(item.has_thumbnail || !item.summary);
      expect(card.date?.[1]).toBe(item.created_at);
      expect(card.date?.[2]).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (AM|PM)$/);
    });
  });

  test("every card opens its article page, one with an attached PDF too (the page links to it)", async () => {
    const items = await apiItems(api);
    const all = (await Promise.all([1, 2, 3].map((n) => html(`${path}?page=${n}`)))).flatMap(cards);
    expect(all).toHaveLength(DEMO_ARTICLES_PER_KIND);
    expect(items.some((item) => item.file_url)).toBe(true);
    all.forEach((card, i) => {
      expect(card.href).toBe(`${path}/${items[i]!.id}`);
      expect(card.attributes).not.toContain("target=");
    });
  });

  test("page links work without JavaScript, and the last page is partly filled", async () => {
    const first = await html(path);
    expect(first).toContain(`href="${path}?page=2"`);
    expect(first).toContain(`href="${path}?page=${LAST_PAGE}"`);
    const second = await html(`${path}?page=2`);
    expect(second).toMatch(/aria-current="page"[^>]*>2</);
    expect(second).toContain(
      `<title>${enArticles[section].title} (page 2 of ${LAST_PAGE}) | Mumbai Railway Police</title>`,
    );
    expect(cards(second)).toHaveLength(ARTICLES_PER_PAGE);
    expect(cards(await html(`${path}?page=${LAST_PAGE}`))).toHaveLength(
      DEMO_ARTICLES_PER_KIND - (LAST_PAGE - 1) * ARTICLES_PER_PAGE,
    );
  });

  test.each(["0", "-1", "abc", "1.5", "9999999", ""])("a mistyped ?page=%s shows the first page", async (value) => {
    expect(cards(await html(`${path}?page=${value}`))).toEqual(cards(await html(path)));
    expect(cards(await html(`${path}?page=${value}`, "mr"))).toEqual(cards(await html(path, "mr")));
  });

  test.each([String(LAST_PAGE + 1), "999999"])(
    "?page=%s, past the end, is the site's 404 page, not an error",
    async (value) => {
      const page = await html(`${path}?page=${value}`, "en", 404);
      expect(firstHeading(page)).toBe(enErrors.not_found.title);
      const marathi = await html(`${path}?page=${value}`, "mr", 404);
      expect(firstHeading(marathi)).toBe(mrErrors.not_found.title);
    },
  );

  test("the timeline groups the same page of articles by month, and keeps the page when switching", async () => {
    const timeline = await html(`${path}?view=timeline&page=2`);
    const items = (await apiItems(api)).slice(ARTICLES_PER_PAGE, 2 * ARTICLES_PER_PAGE);
    const headings = [...timeline.matchAll(/<h2 id="articles-month-(\d{4}-\d{2})"[^>]*>([^<]+)<\/h2>/g)];
    expect(headings.length).toBeGreaterThanOrEqual(2);
    const months = enArticles.months_full.split(",");
    const ist = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000);
    const expected = [
      ...new Set(
        items.map((item) => `${months[ist(item.created_at).getUTCMonth()]} ${ist(item.created_at).getUTCFullYear()}`),
      ),
    ];
    expect(headings.map((h) => h[2])).toEqual(expected);
    for (const item of items) expect(decode(timeline)).toContain(item.title);
    expect(timeline).toContain(`href="${path}?page=2"`); // the "Cards" link keeps the page
    expect(timeline).toMatch(new RegExp(`aria-current="page" href="${path}\\?view=timeline&amp;page=2"`));
    expect(timeline).toContain(`href="${path}?view=timeline&amp;page=3"`); // pagination keeps the view
  });

  test("an unknown view shows the cards", async () => {
    expect(cards(await html(`${path}?view=<script>`))).toHaveLength(ARTICLES_PER_PAGE);
  });

  test("in Marathi: Marathi heading and titles, Marathi month names and Devanagari digits", async () => {
    const page = await html(path, "mr");
    expect(htmlLang(page)).toBe("mr");
    expect(firstHeading(page)).toBe(mrArticles[section].title);
    const shown = cards(page);
    for (const card of shown) {
      expect(card.title).toContain("(नमुना)");
      expect(card.date?.[2]).toMatch(DEVANAGARI_DIGIT);
    }
    const timeline = await html(`${path}?view=timeline`, "mr");
    const heading = /<h2 id="articles-month-[^"]+"[^>]*>([^<]+)<\/h2>/.exec(timeline)![1]!;
    expect(mrArticles.months_full.split(",").some((month) => heading.startsWith(month))).toBe(true);
    expect(heading).toMatch(DEVANAGARI_DIGIT);
  });

  test("pages carry no inline style attributes (the CSP forbids them)", async () => {
    for (const url of [path, `${path}?view=timeline`]) expect(await html(url)).not.toMatch(/\sstyle="/);
  });
});

describe.each([
  { path: "/news", api: "/iapi/front/news", other: "/iapi/front/goodwork", kind: "news" },
  { path: "/good-works", api: "/iapi/front/goodwork", other: "/iapi/front/news", kind: "goodwork" },
] as const)("$path/{id}", ({ path, api, other, kind }) => {
  test("shows the title, date, every picture, the description and a way back", async () => {
    const items = await apiItems(api);
    const item = items.find((i) => i.images.length >= 3)!;
    expect(item).toBeDefined();
    const page = await html(`${path}/${item.id}`);
    expect(firstHeading(page)).toBe(item.title);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toContain(`<title>${item.title} | Mumbai Railway Police</title>`);
    expect(page).toContain(`<time dateTime="${item.created_at}">`);
    expect(page).toMatch(new RegExp(`<a class="back-button" href="${path}"`));
    const masonry = /<ul class="articles-masonry">([\s\S]*?)<\/ul>/.exec(page)![1]!;
    const images = [...masonry.matchAll(/<img ([^>]+)>/g)].map((m) => m[1]!);
    expect(images).toHaveLength(item.images.length);
    images.forEach((img, i) => {
      expect(img).toContain(`src="${item.images[i]!.url}"`);
      expect(img).toContain(`width="${item.images[i]!.width}" height="${item.images[i]!.height}"`);
      expect(img).toContain(`alt="${item.images[i]!.alt}"`);
      expect(img).toContain(i === 0 ? 'loading="eager"' : 'loading="lazy"');
    });
    expect(page).toContain('<div class="prose articles-description">');
    expect(page).not.toMatch(/\sstyle="/);
  });

  test("an attached PDF is offered as a link that opens in a new tab", async () => {
    const items = await apiItems(api);
    const withFile = items.find((i) => i.file_url)!;
    const page = await html(`${path}/${withFile.id}`);
    expect(page).toMatch(
      new RegExp(
        `<a href="${withFile.file_url}" target="_blank" rel="noopener noreferrer" class="button articles-attachment">`,
      ),
    );
    expect(page).toContain(enArticles.article.attachment);
    const without = items.find((i) => !i.file_url)!;
    expect(await html(`${path}/${without.id}`)).not.toContain("articles-attachment");
  });

  test("links to other sites in the description say that they open a new tab, in the page's language", async () => {
    const items = await apiItems(api);
    const item = items.find((i) => i.description.includes("https://example.org/"))!;
    expect(item).toBeDefined();
    const english = await html(`${path}/${item.id}`);
    expect(english).toMatch(
      /<a href="https:\/\/example.org\/" rel="noopener noreferrer" target="_blank">[^<]+<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    );
    const marathi = await html(`${path}/${item.id}`, "mr");
    expect(marathi).toContain('<span class="visually-hidden"> (नवीन टॅबमध्ये उघडते)</span></a>');
  });

  test("in Marathi: Marathi title, description and picture descriptions", async () => {
    const item = (await apiItems(api, "mr")).find((i) => i.images.length > 0)!;
    const page = await html(`${path}/${item.id}`, "mr");
    expect(htmlLang(page)).toBe("mr");
    expect(firstHeading(page)).toBe(item.title);
    expect(page).toContain(`alt="${item.images[0]!.alt}"`);
    expect(page).toMatch(/<time dateTime="[^"]+">[^<]*[०-९]/);
  });

  test("unknown, malformed and other-kind ids are the site's 404 page", async () => {
    const otherId = (await apiItems(other))[0]!.id;
    for (const id of ["999999", "abc", "0", "-3", "1.5", "12abc", "99999999999", String(otherId)]) {
      const page = await html(`${path}/${id}`, "en", 404);
      expect(firstHeading(page), id).toBe(enErrors.not_found.title);
    }
    expect(firstHeading(await html(`${path}/999999`, "mr", 404))).toBe(mrErrors.not_found.title);
  });

  test("an unpublished draft is not found", async () => {
    const draft = await server.services.db
      .selectFrom("articles")
      .select("id")
      .where("kind", "=", kind)
      .where("published", "=", 0)
      .executeTakeFirstOrThrow();
    await html(`${path}/${draft.id}`, "en", 404);
  });
});
