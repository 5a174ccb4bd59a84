/**
 * The information pages in a real browser: the FAQ accordion by keyboard (with and without
 * JavaScript), the plasma frame (spinner, height messages accepted only from the configured
 * origin and our own frame), and an axe check of every page in every language at phone and
 * desktop widths.
 */
import type { Page, Route } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { expectAccessibleAtEveryWidth, setUpBrowser, VIEWPORTS } from "../support/browser";

const { openPage } = setUpBrowser(inject("baseUrl"));

const PAGES = [
  "/about-us",
  "/our-leadership",
  "/organizational-structure",
  "/faq",
  "/appeal-to-citizens",
  "/safety-tips",
  "/martyrs",
  "/plasma",
] as const;

const FRAME_ORIGIN = "https://example.org";

async function frameHeight(page: Page): Promise<string | null> {
  return page.locator(".info-plasma-frame iframe").getAttribute("height");
}

/** Sends a message event to the page as if from `origin`, from the frame's window unless told otherwise. */
async function dispatchMessage(page: Page, origin: string, data: unknown, from: "frame" | "page" = "frame") {
  await page.evaluate(
    ({ origin, data, from }) => {
      const frame = document.querySelector<HTMLIFrameElement>(".info-plasma-frame iframe");
      const source = from === "frame" ? frame!.contentWindow : window;
      window.dispatchEvent(new MessageEvent("message", { origin, data, source }));
    },
    { origin, data, from },
  );
  // Let React commit whatever the listener set.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

describe("FAQ accordion", () => {
  test("opens and closes each question from the keyboard", async () => {
    const page = await openPage("/faq");
    const items = page.locator(".info-accordion-item");
    expect(await items.count()).toBe(4);

    const first = items.nth(0);
    const answer = first.locator(".info-accordion-answer");
    expect(await answer.isVisible()).toBe(false);

    // Tab from the page heading to the first question, as a keyboard user would.
    await page.locator("h1").evaluate((h1) => {
      h1.setAttribute("tabindex", "-1");
      h1.focus();
    });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Enter");
    expect(await first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain("railway police station");

    // Space toggles too, and Tab moves on to the next question.
    await page.keyboard.press("Space");
    expect(await first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await items.nth(1).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await items.nth(1).locator(".info-accordion-answer").isVisible()).toBe(true);
  });

  test("works without JavaScript", async () => {
    const page = await openPage("/faq", { javaScriptEnabled: false, locale: "mr" });
    const third = page.locator(".info-accordion-item").nth(2);
    await third.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await third.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await third.locator(".info-accordion-answer").textContent()).toContain("1512");
  });
});

describe("plasma frame", () => {
  test("shows a spinner until the external page loads, then takes the height that page reports", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await openPage("/plasma", {
      // The production CSP does not list the sample origin yet (see the report); the real
      // behaviour of a framed page is what this test is about.
      bypassCSP: true,
      beforeLoad: async (p) => {
        await p.context().route(`${FRAME_ORIGIN}/**`, async (route: Route) => {
          await held;
          await route.fulfill({
            contentType: "text/html",
            body: `<!doctype html><title>Sample</title><p>Sample plasma page</p>
              <script>parent.postMessage({ height: 1234 }, "*");</script>`,
          });
        });
      },
    });
    const frame = page.locator(".info-plasma-frame iframe");
    expect(await frame.getAttribute("title")).toBe("Plasma donation registration (external page)");
    expect(await frame.getAttribute("src")).toBe(`${FRAME_ORIGIN}/`);
    expect(await page.locator(".info-plasma-frame [role=status]").isVisible()).toBe(true);
    expect(await page.locator(".info-plasma-frame").getAttribute("aria-busy")).toBe("true");
    expect(await frameHeight(page)).toBe("800");

    release();
    await page.waitForFunction(
      () => document.querySelector(".info-plasma-frame iframe")?.getAttribute("height") === "1234",
    );
    await page.locator(".info-plasma-frame [role=status]").waitFor({ state: "detached" });
    expect(await page.locator(".info-plasma-frame").getAttribute("aria-busy")).toBe("false");
    const box = await frame.boundingBox();
    expect(Math.round(box!.height)).toBe(1234);
  });

  test("accepts a height only from the configured origin and the frame itself, and clamps it", async () => {
    const page = await openPage("/plasma");
    await page.locator(".info-plasma-frame [role=status]").waitFor({ state: "detached" });
    expect(await frameHeight(page)).toBe("800");

    await dispatchMessage(page, FRAME_ORIGIN, { height: 1500 });
    expect(await frameHeight(page)).toBe("1500");

    // Forged origins, another window, and nonsense are all ignored.
    await dispatchMessage(page, "https://evil.example", 300);
    await dispatchMessage(page, "https://example.org.evil.example", 300);
    await dispatchMessage(page, "http://example.org", 300);
    await dispatchMessage(page, FRAME_ORIGIN, 300, "page");
    await dispatchMessage(page, FRAME_ORIGIN, "100vh");
    await dispatchMessage(page, FRAME_ORIGIN, { height: -1 });
    await page.evaluate(() => window.postMessage({ height: 300 }, "*"));
    await page.waitForTimeout(50);
    expect(await frameHeight(page)).toBe("1500");

    // A sane request is clamped into 200-5000 px.
    await dispatchMessage(page, FRAME_ORIGIN, 99_999);
    expect(await frameHeight(page)).toBe("5000");
    await dispatchMessage(page, FRAME_ORIGIN, "12");
    expect(await frameHeight(page)).toBe("200");
  });

  test("without JavaScript offers a plain link instead of a frame", async () => {
    const page = await openPage("/plasma", { javaScriptEnabled: false });
    expect(await page.locator("iframe").count()).toBe(0);
    const link = page.locator(`main a[href="${FRAME_ORIGIN}/"]`);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("#commissionerate", () => {
  test("the about page's link to the former commissioners moves there", async () => {
    const page = await openPage("/about-us");
    await page.locator('.info-contents a[href="#commissionerate"]').click();
    await page.waitForFunction(() => location.hash === "#commissionerate");
    const top = await page.locator("#commissionerate h2").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
  });
});

describe("accessibility", () => {
  for (const path of PAGES) {
    for (const locale of LOCALES) {
      test(`${path} has no axe violations in ${locale} at phone and desktop widths`, async () => {
        const page = await openPage(path, { locale, viewport: VIEWPORTS.phone });
        expect(await page.getAttribute("html", "lang")).toBe(locale);
        await expectAccessibleAtEveryWidth(page, `${path} in ${locale}`);
      });
    }
  }
});
