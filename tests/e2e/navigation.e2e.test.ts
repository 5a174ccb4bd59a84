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
    test(`on a 375 px phone the Menu toggle shows and hides the navigation ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.phone, javaScriptEnabled });
      const toggle = page.locator("label.nav-toggle");
      const groups = page.locator(".nav-groups");
      expect(await toggle.isVisible()).toBe(true);
      expect(await groups.isVisible()).toBe(false);
      const box = await toggle.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      await toggle.click();
      expect(await groups.isVisible()).toBe(true);
      expect(await summary(page, "About").isVisible()).toBe(true);
      await summary(page, "About").click();
      expect(await page.getByRole("link", { name: "About us" }).isVisible()).toBe(true);

      await toggle.click();
      expect(await groups.isVisible()).toBe(false);
    });
  }

  test("on a phone the Menu toggle works from the keyboard", async () => {
    const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.phone });
    const menu = page.getByRole("checkbox", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Space");
    expect(await page.locator(".nav-groups").isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
    await menu.focus();
    await page.keyboard.press("Space");
    expect(await page.locator(".nav-groups").isVisible()).toBe(false);
  });

  test("on a desktop the Menu toggle is not shown and every group is", async () => {
    const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.desktop });
    expect(await page.locator("label.nav-toggle").isVisible()).toBe(false);
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
