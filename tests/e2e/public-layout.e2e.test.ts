/**
 * The public pages as a person sees them, on a 375 px phone and a 1280 px desktop: cards without a
 * picture, the article page's first screen, the document lists as cards with each download's
 * format and size, the error summary's bullets, the complaint form's order, "Back to top" on text
 * pages, the railway map's key in high contrast, and what was typed surviving the language switch.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import type { ArticleItem, ArticlePageResponse } from "~/.server/content/articles/api-schemas";
import { RESOURCES } from "~/.server/i18n/resources";
import { LOCALE_SETTINGS, LOCALES, type Locale } from "~/i18n/locales";
import enDocuments from "~/locales/en/documents";
import {
  expectAccessibleAtEveryWidth,
  reopenInLanguage,
  setUpBrowser,
  VIEWPORTS,
  waitForHydration,
} from "../support/browser";

const baseUrl = inject("baseUrl");

/** A document's size as the language writes it: kilobytes with thousands separators, or megabytes. */
function sizePattern(locale: Locale): RegExp {
  const digit = LOCALE_SETTINGS[locale].devanagariDigits ? "[०-९]" : "[0-9]";
  const { size_kb, size_mb } = RESOURCES[locale].documents;
  return new RegExp(
    `^${size_kb.replace("{{size}}", `(${digit}|,)+`)}$|^${size_mb.replace("{{size}}", `${digit}+\\.${digit}`)}$`,
  );
}
const { openPage } = setUpBrowser(baseUrl);

async function newsPage(page = 1): Promise<ArticleItem[]> {
  const response = await fetch(`${baseUrl}/iapi/front/news?page=${page}`);
  return ((await response.json()) as ArticlePageResponse).data.data;
}

describe("news cards", () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`a card without a picture has its summary under its title, with no empty block, at ${width} width`, async () => {
      const items = await newsPage();
      const index = items.findIndex((item) => !item.has_thumbnail && item.summary);
      expect(index).toBeGreaterThanOrEqual(0);
      const page = await openPage("/news", { locale: "en", viewport });
      const card = page.locator(".articles-card").nth(index);
      const boxes = await card.evaluate((element) => {
        const summary = element.querySelector(".articles-card-summary")!;
        const words = document.createRange();
        words.selectNodeContents(summary);
        return {
          title: element.querySelector(".articles-card-title")!.getBoundingClientRect().bottom,
          summary: summary.getBoundingClientRect().toJSON() as DOMRect,
          words: words.getBoundingClientRect().height,
          card: element.getBoundingClientRect().height,
        };
      });
      expect(boxes.summary.top).toBeGreaterThanOrEqual(boxes.title - 1);
      // The summary's box is as tall as its words and a little padding, not a picture's shape.
      expect(boxes.summary.height).toBeLessThanOrEqual(boxes.words + 24);
    });
  }

  test("a card with an attached PDF opens its article page, which has the PDF's link and the photos", async () => {
    const items = await newsPage();
    const item = items.find((i) => i.file_url && i.images.length > 0)!;
    const page = await openPage("/news", { locale: "en", viewport: VIEWPORTS.phone });
    const link = page.getByRole("link", { name: item.title, exact: true });
    expect(await link.getAttribute("href")).toBe(`/news/${item.id}`);
    expect(await link.getAttribute("target")).toBeNull();
    await link.click();
    await page.waitForURL(new RegExp(`/news/${item.id}$`));
    expect(await page.locator(".articles-attachment").getAttribute("href")).toBe(item.file_url);
    expect(await page.locator(".articles-masonry img").count()).toBe(item.images.length);
  });
});

describe("the article page on a phone", () => {
  test("shows the title, the date, a lead paragraph, then the pictures", async () => {
    const item = (await newsPage()).find((i) => i.images.length > 0 && i.summary)!;
    const page = await openPage(`/news/${item.id}`, { locale: "en", viewport: VIEWPORTS.phone });
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => e.getBoundingClientRect().top);
    const lead = page.locator(".articles-lead");
    expect(await lead.innerText()).toBe(item.summary);
    const [title, date, leadTop, picture] = await Promise.all(
      ["h1", ".articles-article-date", ".articles-lead", ".articles-masonry img"].map(top),
    );
    expect(title).toBeLessThan(date!);
    expect(date).toBeLessThan(leadTop!);
    expect(leadTop).toBeLessThan(picture!);
    // The lead is on the first screen.
    expect(await lead.evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(VIEWPORTS.phone.height);
  });
});

const DOCUMENT_LISTS = ["/press-release", "/tenders", "/recruitments", "/RTI"];
/** The lists the demo content fills (its recruitments may all have closed). */
const FILLED = ["/press-release", "/tenders", "/RTI"];

describe("the lists of documents", () => {
  test("are stacked cards on a phone: nothing sticks out sideways", async () => {
    const page = await openPage("/tenders", { locale: "en", viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    for (const path of DOCUMENT_LISTS) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const rows = page.locator(".documents-table tbody tr");
      if (!FILLED.includes(path) && (await rows.count()) === 0) continue;
      expect(await rows.count(), path).toBeGreaterThan(0);
      // One card per document: the title above the date, each cell as wide as the card.
      const row = rows.first();
      const [title, date] = await Promise.all([
        row.locator("th").boundingBox(),
        row.locator("td.documents-date").first().boundingBox(),
      ]);
      expect(date!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
      // Each cell under its column's name.
      const label = await row
        .locator("td.documents-date")
        .first()
        .evaluate((cell) => getComputedStyle(cell, "::before").content);
      expect(label).toContain(enDocuments.date_column);
    }
  });

  for (const locale of LOCALES) {
    test(`every download says its format and size, in ${locale}, and the lists pass axe at both widths`, async () => {
      const page = await openPage("/tenders", { locale, viewport: VIEWPORTS.phone });
      for (const path of DOCUMENT_LISTS) {
        if (path !== "/tenders") {
          await page.goto(path);
          await waitForHydration(page);
        }
        const rows = await page.locator(".documents-table tbody tr").count();
        if (FILLED.includes(path)) expect(rows, path).toBeGreaterThan(0);
        const sizes = await page.locator(".documents-size").allInnerTexts();
        expect(sizes, path).toHaveLength(rows);
        for (const size of sizes) expect(size).toMatch(sizePattern(locale));
        await expectAccessibleAtEveryWidth(page, `${path} in ${locale}`, { noSidewaysScroll: true });
      }
    }, 90_000);
  }
});

describe("the error summary", () => {
  for (const locale of LOCALES) {
    test(`each message starts beside its bullet, and no two read alike, in ${locale}`, async () => {
      const page = await openPage("/complaint", { locale, viewport: VIEWPORTS.phone, javaScriptEnabled: false });
      await page.locator("button.citizen-submit").click();
      await page.locator(".citizen-error-summary").waitFor();
      const items = await page.locator(".citizen-error-summary li").evaluateAll((lis) =>
        lis.map((li) => {
          // The bullet sits on the item's first line box; the message's first line must be that line.
          const link = li.querySelector("a")!;
          const first = link.getClientRects()[0]!;
          const marker = li.getBoundingClientRect();
          return { text: link.textContent, gap: Math.abs(first.top - marker.top) };
        }),
      );
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) expect(item.gap, item.text!).toBeLessThanOrEqual(2);
      expect(new Set(items.map((item) => item.text)).size).toBe(items.length);
    });
  }
});

describe("the complaint form", () => {
  test("asks for photos before the declaration", async () => {
    const page = await openPage("/complaint", { locale: "en", viewport: VIEWPORTS.phone });
    const photos = (await page.locator("#complaint-photos").boundingBox())!;
    const declaration = (await page.locator("#complaint-terms").boundingBox())!;
    expect(photos.y).toBeLessThan(declaration.y);
    const order = await page.evaluate(() => {
      const photos = document.querySelector("#complaint-photos")!;
      const terms = document.querySelector("#complaint-terms")!;
      return photos.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
  });
});

const backToTop = (page: Page) => page.getByRole("link", { name: "Back to top" });

describe("back to top on a text page", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`is hidden at the top, shows once scrolled down, and takes the page back up (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async () => {
      const page = await openPage("/faq", { locale: "en", viewport: VIEWPORTS.phone, javaScriptEnabled });
      expect(await backToTop(page).isVisible()).toBe(false);
      await page.mouse.wheel(0, 1500);
      await backToTop(page).waitFor({ state: "visible" });
      const box = (await backToTop(page).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeCloseTo(VIEWPORTS.phone.width, 0);
      await backToTop(page).click();
      await page.waitForFunction(() => window.scrollY === 0);
    });
  }
});

/** WCAG's contrast ratio of two sRGB colours given as "rgb(r, g, b)". */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(bl!);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the railway map in high contrast", () => {
  for (const locale of LOCALES) {
    test(`keeps its key's line swatches, and each line at 3:1 or more against the black, in ${locale}`, async () => {
      const page = await openPage("/", { locale, viewport: VIEWPORTS.desktop, reducedMotion: "reduce" });
      await page.context().addCookies([{ name: "contrast", value: "high", url: baseUrl }]);
      await page.goto("/mumbai-railway-map");
      await waitForHydration(page);
      expect(await page.getAttribute("html", "data-contrast")).toBe("high");
      for (const line of ["western", "central", "harbour"]) {
        const swatch = page.locator(`.map-swatch-${line}`).first();
        const colours = await swatch.evaluate((element) => ({
          swatch: getComputedStyle(element).backgroundColor,
          behind: getComputedStyle(element.parentElement!).backgroundColor,
        }));
        expect(colours.behind).toBe("rgb(0, 0, 0)");
        expect(contrast(colours.swatch, colours.behind), `${line} swatch ${colours.swatch}`).toBeGreaterThanOrEqual(3);
        const track = await page.locator(`.map-track-${line}`).evaluate((element) => getComputedStyle(element).stroke);
        expect(contrast(track, "rgb(0, 0, 0)"), `${line} track ${track}`).toBeGreaterThanOrEqual(3);
      }
      // A focused station is framed, its white name still on black.
      const station = page.locator("svg.railway-map-svg a").first();
      await station.focus();
      expect(await station.locator(".map-hit").evaluate((hit) => getComputedStyle(hit).fill)).toBe("rgb(0, 0, 0)");
      await station.blur();
      await expectAccessibleAtEveryWidth(page, `the railway map in high contrast in ${locale}`, {
        noSidewaysScroll: true,
      });
    });
  }
});

describe("switching language mid-form", () => {
  test("keeps what was typed (with JavaScript), and the page still passes axe in both languages", async () => {
    const page = await openPage("/complaint", { locale: "en", viewport: VIEWPORTS.phone });
    await page.locator("#complaint-category").selectOption({ index: 2 });
    const category = await page.locator("#complaint-category").inputValue();
    await page.locator("#complaint-name").fill("Asha D'Souza");
    await page.locator("#complaint-mobile_number").fill("98765 43210");
    await page.locator("#complaint-complaint").fill("A man snatched my phone at the door of the train.");
    await page.locator("#complaint-terms").check();
    await expectAccessibleAtEveryWidth(page, "the filled complaint form in English");

    await Promise.all([
      page.waitForURL(/\/complaint$/),
      page.locator(".language-switch").getByRole("button", { name: "मराठी" }).click(),
    ]);
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe("mr");
    await expect.poll(() => page.locator("#complaint-name").inputValue()).toBe("Asha D'Souza");
    expect(await page.locator("#complaint-mobile_number").inputValue()).toBe("98765 43210");
    expect(await page.locator("#complaint-complaint").inputValue()).toBe(
      "A man snatched my phone at the door of the train.",
    );
    expect(await page.locator("#complaint-category").inputValue()).toBe(category);
    expect(await page.locator("#complaint-terms").isChecked()).toBe(true);
    // Kept only for the switch: nothing is left behind in the tab's storage.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("typed")))).toEqual([]);
    await expectAccessibleAtEveryWidth(page, "the filled complaint form in Marathi");

    // Another visit of the page starts empty.
    await reopenInLanguage(page, "en");
    expect(await page.locator("#complaint-name").inputValue()).toBe("");
  }, 60_000);
});
