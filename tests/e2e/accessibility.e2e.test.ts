import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { RESOURCES } from "~/.server/i18n/resources";
import { LOCALES, type Locale } from "~/i18n/locales";
import {
  axeViolations,
  describeViolations,
  expectAccessibleAtEveryWidth,
  setUpBrowser,
  VIEWPORTS,
} from "../support/browser";

/** axe-core (WCAG 2.2 A/AA and best practices) on the shell and home page in every language. */
const { openPage } = setUpBrowser(inject("baseUrl"));

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * What a reader of each language searches for: anything, and a citizen service by its name. The
 * content and the services' search words are in English and Marathi only, so a Hindi reader's
 * query here is in English, which finds them.
 */
const QUERIES: Record<Locale, { any: string; service: string }> = {
  en: { any: "railway police", service: "complaint" },
  mr: { any: "पोलीस", service: "तक्रार" },
  hi: { any: "railway police", service: "complaint" },
};

describe("accessibility", () => {
  for (const locale of LOCALES) {
    test(`the home page has no axe violations in ${locale} at phone and desktop widths`, async () => {
      const page = await openPage("/", { locale, viewport: VIEWPORTS.phone });
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      await expectAccessibleAtEveryWidth(page, `the home page in ${locale}`);
    });

    for (const path of ["/get-help", "/get-help?need=lost_phone", "/verify/MRP-L-2026-000001?t=not-a-token"]) {
      test(`${path} has no axe violations in ${locale} at phone and desktop widths`, async () => {
        const page = await openPage(path, { locale, viewport: VIEWPORTS.phone });
        await expectAccessibleAtEveryWidth(page, `${path} in ${locale}`);
      });
    }

    test(`the home page with a dialog open has no axe violations in ${locale} at phone and desktop widths`, async () => {
      const page = await openPage("/", { locale, viewport: VIEWPORTS.phone });
      await page.locator(".tile-link").first().click();
      await page.locator("dialog:modal").waitFor();
      await expectAccessibleAtEveryWidth(page, `the home page's dialog in ${locale}`);
    });

    test(`the home page with the settings panel open has no axe violations in ${locale} at phone and desktop widths`, async () => {
      const page = await openPage("/", { locale, viewport: VIEWPORTS.phone });
      await page.locator("summary.settings-toggle").click();
      await page.getByRole("heading", { name: RESOURCES[locale].shell.settings.title }).waitFor();
      // Let the slide-in finish so colours are measured where they end up.
      await page
        .locator(".settings-panel")
        .evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      await expectAccessibleAtEveryWidth(page, `the settings panel in ${locale}`);
    });

    test(`the phone's menu, open with a group open, has no axe violations in ${locale}`, async () => {
      const page = await openPage("/news", { locale, viewport: VIEWPORTS.phone });
      await page.locator(".main-nav .nav-toggle").click();
      await page.locator(".main-nav summary").nth(2).click();
      expect(await page.locator(".main-nav details[open] a").first().isVisible()).toBe(true);
      await expectNoViolations(page);
    });

    test(`the 404 page has no axe violations in ${locale} and says it is not found`, async () => {
      let status = 0;
      const page = await openPage("/no-such-page", {
        locale,
        viewport: VIEWPORTS.phone,
        beforeLoad: (page) =>
          void page.on("response", (r) => r.request().isNavigationRequest() && (status = r.status())),
      });
      expect(status).toBe(404);
      expect(await page.locator("main h1").textContent()).toBe(RESOURCES[locale].errors.not_found.title);
      await expectNoViolations(page);
    });

    test(`the search results page has no axe violations in ${locale}`, async () => {
      const query = QUERIES[locale].any;
      const page = await openPage(`/search?q=${encodeURIComponent(query)}`, { locale, viewport: VIEWPORTS.phone });
      expect(await page.locator(".search-results mark").count()).toBeGreaterThan(0);
      await expectNoViolations(page);
    });

    test(`the search page with a citizen service first has no axe violations in ${locale}`, async () => {
      const query = QUERIES[locale].service;
      const page = await openPage(`/search?q=${encodeURIComponent(query)}`, { locale, viewport: VIEWPORTS.phone });
      expect(await page.locator(".search-best-bets a").first().getAttribute("href")).toBe("/complaint");
      await expectNoViolations(page);
    });
  }

  test("the home page without JavaScript, with a dialog rendered open, has no axe violations", async () => {
    const page = await openPage("/?modal=citizen-corner", { locale: "en", withoutAppScripts: true });
    expect(await page.locator("dialog[open]:not(:modal)").count()).toBe(1);
    expect(await page.locator(".carousel-static").count()).toBe(2);
    await expectNoViolations(page);
  });

  for (const locale of LOCALES) {
    test(`at 200% text the phone layout in ${locale} does not scroll sideways`, async () => {
      const page = await openPage("/", { locale, viewport: VIEWPORTS.phone, javaScriptEnabled: false });
      await page.context().addCookies([{ name: "font_size", value: "200", url: inject("baseUrl") }]);
      await page.reload();
      expect(await page.getAttribute("html", "data-font-size")).toBe("200");
      // Anything visible that reaches past the right edge, unless a box that clips it (the ticker,
      // the banner's drawing) keeps it from widening the page.
      const offenders = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const { overflowX } = getComputedStyle(parent);
            if (overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 1) return true;
          }
          return false;
        };
        return [...document.querySelectorAll("body *")]
          .filter((element) => element.checkVisibility() && !element.closest(".visually-hidden, .skip-link"))
          .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`);
      });
      expect(offenders).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
});
