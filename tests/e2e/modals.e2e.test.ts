import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser, VIEWPORTS } from "../support/browser";

/** SPEC §2 "Modals": the home page's dialogs, each also a plain page at /?modal=… without JavaScript. */
const { openPage } = setUpBrowser(inject("baseUrl"));

type Expected = { name: string; href: string | RegExp; external: boolean };

const CITIZEN_CORNER: Expected[] = [
  // Their own dialog once script runs, their pages without it (or while the dialogs are being built).
  {
    name: "Send a suggestion",
    href: /^\/(\?modal=suggestion|suggestion|complaint\?kind=suggestion)$/,
    external: false,
  },
  { name: "Make a complaint", href: /^\/(\?modal=complaint|complaint)$/, external: false },
  { name: "Lost and found", href: "/lost-and-found", external: false },
  { name: "File an FIR request online", href: "/fir-dashboard", external: false },
  { name: "FIR status", href: "https://citizen.mahapolice.gov.in/", external: true },
  { name: "Missing persons", href: "https://citizen.mahapolice.gov.in/", external: true },
  // The DAR link appears only where DAR_URL is set (tests/integration/dar-link.integration.test.ts).
  { name: "Information commissioner orders", href: "/?modal=information-commissioner", external: false },
];

const TILE_DIALOGS: Array<{ tile: string; id: string; title: string; links: Expected[] }> = [
  { tile: "Citizen services", id: "citizen-corner", title: "Citizen corner", links: CITIZEN_CORNER },
  {
    tile: "Useful links",
    id: "useful-links",
    title: "Useful links",
    links: [
      {
        name: "FIR status (Maharashtra Police citizen portal)",
        href: "https://citizen.mahapolice.gov.in/",
        external: true,
      },
      {
        name: "Missing persons (Maharashtra Police citizen portal)",
        href: "https://citizen.mahapolice.gov.in/",
        external: true,
      },
    ],
  },
  {
    tile: "Contact us",
    id: "contact-us",
    title: "Contact us",
    links: [
      { name: "Commissioner's office", href: "/contact-us", external: false },
      { name: "DCP and ACP offices", href: "/contact-us/dcp-and-acp", external: false },
      { name: "All police stations", href: "/all-police-stations", external: false },
      { name: "Police station in-charges", href: "/police-stations-incharge", external: false },
    ],
  },
  {
    tile: "Train services",
    id: "train-services",
    title: "Train services",
    links: [
      { name: "Indian Railways passenger information", href: "https://www.indianrail.gov.in/", external: true },
      { name: "IRCTC ticket booking", href: "https://www.irctc.co.in/", external: true },
      { name: "Train running status (NTES)", href: "https://enquiry.indianrail.gov.in/ntes/", external: true },
    ],
  },
];

const INFO_COMMISSIONER: Expected[] = [
  { name: "Palghar order (sample PDF)", href: "/documents/info-commissioner-order-palghar.pdf", external: true },
  { name: "Panvel order (sample PDF)", href: "/documents/info-commissioner-order-panvel.pdf", external: true },
  { name: "Kalyan order (sample PDF)", href: "/documents/info-commissioner-order-kalyan.pdf", external: true },
];

const openDialog = (page: Page) => page.locator("dialog:modal");
const focusInDialog = (page: Page) =>
  page.evaluate(() => ({
    inDialog: document.activeElement?.closest("dialog:modal") != null,
    // Past the last control the browser moves focus to its own toolbar: out of the document.
    outOfDocument: !document.hasFocus() && document.activeElement === document.body,
    label: document.activeElement?.textContent?.trim().slice(0, 40) ?? "",
  }));

async function expectLinks(page: Page, dialogId: string, links: Expected[]) {
  const dialog = page.locator(`#modal-${dialogId}`);
  const anchors = dialog.locator(".modal-body a");
  expect(await anchors.count()).toBe(links.length);
  for (const [i, link] of links.entries()) {
    const anchor = anchors.nth(i);
    expect(await anchor.textContent()).toContain(link.name);
    const href = await anchor.getAttribute("href");
    if (typeof link.href === "string") expect(href).toBe(link.href);
    else expect(href).toMatch(link.href);
    expect(await anchor.isVisible()).toBe(true);
    if (link.external) {
      expect(await anchor.getAttribute("target")).toBe("_blank");
      expect((await anchor.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
      expect(await anchor.textContent()).toContain("(opens in a new tab)");
    } else {
      expect(await anchor.getAttribute("target")).toBeNull();
    }
  }
}

describe("home page dialogs", () => {
  test("the Citizen services tile opens a modal dialog that keeps focus and hands it back on Escape", async () => {
    const page = await openPage("/", { locale: "en" });
    const tile = page.getByRole("link", { name: "Citizen services" });
    await tile.click();
    await openDialog(page).waitFor();
    expect(await openDialog(page).getAttribute("id")).toBe("modal-citizen-corner");
    expect(await openDialog(page).getByRole("heading", { name: "Citizen corner" }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("modal")).toBe("citizen-corner");
    expect((await focusInDialog(page)).inDialog).toBe(true);

    // Twice round the dialog's controls (close link and 7 links): focus never reaches the page behind.
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const focus = await focusInDialog(page);
      expect(focus.inDialog || focus.outOfDocument, `Tab ${i + 1} left the dialog for "${focus.label}"`).toBe(true);
      if (focus.inDialog) seen.add(focus.label);
    }
    expect(seen.size).toBe(CITIZEN_CORNER.length + 1);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Shift+Tab");
      const focus = await focusInDialog(page);
      expect(focus.inDialog || focus.outOfDocument, `Shift+Tab left the dialog for "${focus.label}"`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector("dialog[open]") === null);
    await page.waitForURL((url) => !url.searchParams.has("modal"));
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toContain("Citizen services");
    expect(await tile.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("the close button closes the dialog, clears the URL and returns focus to the tile", async () => {
    const page = await openPage("/", { locale: "en" });
    const tile = page.locator(".tile-link", { hasText: "Contact us" });
    await tile.click();
    await openDialog(page).waitFor();
    expect(new URL(page.url()).searchParams.get("modal")).toBe("contact-us");
    await openDialog(page).getByRole("link", { name: "Close and return to the home page" }).click();
    await page.waitForFunction(() => document.querySelector("dialog[open]") === null);
    await page.waitForURL((url) => !url.searchParams.has("modal"));
    expect(await tile.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("the same dialog opens again after Escape", async () => {
    const page = await openPage("/", { locale: "en" });
    for (let round = 0; round < 2; round++) {
      await page.locator(".tile-link", { hasText: "Train services" }).click();
      await openDialog(page).waitFor();
      await page.keyboard.press("Escape");
      await page.waitForURL((url) => !url.searchParams.has("modal"));
      await page.waitForFunction(() => document.querySelector("dialog[open]") === null);
    }
  });

  for (const dialog of TILE_DIALOGS) {
    test(`the ${dialog.tile} tile shows its links`, async () => {
      const page = await openPage("/", { locale: "en" });
      await page.locator(".tile-link", { hasText: dialog.tile }).click();
      await openDialog(page).waitFor();
      expect(await openDialog(page).getAttribute("id")).toBe(`modal-${dialog.id}`);
      expect(await openDialog(page).getByRole("heading", { level: 2 }).textContent()).toBe(dialog.title);
      expect(new URL(page.url()).searchParams.get("modal")).toBe(dialog.id);
      await expectLinks(page, dialog.id, dialog.links);
    });
  }

  test("the information commissioner orders open from the citizen corner", async () => {
    const page = await openPage("/", { locale: "en" });
    await page.locator(".tile-link", { hasText: "Citizen services" }).click();
    await openDialog(page).waitFor();
    await openDialog(page).getByRole("link", { name: "Information commissioner orders" }).click();
    await page.waitForURL((url) => url.searchParams.get("modal") === "information-commissioner");
    await page.locator("#modal-information-commissioner:modal").waitFor();
    expect(await page.locator("dialog[open]").count()).toBe(1);
    await expectLinks(page, "information-commissioner", INFO_COMMISSIONER);
    expect((await focusInDialog(page)).inDialog).toBe(true);
  });

  test("a dialog linked to directly opens as a modal once the page has loaded", async () => {
    const page = await openPage("/?modal=useful-links", { locale: "en", viewport: VIEWPORTS.phone });
    await page.locator("#modal-useful-links:modal").waitFor();
    expect((await focusInDialog(page)).inDialog).toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("modal"));
    expect(await page.locator("dialog[open]").count()).toBe(0);
  });
});

describe("home page dialogs without JavaScript", () => {
  test("/?modal=contact-us shows the dialog's content with a working close link", async () => {
    const page = await openPage("/?modal=contact-us", { locale: "en", javaScriptEnabled: false });
    const dialog = page.locator("#modal-contact-us");
    expect(await dialog.getAttribute("open")).not.toBeNull();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("heading", { name: "Contact us" }).isVisible()).toBe(true);
    await expectLinks(page, "contact-us", TILE_DIALOGS[2]!.links);
    expect(await page.locator("dialog[open]").count()).toBe(1);

    const close = dialog.getByRole("link", { name: "Close and return to the home page" });
    expect(await close.getAttribute("href")).toBe("/");
    await Promise.all([page.waitForURL((url) => url.pathname === "/" && !url.search), close.click()]);
    expect(await page.locator("dialog[open]").count()).toBe(0);
  });

  for (const dialog of TILE_DIALOGS) {
    test(`the ${dialog.tile} tile brings its menu into view on a phone, the keyboard's next stop in it`, async () => {
      const page = await openPage("/", { locale: "en", javaScriptEnabled: false, viewport: VIEWPORTS.phone });
      const tile = page.locator(".tile-link", { hasText: dialog.tile });
      await tile.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL((url) => url.searchParams.get("modal") === dialog.id), tile.click()]);

      const menu = page.locator(`#modal-${dialog.id}`);
      const title = menu.getByRole("heading", { name: dialog.title });
      const view = await page.evaluate(() => ({
        height: window.innerHeight,
        // The sticky menu bar covers the top of the view.
        top: document.querySelector(".main-nav")?.getBoundingClientRect().bottom ?? 0,
      }));
      const box = (await title.boundingBox())!;
      expect(box.y, "the menu's title is below the sticky menu bar").toBeGreaterThanOrEqual(view.top);
      expect(box.y + box.height, "the menu's title is in view").toBeLessThanOrEqual(view.height);
      const firstLink = (await menu.locator(".modal-body a").first().boundingBox())!;
      expect(firstLink.y + firstLink.height, "its first link is in view").toBeLessThanOrEqual(view.height);

      await page.keyboard.press("Tab");
      const focusInMenu = (id: string) => document.activeElement?.closest(`#modal-${id}`) != null;
      expect(await page.evaluate(focusInMenu, dialog.id), "Tab goes to the menu").toBe(true);
    });
  }

  test("the tiles are links to the same dialogs", async () => {
    const page = await openPage("/", { locale: "en", javaScriptEnabled: false });
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("modal") === "train-services"),
      page.locator(".tile-link", { hasText: "Train services" }).click(),
    ]);
    expect(await page.locator("#modal-train-services").isVisible()).toBe(true);
    await expectLinks(page, "train-services", TILE_DIALOGS[3]!.links);
  });
});
