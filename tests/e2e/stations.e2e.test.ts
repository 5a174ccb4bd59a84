import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import {
  expectAccessibleAtEveryWidth,
  isHydratedPage,
  reopenInLanguage,
  setUpBrowser,
  VIEWPORTS,
} from "../support/browser";

/**
 * The stations area in a real browser: the railway map's dialog (mouse, touch, keyboard, Escape,
 * focus return, More Information), its plain links without JavaScript, the offices search with and
 * without JavaScript, the in-charges table on a phone, and axe on every page in every language.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

const PAGES = [
  "/contact-us",
  "/contact-us/dcp-and-acp",
  "/our-offices",
  "/all-police-stations",
  "/police-stations-incharge",
  "/police-station/11",
  "/mumbai-railway-map",
];

const dialog = (page: Page) => page.locator("#station-dialog");
const icon = (page: Page, id: number) => page.locator(`svg.railway-map-svg a[data-station-id="${id}"]`);
const isModal = (page: Page) => dialog(page).evaluate((element) => element.matches(":modal"));
const focusedStationId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-station-id") ?? null);

/**
 * The railway map as rendered now. A change made straight in the database (as `withStationChanged`
 * does) goes behind the page cache's back, unlike a staff change; a query the page does not read
 * keeps the request out of the cache (docs/decisions/009-page-cache.md).
 */
const FRESH_MAP = "/mumbai-railway-map?rendered=now";

/** Changes one station in the e2e server's database for the length of `work`, then restores it. */
async function withStationChanged(id: number, change: Record<string, string | null>, work: () => Promise<void>) {
  const db = new Database(path.join(inject("dataDir"), "app.db"));
  try {
    const columns = Object.keys(change);
    const before = db.prepare(`select ${columns.join(", ")} from police_stations where id = ?`).get(id) as Record<
      string,
      unknown
    >;
    const set = (values: Record<string, unknown>) =>
      db.prepare(`update police_stations set ${columns.map((c) => `${c} = @${c}`).join(", ")} where id = @id`).run({
        ...values,
        id,
      });
    set(change);
    try {
      await work();
    } finally {
      set(before);
    }
  } finally {
    db.close();
  }
}

describe("railway map dialog", () => {
  test("a click opens the station's contacts; Escape closes it and focus returns to the icon", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en" });
    await icon(page, 11).click();
    await dialog(page).waitFor({ state: "visible" });
    expect(await isModal(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/mumbai-railway-map");
    expect(await dialog(page).getByRole("heading", { level: 2 }).textContent()).toBe("Dadar Railway Police Station");
    const details = dialog(page).locator(".map-station-details");
    expect(await details.locator("dt").allTextContents()).toEqual(["Contact number", "E-mail", "Address"]);
    expect(await details.locator('a[href^="tel:"]').getAttribute("href")).toBe("tel:00000000011");
    expect(await details.locator('a[href^="mailto:"]').textContent()).toBe("sample-ps-11@example.org");
    expect(await details.locator("dd").last().textContent()).toContain("Dadar railway station");

    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    expect(await focusedStationId(page)).toBe("11");
  });

  test("the close button closes it and hands focus back", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en" });
    await icon(page, 20).click();
    await dialog(page).waitFor({ state: "visible" });
    expect(await dialog(page).getByRole("heading", { level: 2 }).textContent()).toBe(
      "Churchgate Railway Police Station",
    );
    await dialog(page).getByRole("link", { name: "Close" }).click();
    await dialog(page).waitFor({ state: "hidden" });
    expect(await focusedStationId(page)).toBe("20");
  });

  test("keyboard: Tab reaches the station icons and Enter opens the dialog", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en" });
    await page.locator(".map-page .back-button").focus();
    let reached: string | null = null;
    for (let i = 0; i < 5 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await focusedStationId(page);
    }
    expect(reached).not.toBeNull();
    // Every icon is in the tab order, with its station's name as its accessible name.
    expect(
      await page.getByRole("link", { name: "Mumbai Central", exact: true }).first().getAttribute("data-station-id"),
    ).toBe("21");
    await icon(page, 13).focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor({ state: "visible" });
    expect(await dialog(page).getByRole("heading", { level: 2 }).textContent()).toBe("Thane Railway Police Station");
    // Focus moved into the dialog.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    expect(await focusedStationId(page)).toBe("13");
  });

  test("a tap on a phone opens it, in Marathi", async () => {
    const page = await openPage("/mumbai-railway-map", {
      locale: "mr",
      viewport: VIEWPORTS.phone,
      hasTouch: true,
      isMobile: true,
    });
    await icon(page, 19).tap();
    await dialog(page).waitFor({ state: "visible" });
    expect(await dialog(page).getByRole("heading", { level: 2 }).textContent()).toBe("पनवेल लोहमार्ग पोलीस ठाणे");
    expect(await dialog(page).locator("dt").allTextContents()).toEqual(["संपर्क क्रमांक", "ई-मेल", "पत्ता"]);
    expect(await dialog(page).getByRole("link", { name: "अधिक माहिती" }).isVisible()).toBe(true);
  });

  test("shows only the fields a station has", async () => {
    await withStationChanged(18, { email: null, address_en: null, address_mr: null }, async () => {
      const page = await openPage(FRESH_MAP, { locale: "en" });
      await icon(page, 18).click();
      await dialog(page).waitFor({ state: "visible" });
      expect(await dialog(page).locator("dt").allTextContents()).toEqual(["Contact number"]);
      expect(await dialog(page).locator('a[href^="mailto:"]').count()).toBe(0);
    });
    await withStationChanged(18, { landline: null, email: null, address_en: null, address_mr: null }, async () => {
      const page = await openPage(FRESH_MAP, { locale: "en" });
      await icon(page, 18).click();
      await dialog(page).waitFor({ state: "visible" });
      expect(await dialog(page).locator("dl").count()).toBe(0);
      expect(await dialog(page).getByRole("link", { name: "More Information" }).isVisible()).toBe(true);
    });
  });

  test("More Information goes to the station page", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en" });
    await icon(page, 15).click();
    await dialog(page).getByRole("link", { name: "More Information" }).click();
    await page.waitForURL("**/police-station/15");
    await page.locator("h1", { hasText: "Kalyan Railway Police Station" }).waitFor();
    expect(await page.locator("dialog:modal").count()).toBe(0);
  });

  test("a Ctrl-click keeps the link's own behaviour (no dialog)", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en" });
    const popup = page.context().waitForEvent("page");
    await icon(page, 12).click({ modifiers: ["ControlOrMeta"] });
    const opened = await popup;
    // A tab opened in the background may still be blank when it is reported: wait for its address.
    await opened.waitForURL((url) => url.pathname === "/police-station/12");
    expect(await dialog(page).isVisible()).toBe(false);
  });

  test("markers pulse, but not for visitors who asked for less motion", async () => {
    const animation = (page: Page) =>
      page
        .locator(".map-pulse")
        .first()
        .evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation(await openPage("/mumbai-railway-map", { locale: "en" }))).toBe("map-pulse");
    expect(await animation(await openPage("/mumbai-railway-map", { locale: "en", reducedMotion: "reduce" }))).toBe(
      "none",
    );
  });
});

describe("railway map without JavaScript", () => {
  test("the icons are plain links to the station pages", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en", javaScriptEnabled: false });
    expect(await page.locator("svg.railway-map-svg a[data-station-id]").count()).toBe(17);
    await icon(page, 24).click();
    await page.waitForURL("**/police-station/24");
    expect(await page.locator("h1").textContent()).toBe("Borivali Railway Police Station");
  });

  test("every label fits the drawing at phone width in every language", async () => {
    for (const locale of LOCALES) {
      const page = await openPage("/mumbai-railway-map", {
        locale,
        javaScriptEnabled: false,
        viewport: VIEWPORTS.phone,
      });
      const overlaps = await page.evaluate(() => {
        const svg = document.querySelector("svg.railway-map-svg")!.getBoundingClientRect();
        const labels = [...document.querySelectorAll(".map-label")].map((l) => l.getBoundingClientRect());
        const outside = labels.filter((r) => r.left < svg.left || r.right > svg.right + 0.5).length;
        let crossing = 0;
        labels.forEach((a, i) =>
          labels.slice(i + 1).forEach((b) => {
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) crossing++;
          }),
        );
        return { outside, crossing, smallest: Math.min(...labels.map((r) => r.height)) };
      });
      expect(overlaps.outside, locale).toBe(0);
      expect(overlaps.crossing, locale).toBe(0);
      expect(overlaps.smallest, locale).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }
  });
});

describe("offices search", () => {
  test("reached from a page React runs, the list filters as you type and the count is announced", async () => {
    // A text page (no React of its own) reached by client-side navigation is rendered by the
    // router already running, with its enhancements.
    const page = await openPage("/", { locale: "en" });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator(".main-nav summary", { hasText: "Contact" }).click();
    await page.locator(".main-nav").getByRole("link", { name: "All police stations" }).click();
    await page.getByRole("heading", { level: 1, name: "All police stations" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/all-police-stations");
    // The same document: no page load happened.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    const cards = page.locator(".office-card");
    const status = page.getByRole("status").filter({ hasText: "result" });
    expect(await cards.count()).toBe(17);
    expect(await status.textContent()).toBe("17 results");

    await page.getByLabel("Search by name or address").pressSequentially("dad");
    expect(await cards.count()).toBe(1);
    expect(await cards.first().locator("h2").textContent()).toBe("Dadar Railway Police Station");
    expect(new URL(page.url()).search).toBe("");
    await page.waitForFunction(() => document.querySelector(".offices-count")?.textContent === "1 result for “dad”");

    await page.getByLabel("Search by name or address").fill("zzz");
    await page.getByText("Nothing matches “zzz”").waitFor();
    await page.getByRole("link", { name: "Show all" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".office-card").length === 17);
    expect(await page.getByLabel("Search by name or address").inputValue()).toBe("");

    // Enter submits the form: the search is then in the address, to share or bookmark.
    await page.getByLabel("Search by name or address").fill("harbour");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/all-police-stations?q=harbour");
    expect(await cards.count()).toBe(3);
    expect(await page.getByLabel("Search by name or address").inputValue()).toBe("harbour");
  });

  test("opened directly (a text page, no React), the search box is the plain GET form", async () => {
    const page = await openPage("/all-police-stations", { locale: "en" });
    expect(await isHydratedPage(page)).toBe(false);
    await page.getByLabel("Search by name or address").fill("dadar");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/all-police-stations?q=dadar");
    expect(await page.locator(".office-card h2").allTextContents()).toEqual(["Dadar Railway Police Station"]);
    expect(await page.locator(".offices-count").textContent()).toBe("1 result for “dadar”");
  });

  test("without JavaScript the search box is a plain GET form", async () => {
    const page = await openPage("/contact-us/dcp-and-acp", { locale: "en", javaScriptEnabled: false });
    expect(await page.locator(".office-card").count()).toBe(7);
    await page.getByLabel("Search by name or address").fill("western");
    // The header has the site-wide search too: this is the list's own form, in the main area.
    await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL("**/contact-us/dcp-and-acp?q=western");
    expect(await page.locator(".office-card h2").allTextContents()).toEqual(["DCP Office, Western Region (sample)"]);
    expect(await page.locator(".offices-count").textContent()).toBe("1 result for “western”");
  });

  test("DCP and ACP cards have their own widths on a wide screen and full width on a phone", async () => {
    const widths = async (page: Page) => ({
      dcp: await page
        .locator(".office-card-dcp")
        .first()
        .evaluate((e) => e.getBoundingClientRect().width),
      acp: await page
        .locator(".office-card-acp")
        .first()
        .evaluate((e) => e.getBoundingClientRect().width),
      list: await page.locator(".office-cards").evaluate((e) => e.getBoundingClientRect().width),
    });
    const desktop = await widths(
      await openPage("/contact-us/dcp-and-acp", { locale: "mr", viewport: VIEWPORTS.desktop }),
    );
    expect(desktop.dcp).toBe(220);
    expect(desktop.acp).toBe(190);
    const phone = await widths(await openPage("/contact-us/dcp-and-acp", { locale: "mr", viewport: VIEWPORTS.phone }));
    expect(phone.dcp).toBe(phone.list);
    expect(phone.acp).toBe(phone.list);
  });
});

describe("contact us", () => {
  test("the obfuscated address becomes a real mailto link once JavaScript runs", async () => {
    const plain = await openPage("/contact-us", { locale: "en", javaScriptEnabled: false });
    expect(await plain.locator(".obfuscated-email").textContent()).toContain("sample-office-1 [at] example [dot] org");
    expect(await plain.locator('a[href^="mailto:"]').count()).toBe(0);
    const enhanced = await openPage("/contact-us", { locale: "en" });
    expect(await enhanced.getByRole("link", { name: "sample-office-1@example.org" }).getAttribute("href")).toBe(
      "mailto:sample-office-1@example.org",
    );
  });
});

describe("police stations in-charge", () => {
  test("on a phone: the whole table fits, every row links to its station page", async () => {
    const page = await openPage("/police-stations-incharge", { locale: "mr", viewport: VIEWPORTS.phone });
    expect(await page.locator(".incharge-table tbody tr").count()).toBe(17);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const table = page.locator(".table-scroll");
    expect(await table.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await page.locator(".incharge-table tbody tr").nth(3).locator("th a").click();
    await page.waitForURL("**/police-station/13");
    await page.locator("h1", { hasText: "ठाणे लोहमार्ग पोलीस ठाणे" }).waitFor();
  });
});

describe("accessibility (axe)", () => {
  for (const path of PAGES) {
    test(`${path} has no violations in every language at phone and desktop widths`, async () => {
      const page = await openPage(path, { locale: "en", viewport: VIEWPORTS.phone });
      for (const locale of LOCALES) {
        if (locale !== "en") await reopenInLanguage(page, locale);
        await expectAccessibleAtEveryWidth(page, `${path} ${locale}`);
      }
    }, 60_000);
  }

  test("the map with its dialog open has no violations", async () => {
    const page = await openPage("/mumbai-railway-map", { locale: "en", viewport: VIEWPORTS.phone });
    for (const locale of LOCALES) {
      if (locale !== "en") await reopenInLanguage(page, locale);
      await icon(page, 11).click();
      await dialog(page).waitFor({ state: "visible" });
      await expectAccessibleAtEveryWidth(page, `the map's dialog in ${locale}`);
    }
  }, 60_000);
});
