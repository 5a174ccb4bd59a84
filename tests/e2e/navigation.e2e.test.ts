import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { isHydratedPage, setUpBrowser, VIEWPORTS } from "../support/browser";

/** SPEC §2: the sticky navigation reaching every section, usable by keyboard and on a phone. */
const { openPage } = setUpBrowser(inject("baseUrl"));

const GROUPS = [
  { name: "About", first: "About us" },
  { name: "News and updates", first: "News" },
  { name: "Citizen services", first: "Complaint" },
  { name: "Notices", first: "Tenders" },
  { name: "Contact", first: "Contact us" },
];

const menuButton = (page: Page) => page.locator(".main-nav").getByRole("button", { name: "Menu", exact: true });

/** The expanded state the browser gives assistive technology for a button (native or aria-expanded). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: Array<{
      role?: { value: string };
      name?: { value: string };
      properties?: Array<{ name: string; value: { value: unknown } }>;
    }>;
  };
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
  return node?.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined;
}

const summary = (page: Page, name: string) => page.locator(".main-nav summary", { hasText: name });
const isOpen = (page: Page, name: string) =>
  summary(page, name).evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

describe("main navigation", () => {
  for (const key of ["Enter", "Space"] as const) {
    test(`every group opens with ${key} on its summary and closes with Escape`, async () => {
      const page = await openPage("/", { locale: "en" });
      for (const group of GROUPS) {
        await summary(page, group.name).focus();
        await page.keyboard.press(key);
        expect(await isOpen(page, group.name)).toBe(true);
        const firstLink = page.locator(".main-nav details[open] a").first();
        expect(await firstLink.textContent()).toBe(group.first);
        expect(await firstLink.isVisible()).toBe(true);
        // The links are next in the tab order.
        await page.keyboard.press("Tab");
        expect(await firstLink.evaluate((element) => element === document.activeElement)).toBe(true);

        await page.keyboard.press("Escape");
        expect(await isOpen(page, group.name)).toBe(false);
        expect(await summary(page, group.name).evaluate((element) => element === document.activeElement)).toBe(true);
      }
    });
  }

  test("opening one group closes the one that was open", async () => {
    const page = await openPage("/", { locale: "en" });
    await summary(page, "About").click();
    expect(await isOpen(page, "About")).toBe(true);
    await summary(page, "Notices").click();
    await page.waitForFunction(() => document.querySelectorAll(".main-nav details[open]").length === 1);
    expect(await isOpen(page, "About")).toBe(false);
    expect(await isOpen(page, "Notices")).toBe(true);
  });

  test("without JavaScript the groups still open and their links work", async () => {
    const page = await openPage("/", { locale: "en", javaScriptEnabled: false });
    await summary(page, "Notices").focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(page, "Notices")).toBe(true);
    expect(await page.locator(".main-nav details[open] a").first().getAttribute("href")).toBe("/tenders");
  });

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with" : "without";
    test(`on a 375 px phone the Menu button is a disclosure that opens and closes the navigation ${how} JavaScript`, async () => {
      const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.phone, javaScriptEnabled });
      const toggle = menuButton(page);
      const groups = page.locator(".nav-groups");
      expect(await toggle.isVisible()).toBe(true);
      expect(await groups.isVisible()).toBe(false);
      expect(await expandedState(page, "Menu")).toBe(false);
      const box = await toggle.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      await toggle.click();
      expect(await groups.isVisible()).toBe(true);
      expect(await expandedState(page, "Menu")).toBe(true);
      if (javaScriptEnabled) await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await summary(page, "About").isVisible()).toBe(true);
      await summary(page, "About").click();
      expect(await page.getByRole("link", { name: "About us" }).isVisible()).toBe(true);

      await page.getByRole("button", { name: "Close menu" }).click();
      expect(await groups.isVisible()).toBe(false);
      expect(await expandedState(page, "Menu")).toBe(false);
      if (javaScriptEnabled) await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");

      // Escape closes it too, and focus goes back to the button. With JavaScript it opens again
      // with its groups folded (without, the group is as it was left, and Escape closes the menu).
      await toggle.click();
      if (javaScriptEnabled) expect(await isOpen(page, "About")).toBe(false);
      await page.keyboard.press("Escape");
      expect(await groups.isVisible()).toBe(false);
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  }

  test("on a phone the Menu button works from the keyboard; Escape closes an open group, then the menu", async () => {
    const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.phone });
    const toggle = menuButton(page);
    expect(await page.locator("#nav-toggle, .main-nav input[type=checkbox]").count()).toBe(0);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await page.locator(".nav-groups").isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Close menu");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await isOpen(page, "About")).toBe(true);

    await page.keyboard.press("Escape");
    expect(await isOpen(page, "About")).toBe(false);
    expect(await page.locator(".nav-groups").isVisible()).toBe(true);
    expect(await summary(page, "About").evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Escape");
    expect(await page.locator(".nav-groups").isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("on a phone a link followed from the menu closes it at once, before the next page has loaded", async () => {
    let releaseNews = () => {};
    const newsHeld = new Promise<void>((resolve) => (releaseNews = resolve));
    const page = await openPage("/", {
      locale: "en",
      viewport: VIEWPORTS.phone,
      // The next page's data is held back: the menu must not wait for it.
      beforeLoad: async (page) => {
        await page.route(/\/news\.data/, async (route) => {
          await newsHeld;
          await route.continue();
        });
      },
    });
    await menuButton(page).click();
    await summary(page, "News and updates").click();
    await page.locator(".main-nav details[open]").getByRole("link", { name: "News", exact: true }).click();
    await expect.poll(() => page.locator(".nav-groups").isVisible()).toBe(false);
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("false");
    releaseNews();
    await page.waitForURL((url) => url.pathname === "/news");
    await page.locator("h1", { hasText: "News" }).waitFor();
    expect(await page.locator(".nav-groups").isVisible()).toBe(false);
  });

  test("on a desktop the Menu button is not shown and every group is", async () => {
    const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.desktop });
    expect(await menuButton(page).isVisible()).toBe(false);
    for (const group of GROUPS) expect(await summary(page, group.name).isVisible()).toBe(true);
  });
});

describe("on a text page (no React: app/lib/plain-page-script.ts)", () => {
  test("opening one group closes the other; Escape, and a click elsewhere, close it", async () => {
    const page = await openPage("/faq", { locale: "en" });
    expect(await isHydratedPage(page)).toBe(false);
    await summary(page, "About").click();
    await summary(page, "Notices").click();
    await page.waitForFunction(() => document.querySelectorAll(".main-nav details[open]").length === 1);
    expect(await isOpen(page, "Notices")).toBe(true);
    await page.keyboard.press("Escape");
    expect(await isOpen(page, "Notices")).toBe(false);
    expect(await summary(page, "Notices").evaluate((element) => element === document.activeElement)).toBe(true);
    await summary(page, "About").click();
    // Somewhere the open group does not cover: its first words, not its link.
    await page.locator(".info-more-help").click({ position: { x: 2, y: 2 } });
    expect(await isOpen(page, "About")).toBe(false);
  });

  test("on a phone the Menu button says whether the menu is open, and Escape closes it", async () => {
    const page = await openPage("/faq", { locale: "en", viewport: VIEWPORTS.phone });
    const toggle = menuButton(page);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await summary(page, "About").click();
    await page.keyboard.press("Escape");
    expect(await isOpen(page, "About")).toBe(false);
    expect(await page.locator(".nav-groups").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator(".nav-groups").isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("the settings panel closes with its Close button and with Escape", async () => {
    const page = await openPage("/faq", { locale: "en" });
    const panel = page.locator("details.settings");
    const isPanelOpen = () => panel.evaluate((element) => (element as HTMLDetailsElement).open);
    await page.locator("summary.settings-toggle").click();
    expect(await isPanelOpen()).toBe(true);
    await page.getByRole("button", { name: "Close settings" }).click();
    expect(await isPanelOpen()).toBe(false);
    await page.locator("summary.settings-toggle").click();
    await page.keyboard.press("Escape");
    expect(await isPanelOpen()).toBe(false);
  });
});
