import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { RESOURCES } from "~/.server/i18n/resources";
import { LOCALES } from "~/i18n/locales";
import { setUpBrowser, VIEWPORTS } from "../support/browser";

/**
 * What keyboard and screen-reader users meet in the header: a focused control is never hidden
 * under the sticky menu bar (WCAG 2.2 SC 2.4.11), a focused ticker link is in view (2.4.7), and
 * the display settings are one named group, not three nested ones of the same name.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

type AxNode = { role?: { value: string }; name?: { value: string }; ignored?: boolean };

async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored);
}

describe("focus is never hidden under the sticky menu bar", () => {
  // Out of view above the screen, or in view but under the bar.
  for (const [where, at] of [
    ["above the screen", (top: number, height: number) => top + height + 10],
    ["under the bar", (top: number) => top - 10],
  ] as const) {
    test(`at 1280 x 900 on /complaint, Shift+Tab back to a field ${where} leaves it below the bar`, async () => {
      const page = await openPage("/complaint", { locale: "en", viewport: VIEWPORTS.desktop });
      const [from, to] = ["#complaint-incident_time", "#complaint-incident_date"];
      await page.locator(from).focus();
      const field = (await page.locator(to).boundingBox())!;
      await page.evaluate((by) => window.scrollBy(0, by), at(field.y, field.height));
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(to.slice(1));
      const focused = (await page.locator(to).boundingBox())!;
      const bar = (await page.locator(".main-nav").boundingBox())!;
      expect(bar.y).toBe(0);
      expect(
        focused.y,
        `the field's top at ${focused.y}, the bar's bottom at ${bar.y + bar.height}`,
      ).toBeGreaterThanOrEqual(bar.y + bar.height);
    });
  }
});

describe("ticker links", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`each is in view when it has focus, at 375 px on /news?lang=mr ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const page = await openPage("/news?lang=mr", { viewport: VIEWPORTS.phone, javaScriptEnabled });
      const links = await page.locator(".ticker a:not([tabindex='-1'])").count();
      expect(links).toBeGreaterThanOrEqual(4);
      await page.locator("#ticker-pause").focus();
      const seen: string[] = [];
      for (let stop = 0; stop < links; stop++) {
        await page.keyboard.press("Tab");
        // Let the animation (if any) move on a little: a link must stay in view while it has focus.
        await page.waitForTimeout(150);
        const state = await page.evaluate(() => {
          const link = document.activeElement as HTMLElement;
          const box = link.getBoundingClientRect();
          const viewport = link.closest(".ticker-viewport")!.getBoundingClientRect();
          const left = Math.max(box.left, viewport.left, 0);
          const right = Math.min(box.right, viewport.right, window.innerWidth);
          return {
            text: link.textContent ?? "",
            inTicker: !!link.closest(".ticker"),
            shown: Math.max(0, right - left),
            width: box.width,
            room: Math.min(viewport.right, window.innerWidth) - Math.max(viewport.left, 0),
          };
        });
        expect(state.inTicker, `tab stop ${stop + 1} left the ticker`).toBe(true);
        // All of it, or as much as the strip has room for.
        expect(state.shown, `"${state.text}": ${state.shown} of ${state.width} px in view`).toBeGreaterThanOrEqual(
          Math.min(state.width, state.room) - 1,
        );
        seen.push(state.text);
      }
      expect(new Set(seen).size).toBe(links);
    });
  }
});

describe("the display settings", () => {
  for (const locale of LOCALES) {
    test(`are one group named "${RESOURCES[locale].shell.settings.title}", with the panel open too, in ${locale}`, async () => {
      const title = RESOURCES[locale].shell.settings.title;
      const page = await openPage("/", { locale });
      const named = async () =>
        (await accessibilityTree(page)).filter((node) => node.role?.value === "group" && node.name?.value === title)
          .length;
      expect(await named()).toBe(1);
      await page.locator("summary.settings-toggle").click();
      await page.getByRole("heading", { name: title }).waitFor();
      expect(await named()).toBe(1);
      // The panel's field is still inside that group, and named.
      expect(await page.getByRole("group", { name: title }).getByRole("spinbutton").count()).toBe(1);
    });
  }
});
