import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser, VIEWPORTS, waitForHydration } from "../support/browser";

/**
 * SPEC §2 "Shell" settings panel and §9: the font size starts at 100 and moves 5 points a click.
 * A−, A and A+ sit in the header's top strip; the panel holds the exact size.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

const fontSizeAttribute = (page: Page) => page.getAttribute("html", "data-font-size");
const rootFontSizePx = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

async function openSettings(page: Page) {
  await page.locator("summary.settings-toggle").click();
  await page.getByRole("heading", { name: "Display settings" }).waitFor();
}

describe("font size control", () => {
  test("the settings panel slides in from the edge when its toggle is pressed", async () => {
    const page = await openPage("/", { locale: "en" });
    const panel = page.locator(".settings-panel");
    expect(await panel.isVisible()).toBe(false);
    await page.locator("summary.settings-toggle").click();
    await panel.waitFor({ state: "visible" });
    expect(await page.locator("details.settings").getAttribute("open")).not.toBeNull();
    const animation = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: parseFloat(style.animationDuration) };
    });
    expect(animation.name).toBe("slide-in");
    expect(animation.duration).toBeGreaterThan(0);
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`the open panel lies wholly on screen at ${width} width, at 100% and at 200% text`, async () => {
      for (const size of ["100", "200"]) {
        const page = await openPage("/", { locale: "mr", viewport, reducedMotion: "reduce" });
        await page.context().addCookies([{ name: "font_size", value: size, url: inject("baseUrl") }]);
        await page.reload();
        await waitForHydration(page);
        await page.locator("summary.settings-toggle").click();
        const box = (await page.locator(".settings-panel").boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        // Its controls can be reached, scrolling inside the panel if the text is very large.
        for (const control of [
          page.getByLabel("अक्षरांचा आकार (टक्के)"),
          page.getByRole("button", { name: "सेटिंग्ज बंद करा" }),
        ]) {
          await control.scrollIntoViewIfNeeded();
          expect(await control.isVisible()).toBe(true);
        }
      }
    });
  }

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`A−, A and A+ are in view in the header's top strip at ${width} width, before the helplines`, async () => {
      const page = await openPage("/", { locale: "en", viewport });
      const strip = page.locator("header .display-bar");
      for (const name of ["Smaller text", "Reset to 100%", "Larger text"]) {
        const button = strip.getByRole("button", { name });
        expect(await button.isVisible(), name).toBe(true);
        expect((await button.boundingBox())!.y, name).toBeLessThan(80);
      }
      expect(
        await page.evaluate(
          () =>
            document.querySelector(".display-bar")!.compareDocumentPosition(document.querySelector(".ticker")!) ===
            Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ).toBe(true);
    });
  }

  test("A+ and A− move the size by 5 and the page text follows", async () => {
    const page = await openPage("/", { locale: "en" });
    expect(await fontSizeAttribute(page)).toBe("100");
    const base = await rootFontSizePx(page);

    await page.getByRole("button", { name: "Larger text" }).click();
    expect(await fontSizeAttribute(page)).toBe("105");
    expect(await rootFontSizePx(page)).toBeCloseTo(base * 1.05, 1);
    expect(await page.locator("#font-size-input").inputValue()).toBe("105");

    await page.getByRole("button", { name: "Larger text" }).click();
    expect(await fontSizeAttribute(page)).toBe("110");
    expect(await rootFontSizePx(page)).toBeGreaterThan(base * 1.05);

    await page.getByRole("button", { name: "Smaller text" }).click();
    await page.getByRole("button", { name: "Smaller text" }).click();
    await page.getByRole("button", { name: "Smaller text" }).click();
    expect(await fontSizeAttribute(page)).toBe("95");
    expect(await rootFontSizePx(page)).toBeCloseTo(base * 0.95, 1);
  });

  test("typing a size applies it, reset returns to 100, and the choice survives a reload", async () => {
    const page = await openPage("/", { locale: "en" });
    const base = await rootFontSizePx(page);
    await openSettings(page);

    const input = page.getByLabel("Font size (percent)");
    await input.fill("");
    await input.pressSequentially("130");
    expect(await fontSizeAttribute(page)).toBe("130");
    await input.press("Enter");
    expect(await fontSizeAttribute(page)).toBe("130");
    expect(await rootFontSizePx(page)).toBeCloseTo(base * 1.3, 1);
    const cookie = (await page.context().cookies()).find((c) => c.name === "font_size");
    expect(cookie?.value).toBe("130");

    await page.reload();
    expect(await fontSizeAttribute(page)).toBe("130");
    expect(await rootFontSizePx(page)).toBeCloseTo(base * 1.3, 1);

    await openSettings(page);
    expect(await page.getByLabel("Font size (percent)").inputValue()).toBe("130");
    await page.getByRole("button", { name: "Reset to 100%" }).click();
    expect(await fontSizeAttribute(page)).toBe("100");
    expect(await rootFontSizePx(page)).toBeCloseTo(base, 1);
    await page.reload();
    expect(await fontSizeAttribute(page)).toBe("100");
  });

  test("without JavaScript A+ posts the form and the next page is larger, and A resets it", async () => {
    const page = await openPage("/", { locale: "en", javaScriptEnabled: false });
    const base = await rootFontSizePx(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/"),
      page.waitForResponse((response) => response.url().endsWith("/preferences") && response.status() === 303),
      page.getByRole("button", { name: "Larger text" }).click(),
    ]);
    await page.waitForLoadState("load");
    expect(await fontSizeAttribute(page)).toBe("105");
    expect(await rootFontSizePx(page)).toBeCloseTo(base * 1.05, 1);
    expect((await page.context().cookies()).find((c) => c.name === "font_size")?.value).toBe("105");

    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/preferences") && response.status() === 303),
      page.getByRole("button", { name: "Reset to 100%" }).click(),
    ]);
    await page.waitForLoadState("load");
    expect(await fontSizeAttribute(page)).toBe("100");
  });

  test("Escape closes the panel and returns focus to its toggle", async () => {
    const page = await openPage("/", { locale: "en" });
    await openSettings(page);
    await page.getByLabel("Font size (percent)").focus();
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>("details.settings")?.open);
    expect(await page.locator(".settings-panel").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("settings-toggle"))).toBe(true);
  });
});
