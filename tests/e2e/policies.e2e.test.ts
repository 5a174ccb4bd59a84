/**
 * The policy and help pages, the HTML sitemap and the feedback page (GIGW): no axe-core
 * violations in any language at phone and desktop widths, and the footer reaches them.
 */
import { describe, expect, inject, test } from "vitest";
import { POLICY_LINKS } from "~/content/policy-pages";
import { LOCALES } from "~/i18n/locales";
import { expectAccessibleAtEveryWidth, setUpBrowser, VIEWPORTS } from "../support/browser";

const { openPage } = setUpBrowser(inject("baseUrl"));
const PAGES = [...POLICY_LINKS.map((link) => link.to), "/sitemap"];

describe("policy and help pages", () => {
  for (const locale of LOCALES) {
    test(`have no axe violations in ${locale} at phone and desktop widths`, async () => {
      const page = await openPage(PAGES[0]!, { locale, viewport: VIEWPORTS.phone, reducedMotion: "reduce" });
      for (const path of PAGES) {
        if (path !== PAGES[0]) await page.goto(path);
        expect(await page.getAttribute("html", "lang")).toBe(locale);
        await expectAccessibleAtEveryWidth(page, path);
      }
    }, 90_000);
  }

  test("the footer link leads to the accessibility statement", async () => {
    const page = await openPage("/", { locale: "en" });
    await page.locator("footer").getByRole("link", { name: "Accessibility statement" }).click();
    await page.locator("main h1", { hasText: "Accessibility statement" }).waitFor();
    expect(page.url()).toMatch(/\/accessibility-statement$/);
  });
});
