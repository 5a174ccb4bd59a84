import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser, VIEWPORTS } from "../support/browser";

/**
 * Nothing that floats over the page may cover what a visitor reads or fills in (item 6):
 * on a 375 × 667 phone, wherever the page is scrolled, no control fixed to the screen meets a
 * form field, label, error message or list item that is in view. The text-size and contrast
 * controls sit in the header instead, early in the tab order.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));
const SMALL_PHONE = { width: 375, height: 667 };

/**
 * What floats over the content where the page is scrolled now, and the content it covers. Floating:
 * every element fixed to the viewport (with everything inside it), and whatever pokes out below a
 * bar that sticks to the top. The sticky menu bar itself hides what scrolls under it, by design,
 * so content counts as in view only below it.
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Drawn at all: not inside a closed <details>, not hidden, not transparent, not empty.
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })
      );
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")} "${(
        element.textContent ?? ""
      )
        .trim()
        .slice(0, 40)}"`;
    const all = [...document.body.querySelectorAll("*")].filter((element) => !element.closest("dialog"));

    const floating = new Set<Element>();
    let inViewFrom = 0;
    for (const element of all) {
      const position = getComputedStyle(element).position;
      if (position === "fixed") {
        floating.add(element);
        for (const inner of element.querySelectorAll("*")) floating.add(inner);
      } else if (position === "sticky") {
        const bar = element.getBoundingClientRect();
        if (bar.top > 1 || bar.bottom <= 0) continue;
        inViewFrom = Math.max(inViewFrom, bar.bottom);
        for (const inner of element.querySelectorAll("*")) {
          if (inner.getBoundingClientRect().bottom > bar.bottom + 1) floating.add(inner);
        }
      }
    }

    const content = [
      ...document.querySelectorAll(
        'main :is(input:not([type="hidden"]), select, textarea, label, li, [id$="-error"], .citizen-error-summary)',
      ),
    ];
    const problems: string[] = [];
    for (const control of [...floating].filter(shown)) {
      const a = control.getBoundingClientRect();
      for (const item of content) {
        if (floating.has(item) || !shown(item)) continue;
        const b = item.getBoundingClientRect();
        const top = Math.max(b.top, inViewFrom);
        const bottom = Math.min(b.bottom, window.innerHeight);
        if (bottom <= top) continue; // out of view, or under the sticky bar
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, bottom) - Math.max(a.top, top);
        if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${describe(control)} covers ${describe(item)}`);
      }
    }
    return problems;
  });
}

/** Two frames: scroll handlers have run and React has painted what they changed. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Scrolls the whole page down in steps, then back up, collecting whatever floats over content. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const stops: number[] = [];
  for (let y = 0; y <= height; y += 97) stops.push(y);
  stops.push(height, ...[...stops].reverse());
  const problems = new Set<string>();
  for (const y of stops) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settle(page);
    for (const problem of await coveredContent(page)) problems.add(`at ${y}px: ${problem}`);
  }
  return [...problems];
}

describe("controls that float over the page, on a 375 px phone", () => {
  test("none covers the complaint form's fields, labels, declaration or its error message", async () => {
    const page = await openPage("/complaint", { locale: "en", viewport: SMALL_PHONE, reducedMotion: "reduce" });
    // Sent empty: every field shows its error, the declaration's included.
    await page.locator("button.citizen-submit").click();
    const declarationError = page.locator("#complaint-terms-error");
    await declarationError.waitFor();

    // The declaration and its error at the foot of the screen, where floating buttons sit.
    await declarationError.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await settle(page);
    expect(await page.locator("#complaint-terms").isVisible()).toBe(true);
    expect(await coveredContent(page)).toEqual([]);
    // ...and wherever else the page is scrolled to.
    expect(await coveredWhileScrolling(page)).toEqual([]);
  });

  test("none covers an item of the found-property list", async () => {
    const page = await openPage("/found-property", { locale: "en", viewport: SMALL_PHONE, reducedMotion: "reduce" });
    expect(await page.locator(".citizen-found-item").count()).toBeGreaterThan(0);
    expect(await coveredWhileScrolling(page)).toEqual([]);
  });

  test("in Marathi at 200% text none covers the complaint form either", async () => {
    const page = await openPage("/complaint", { locale: "mr", viewport: SMALL_PHONE, reducedMotion: "reduce" });
    await page.context().addCookies([{ name: "font_size", value: "200", url: inject("baseUrl") }]);
    await page.reload();
    await page.locator("button.citizen-submit").click();
    await page.locator("#complaint-terms-error").waitFor();
    expect(await coveredWhileScrolling(page)).toEqual([]);
  });
});

/** The names of the first `count` controls the Tab key reaches from the top of the page. */
async function firstTabStops(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    names.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return "";
        const label = focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : "";
        return (focused.getAttribute("aria-label") || label || focused.textContent || "").replace(/\s+/g, " ").trim();
      }),
    );
  }
  return names;
}

describe("the display settings in the tab order", () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ["/", "/complaint"]) {
      test(`text size and contrast are among the first 15 tab stops of ${path} at ${width} width`, async () => {
        const page = await openPage(path, { locale: "en", viewport });
        const stops = await firstTabStops(page, 15);
        for (const name of ["Smaller text", "Reset to 100%", "Larger text", "High contrast", "Display settings"]) {
          expect(
            stops.some((stop) => stop.includes(name)),
            `"${name}" is not among: ${stops.join(" | ")}`,
          ).toBe(true);
        }
      });
    }
  }
});
