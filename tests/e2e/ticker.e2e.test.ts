import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser } from "../support/browser";

/** SPEC §2 "Shell": the scrolling helpline strip, which WCAG 2.2.2 says a visitor must be able to stop. */
const { openPage } = setUpBrowser(inject("baseUrl"));

const playStates = (page: Page) =>
  page.$$eval(".ticker-track", (tracks) => tracks.map((track) => getComputedStyle(track).animationPlayState));

/** Hover and focus pause the strip too, so move both away before reading the state the button set. */
async function leaveTicker(page: Page) {
  await page.mouse.move(600, 600);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe("helpline ticker", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the pause control stops and restarts the scrolling ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const page = await openPage("/", { locale: "en", javaScriptEnabled, reducedMotion: "no-preference" });
      const tracks = await playStates(page);
      expect(tracks).toEqual(["running", "running"]);
      expect(
        await page
          .locator(".ticker-track")
          .first()
          .evaluate((t) => getComputedStyle(t).animationName),
      ).toBe("ticker-scroll");

      const pause = page.getByRole("checkbox", { name: "Pause scrolling text" });
      await page.locator("label.ticker-pause").click();
      expect(await pause.isChecked()).toBe(true);
      await leaveTicker(page);
      expect(await playStates(page)).toEqual(["paused", "paused"]);

      await page.locator("label.ticker-pause").click();
      expect(await pause.isChecked()).toBe(false);
      await leaveTicker(page);
      expect(await playStates(page)).toEqual(["running", "running"]);
    });
  }

  test("the pause control is reachable and operable with the keyboard", async () => {
    const page = await openPage("/", { locale: "en" });
    // After the skip link and the display controls at the top of the header.
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.id)) === "ticker-pause") break;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("ticker-pause");
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox", { name: "Pause scrolling text" }).isChecked()).toBe(true);
    await leaveTicker(page);
    expect(await playStates(page)).toEqual(["paused", "paused"]);
  });

  test("the strip stands still for visitors who ask for reduced motion", async () => {
    const page = await openPage("/", { locale: "en", reducedMotion: "reduce" });
    expect(
      await page
        .locator(".ticker-track")
        .first()
        .evaluate((t) => getComputedStyle(t).animationName),
    ).toBe("none");
  });
});
