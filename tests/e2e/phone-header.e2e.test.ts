import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { RESOURCES } from "~/.server/i18n/resources";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";
import hiCitizen from "~/locales/hi/citizen";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS, waitForHydration } from "../support/browser";

/**
 * The header on a phone leaves room for the page: on a 375 x 667 screen every page's heading
 * starts within the first 250 px, in every language, with and without JavaScript. The header keeps
 * what a visitor needs on every page (the display settings, the helplines, the name, one language
 * switch, search and the menu); the social accounts wait in the footer.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

const SMALL_PHONE = { width: 375, height: 667 };
const HEADING_WITHIN_PX = 250;
/** The home page, a list, a form, the station directory, search and a text page. */
const PAGES = ["/", "/news", "/complaint", "/all-police-stations", "/search", "/about-us"];
/** The language switch's buttons in a page of `locale`: every other language, by its own name. */
const otherLanguages = (locale: string) => LOCALES.filter((other) => other !== locale).map((l) => LANGUAGE_NAMES[l]);

/** Where the page's own heading starts, from the top of the page. */
const headingTop = (page: Page) =>
  page
    .locator("main h1")
    .first()
    .evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);

describe("the header on a 375 x 667 phone", () => {
  for (const locale of LOCALES) {
    for (const javaScriptEnabled of [true, false]) {
      test(`leaves the page's heading within the first ${HEADING_WITHIN_PX} px on every page in ${locale} ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
        const page = await openPage("/", { locale, viewport: SMALL_PHONE, javaScriptEnabled });
        const tops: Record<string, number> = {};
        for (const path of PAGES) {
          await page.goto(path);
          tops[path] = Math.round(await headingTop(page));
        }
        const tooLow = Object.entries(tops).filter(([, top]) => top > HEADING_WITHIN_PX);
        expect(tooLow, JSON.stringify(tops)).toEqual([]);
      });
    }

    test(`has one language switch, to the other languages, a way to search, and no social links, in ${locale}`, async () => {
      const page = await openPage("/news", { locale, viewport: SMALL_PHONE });
      const header = page.locator("header.site-header, nav.main-nav");
      const languageControls = header.locator(".language-switch").getByRole("button");
      expect(await languageControls.allTextContents()).toEqual(otherLanguages(locale));
      for (const control of await languageControls.all()) expect(await control.isVisible()).toBe(true);
      // Side by side on the strip's first row, beside the display buttons: no row of its own.
      const tops = await Promise.all((await languageControls.all()).map(async (c) => (await c.boundingBox())!.y));
      const fontButton = (await header.locator(".display-button").first().boundingBox())!;
      for (const top of tops) expect(Math.abs(top - fontButton.y)).toBeLessThanOrEqual(2);

      const search = page.locator("nav.main-nav").getByRole("link", { name: RESOURCES[locale].search.title });
      expect(await search.getAttribute("href")).toBe("/search");
      expect(await search.isVisible()).toBe(true);
      const box = (await search.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

      expect(await header.getByRole("link", { name: "Facebook" }).count()).toBe(0);
      const footer = page.locator("footer.site-footer");
      for (const name of ["Facebook", "X", "YouTube", "Instagram"]) {
        expect(await footer.getByRole("link", { name, exact: true }).count(), name).toBe(1);
      }
    });
  }

  test("the language switch brings the same page in the other language and remembers it", async () => {
    const page = await openPage("/news", { locale: "en", viewport: SMALL_PHONE });
    // The switch posts a form and the same page loads again: wait for that page, not the one left.
    await Promise.all([
      page.waitForEvent("load"),
      page.locator(".language-switch").getByRole("button", { name: "मराठी" }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe("/news");
    await page.waitForFunction(() => document.documentElement?.lang === "mr");
    expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("mr");
    expect(await page.locator(".language-switch").getByRole("button").allTextContents()).toEqual(["English", "हिंदी"]);
  });
});

describe("Hindi on a 375 x 667 phone", () => {
  test("हिंदी switches a page to Hindi, whose switch offers English and मराठी, and axe finds nothing", async () => {
    const page = await openPage("/complaint", { locale: "en", viewport: SMALL_PHONE });
    // The switch posts a form and the same page loads again: wait for that page, not the one left.
    await Promise.all([
      page.waitForEvent("load"),
      page.locator(".language-switch").getByRole("button", { name: "हिंदी" }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe("/complaint");
    await page.waitForFunction(() => document.documentElement?.lang === "hi");
    await waitForHydration(page);
    expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("hi");
    expect(await page.locator("main h1").first().textContent()).toBe(hiCitizen.complaints.title);
    expect(await page.locator(".language-switch").getByRole("button").allTextContents()).toEqual(["English", "मराठी"]);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

describe("the header on a 1280 px desktop", () => {
  test("keeps the search box, the language switch and the whole menu in view", async () => {
    const page = await openPage("/news", { locale: "en", viewport: VIEWPORTS.desktop });
    expect(await page.locator("header.site-header").getByRole("searchbox").isVisible()).toBe(true);
    expect(await page.locator(".language-switch").getByRole("button", { name: "मराठी" }).isVisible()).toBe(true);
    expect(await page.locator(".main-nav summary").first().isVisible()).toBe(true);
    // The phone's search icon would only repeat the box.
    expect(await page.locator("nav.main-nav").getByRole("link", { name: "Search" }).isVisible()).toBe(false);
    expect(await headingTop(page)).toBeLessThan(VIEWPORTS.desktop.height / 2);
  });
});
