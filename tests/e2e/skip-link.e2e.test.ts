import { describe, expect, inject, test } from "vitest";
import { setUpBrowser, VIEWPORTS } from "../support/browser";

/** WCAG 2.4.1: the first Tab reaches a link that skips the header and navigation. */
const { openPage } = setUpBrowser(inject("baseUrl"));

describe("skip link", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the first Tab shows it and Enter moves focus to the main content ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const page = await openPage("/", { locale: "en", javaScriptEnabled, viewport: VIEWPORTS.phone });
      const skip = page.getByRole("link", { name: "Skip to main content" });
      const offScreen = await skip.boundingBox();
      expect(offScreen!.y + offScreen!.height).toBeLessThanOrEqual(0);

      await page.keyboard.press("Tab");
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.height >= 24).toBe(true);

      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "main");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
    });
  }
});
