import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { ArticleItem, ArticlePageResponse } from "~/.server/content/articles/api-schemas";
import { sanitizeHtml } from "~/.server/security/sanitize-html";
import { XSS_PAYLOADS } from "~/.server/security/sanitize-html.fixtures";
import {
  expectAccessibleAtEveryWidth,
  followMenuLink,
  launchBrowser,
  setUpBrowser,
  VIEWPORTS,
  waitForHydration,
} from "../support/browser";

/**
 * News and good works in a real browser: paging by the page links (with and without JavaScript),
 * cards that open the article page (which links to an attached PDF); the timeline view;
 * the article page's picture masonry at desktop, tablet and phone widths; sanitised descriptions
 * that run nothing; and no axe violation on any of these pages in either language at either width.
 */
const baseUrl = inject("baseUrl");
const { openPage } = setUpBrowser(baseUrl);

const LISTS = [
  { path: "/news", api: "/iapi/front/news", title: "News" },
  { path: "/good-works", api: "/iapi/front/goodwork", title: "Good works" },
] as const;

async function apiPage(api: string, page = 1, locale: Locale = "en"): Promise<ArticleItem[]> {
  const response = await fetch(`${baseUrl}${api}?page=${page}`, { headers: { cookie: `lang=${locale}` } });
  return ((await response.json()) as ArticlePageResponse).data.data;
}

/** Card titles, as the links read them. */
const plainTitles = async (page: Page) =>
  (await page
    .locator(".articles-card-link")
    .evaluateAll((links) => links.map((link) => (link.childNodes[0]?.textContent ?? "").trim()))) as string[];

describe.each(LISTS)("paging through $path", ({ path, api, title }) => {
  test("reached from a page React runs, the page links load each page in place, with the spinner while it loads", async () => {
    // Opened directly the list is a text page (no React: its links load the next document, as
    // without JavaScript); reached from a page React runs, the router pages through it.
    const page = await openPage("/");
    const [one, two, three] = await Promise.all([1, 2, 3].map((n) => apiPage(api, n)));
    // Mark the document: a full page load would lose the mark, a client-side transition keeps it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await followMenuLink(page, "News and updates", title);
    await page.waitForURL(new RegExp(`${path}$`));
    await expect.poll(() => plainTitles(page)).toEqual(one!.map((item) => item.title));
    await page.route(new RegExp(`${path}\\.data`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });

    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await page.locator(".navigation-progress [role=status]").waitFor({ state: "visible" });
    await page.waitForURL(new RegExp(`${path}\\?page=2$`));
    await page.locator(".navigation-progress").waitFor({ state: "detached" });
    expect(await plainTitles(page)).toEqual(two!.map((item) => item.title));
    expect(await page.locator('.pagination a[aria-current="page"]').innerText()).toBe("2");
    expect(await page.title()).toBe(`${title} (page 2 of 3) | Mumbai Railway Police`);

    await pages.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(new RegExp(`${path}\\?page=3$`));
    await expect.poll(() => plainTitles(page)).toEqual(three!.map((item) => item.title));
    expect(await pages.getByRole("link", { name: "Next page" }).count()).toBe(0);

    await pages.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(new RegExp(`${path}\\?page=2$`));
    await pages.getByRole("link", { name: "Page 1" }).click();
    await page.waitForURL(new RegExp(`${path}$`));
    await expect.poll(() => plainTitles(page)).toEqual(one!.map((item) => item.title));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("the page links work without JavaScript", async () => {
    const page = await openPage(path, { javaScriptEnabled: false });
    const two = await apiPage(api, 2);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(new RegExp(`${path}\\?page=2$`));
    expect(await plainTitles(page)).toEqual(two.map((item) => item.title));
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(new RegExp(`${path}\\?page=3$`));
    expect(await page.locator(".articles-card").count()).toBe((await apiPage(api, 3)).length);
  });
});

describe.each(LISTS)("opening a card on $path", ({ path, api }) => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a card without a file opens its article page, from anywhere on the card (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async () => {
      const items = await apiPage(api);
      const index = items.findIndex((item) => !item.file && item.has_thumbnail);
      const page = await openPage(path, { javaScriptEnabled });
      const card = page.locator(".articles-card").nth(index);
      expect(await card.locator("a").getAttribute("href")).toBe(`${path}/${items[index]!.id}`);
      expect(await card.locator("a").getAttribute("target")).toBeNull();
      // The picture is part of the link's target area: a tap on it opens the article.
      const picture = (await card.locator("picture").boundingBox())!;
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
      await page.waitForURL(new RegExp(`${path}/${items[index]!.id}$`));
      await expect.poll(() => page.locator("h1").innerText()).toBe(items[index]!.title);
      // Back returns to the list.
      await page.getByRole("link", { name: "Back", exact: true }).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await expect.poll(() => page.locator(".articles-card").count()).toBe(items.length);
    });
  }

  test("a card with an attached file opens its article page, whose button opens the PDF in a new tab", async () => {
    const items = await apiPage(api);
    const index = items.findIndex((item) => item.file_url);
    expect(index).toBeGreaterThanOrEqual(0);
    const page = await openPage(path);
    const link = page.locator(".articles-card").nth(index).locator("a");
    expect(await link.getAttribute("href")).toBe(`${path}/${items[index]!.id}`);
    expect(await link.getAttribute("target")).toBeNull();
    await link.click();
    await page.waitForURL(new RegExp(`${path}/${items[index]!.id}$`));
    const attachment = page.locator(".articles-attachment");
    expect(await attachment.getAttribute("href")).toBe(items[index]!.file_url);
    expect(await attachment.getAttribute("target")).toBe("_blank");
    const response = await page.request.get(items[index]!.file_url!);
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });

  test("a card is one link, with a visible focus ring around the whole card", async () => {
    const page = await openPage(path);
    const card = page.locator(".articles-card").first();
    expect(await card.locator("a").count()).toBe(1);
    await card.locator("a").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const outline = await card.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe("solid");
    const box = await card.locator("a").evaluate((a) => {
      const after = getComputedStyle(a, "::after");
      return { position: after.position, content: after.content };
    });
    expect(box).toEqual({ position: "absolute", content: '""' });
  });
});

describe.each(LISTS)("the timeline of $path", ({ path, api }) => {
  for (const javaScriptEnabled of [true, false]) {
    test(`groups the page's articles by month and switches back to cards (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async () => {
      const page = await openPage(`${path}?page=2`, { javaScriptEnabled });
      const switcher = page.getByRole("navigation", { name: "Show as" });
      expect(await switcher.getByRole("link", { name: "Cards" }).getAttribute("aria-current")).toBe("page");
      await switcher.getByRole("link", { name: "Timeline" }).click();
      await page.waitForURL(new RegExp(`${path}\\?page=2&view=timeline$`));
      await page.locator(".articles-timeline").waitFor();
      expect(await switcher.getByRole("link", { name: "Timeline" }).getAttribute("aria-current")).toBe("page");
      const items = await apiPage(api, 2);
      const headings = await page.locator(".articles-timeline-heading").allInnerTexts();
      expect(headings.length).toBeGreaterThanOrEqual(2);
      for (const heading of headings) expect(heading).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      expect(await page.locator(".articles-timeline-entry").count()).toBe(items.length);
      const dates = await page
        .locator(".articles-timeline-entry time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
      expect(dates).toEqual(items.map((item) => item.created_at));
      // Entries open their article pages, as cards do, those with a PDF too.
      const links = await page
        .locator(".articles-timeline-title a")
        .evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target")]));
      expect(links).toEqual(items.map((item) => [`${path}/${item.id}`, null]));
      await switcher.getByRole("link", { name: "Cards" }).click();
      await page.waitForURL(new RegExp(`${path}\\?page=2$`));
      await page.locator(".articles-cards").waitFor();
    });
  }
});

describe("the article page", () => {
  /** A news article with at least `n` pictures. */
  async function articleWithPictures(n: number): Promise<ArticleItem> {
    const items = (await Promise.all([1, 2, 3].map((p) => apiPage("/iapi/front/news", p)))).flat();
    const item = items.find((i) => i.images.length >= n);
    if (!item) throw new Error(`no demo news article has ${n} pictures`);
    return item;
  }

  for (const [width, columns] of [
    [1280, 3],
    [800, 2],
    [375, 1],
  ] as const) {
    test(`the pictures form a masonry of ${columns} column${columns > 1 ? "s" : ""} at ${width} px, 30 px apart`, async () => {
      const item = await articleWithPictures(4);
      const page = await openPage(`/news/${item.id}`, { viewport: { width, height: 900 } });
      const masonry = page.locator(".articles-masonry");
      const style = await masonry.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { columns: computed.columnCount, gap: computed.columnGap };
      });
      expect(style).toEqual({ columns: String(columns), gap: "30px" });
      const lefts = await page
        .locator(".articles-masonry-item")
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
      expect(lefts).toHaveLength(item.images.length);
      expect(new Set(lefts).size).toBe(columns);
      // Each picture keeps its own proportions (explicit size, no layout shift) and loads.
      const pictures = page.locator(".articles-masonry img");
      for (let i = 0; i < item.images.length; i++) {
        const img = pictures.nth(i);
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        expect(await img.getAttribute("width")).toBe(String(item.images[i]!.width));
        expect(await img.getAttribute("height")).toBe(String(item.images[i]!.height));
        const ratio = await img.evaluate((el) => el.getBoundingClientRect().height / el.getBoundingClientRect().width);
        expect(ratio).toBeCloseTo(item.images[i]!.height / item.images[i]!.width, 1);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("Back returns to the page of the list the visitor came from", async () => {
    const page = await openPage("/news?page=2");
    const first = page.locator(".articles-card a:not([target])").first();
    const title = (await first.evaluate((a) => a.childNodes[0]?.textContent ?? "")).trim();
    await first.click();
    await page.waitForURL(/\/news\/\d+$/);
    await expect.poll(() => page.locator("h1").innerText()).toBe(title);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL(/\/news\?page=2$/);
    await expect.poll(() => page.locator(".articles-card").count()).toBe(9);
  });

  test("a link to another site in the description opens in a new tab and is announced", async () => {
    const items = (await Promise.all([1, 2, 3].map((p) => apiPage("/iapi/front/news", p)))).flat();
    const item = items.find((i) => i.description.includes("https://example.org/"))!;
    const page = await openPage(`/news/${item.id}`, { locale: "mr" });
    const link = page.locator(".articles-description a[href='https://example.org/']");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.locator(".visually-hidden").innerText()).toBe("(नवीन टॅबमध्ये उघडते)");
  });
});

describe("sanitised HTML in a real browser", () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("no payload of the corpus runs script, loads anything or keeps a handler once sanitised", async () => {
    // A page with no CSP at all: if the sanitiser let anything through, it would run here.
    const context = await browser.newContext();
    const page = await context.newPage();
    const ran: string[] = [];
    page.on("dialog", (dialog) => {
      ran.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const requests: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("about:") && !request.url().startsWith("data:")) requests.push(request.url());
    });
    for (const [name, payload] of XSS_PAYLOADS) {
      const before = ran.length;
      const clean = sanitizeHtml(payload, { newTabLabel: "(opens in a new tab)" });
      await page.setContent(`<!doctype html><html><body><div id="out">${clean}</div></body></html>`);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
      const found = await page.evaluate(() => {
        const bad: string[] = [];
        for (const element of document.querySelectorAll("#out *")) {
          for (const attr of element.getAttributeNames()) {
            if (/^on/i.test(attr) || attr === "style" || attr === "srcdoc" || attr === "formaction") bad.push(attr);
            if (
              /^(href|src|action|data)$/i.test(attr) &&
              /^\s*(javascript|data|vbscript):/i.test(element.getAttribute(attr)!)
            )
              bad.push(`${attr}=${element.getAttribute(attr)}`);
          }
          if (
            /^(script|style|iframe|object|embed|svg|math|form|input|button|base|meta|link|template)$/i.test(
              element.tagName,
            )
          )
            bad.push(element.tagName);
        }
        return bad;
      });
      expect(found, `${name}: ${clean}`).toEqual([]);
      expect(ran.length, `${name} ran script`).toBe(before);
    }
    expect(ran).toEqual([]);
    expect(requests).toEqual([]);
    await context.close();
  });
});

describe("accessibility of the news and good works pages", () => {
  const pages = async () => {
    const news = (await apiPage("/iapi/front/news")).find((item) => item.images.length > 1)!;
    const goodwork = (await apiPage("/iapi/front/goodwork")).find((item) => item.file_url)!;
    return [
      "/news",
      "/news?view=timeline",
      "/good-works",
      "/good-works?view=timeline&page=2",
      `/news/${news.id}`,
      `/good-works/${goodwork.id}`,
    ];
  };

  for (const locale of LOCALES) {
    test(`every page has no axe violations in ${locale} at phone and desktop widths`, async () => {
      const [first, ...rest] = await pages();
      const page = await openPage(first!, { locale, viewport: VIEWPORTS.phone });
      for (const path of [first!, ...rest]) {
        if (path !== first) {
          await page.goto(path);
          await waitForHydration(page);
        }
        expect(await page.getAttribute("html", "lang")).toBe(locale);
        expect(await page.locator("h1").count()).toBe(1);
        await expectAccessibleAtEveryWidth(page, path, { noSidewaysScroll: true });
      }
    }, 90_000);
  }
});
