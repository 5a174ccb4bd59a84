/**
 * The high-contrast option in the header's top strip (GIGW): a toggle with
 * aria-pressed that turns the page to light text on black at once with JavaScript, by a plain form
 * post without it, is remembered for the next page, and leaves no axe-core violation in either
 * language.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS, waitForHydration } from "../support/browser";

const { openPage } = setUpBrowser(inject("baseUrl"));
const NAMES = { en: "High contrast", mr: "उच्च कॉन्ट्रास्ट" } as const;

const contrast = (page: Page) => page.getAttribute("html", "data-contrast");
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector("main")!).backgroundColor);

describe("high contrast", () => {
  test("the toggle switches the page to light on black at once and the next page keeps it", async () => {
    const page = await openPage("/", { locale: "en", reducedMotion: "reduce" });
    expect(await contrast(page)).toBe("normal");
    const toggle = page.getByRole("button", { name: NAMES.en });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await contrast(page)).toBe("high");
    expect(await background(page)).toBe("rgb(0, 0, 0)");

    await page.goto("/news");
    expect(await contrast(page)).toBe("high");
    expect(await background(page)).toBe("rgb(0, 0, 0)");
    await page.getByRole("button", { name: NAMES.en }).click();
    expect(await contrast(page)).toBe("normal");
    expect(await background(page)).not.toBe("rgb(0, 0, 0)");
  });

  test("works as a plain form without JavaScript", async () => {
    const page = await openPage("/faq", { locale: "mr", javaScriptEnabled: false });
    await page.getByRole("button", { name: NAMES.mr }).click();
    await page.waitForURL(/\/faq$/);
    expect(await contrast(page)).toBe("high");
    expect(await page.getByRole("button", { name: NAMES.mr }).getAttribute("aria-pressed")).toBe("true");
  });

  for (const locale of LOCALES) {
    test(`pages in high contrast have no axe violations, in ${locale}`, async () => {
      const paths = ["/", "/complaint", "/police-station/10"];
      // The choice is a cookie: set once, it holds for every page the profile opens next.
      const page = await openPage(paths[0]!, { locale, viewport: VIEWPORTS.phone, reducedMotion: "reduce" });
      await page.context().addCookies([{ name: "contrast", value: "high", url: inject("baseUrl") }]);
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await contrast(page)).toBe("high");
        const violations = await axeViolations(page);
        expect(violations, `${path}:\n${describeViolations(violations)}`).toEqual([]);
      }
    }, 60_000);
  }
});
