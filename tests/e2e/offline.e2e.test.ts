import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import {
  axeViolations,
  describeViolations,
  isHydratedPage,
  setUpBrowser,
  VIEWPORTS,
  waitForHydration,
} from "../support/browser";

/**
 * The offline fallback (public/sw.js): after one visit, a commuter who loses the network
 * still gets the pages they read and, for any other page, the helplines and station numbers in
 * their language; online, pages still come from the server.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));
const OFFLINE_TITLE = { en: "You are offline", mr: "आपण ऑफलाइन आहात" } as const;

/** Opens a page with the service worker allowed and waits until it has stored the offline page. */
async function visitWithServiceWorker(path: string, locale: "en" | "mr"): Promise<Page> {
  const page = await openPage(path, {
    locale,
    viewport: VIEWPORTS.phone,
    serviceWorkers: "allow",
    // Offline, the browser reports each load it could not make; that is the point of the test.
    allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(
    async (lang) => {
      const offline = await caches.open("rp-offline-1");
      const stored = await Promise.all(["/offline?lang=en", "/offline?lang=mr"].map((url) => offline.match(url)));
      return stored.every(Boolean) && (await (await offline.match("/__offline-language"))?.text()) === lang;
    },
    locale,
    { timeout: 20_000 },
  );
  return page;
}

const heading = (page: Page) => page.locator("main h1").textContent();

describe("offline", () => {
  test("a page read before comes back offline; any other shows the numbers to call; online is live", async () => {
    const page = await visitWithServiceWorker("/", "en");
    // Storing the Marathi offline page did not switch the visitor's language.
    const languageCookie = (await page.context().cookies()).find((cookie) => cookie.name === "lang");
    expect(languageCookie?.value).toBe("en");
    await page.goto("/faq");
    const faqHeading = await heading(page);
    await page.waitForFunction(async () => Boolean(await caches.match("/faq")), undefined, { timeout: 10_000 });

    await page.context().setOffline(true);
    await page.goto("/faq");
    expect(await heading(page)).toBe(faqHeading);

    await page.goto("/gallery");
    expect(await heading(page)).toBe(OFFLINE_TITLE.en);
    expect(await page.locator('a[href="tel:1512"]').count()).toBeGreaterThan(0);
    expect(await page.locator(".offline-stations a[href^='tel:']").count()).toBeGreaterThan(10);
    expect(page.url()).toMatch(/\/gallery$/);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // A link followed inside a text page (the FAQ, read before: no router) is a plain page load.
    await page.goto("/faq");
    await page.locator('main a[href="/contact-us"]').click();
    await page.waitForFunction((title) => document.querySelector("main h1")?.textContent === title, OFFLINE_TITLE.en);

    // One followed inside a page the router runs (the map, read before) reloads the document
    // instead of failing, and lands on the offline page.
    await page.context().setOffline(false);
    await page.goto("/mumbai-railway-map");
    await page.waitForFunction(async () => Boolean(await caches.match("/mumbai-railway-map")), undefined, {
      timeout: 10_000,
    });
    await page.context().setOffline(true);
    await page.goto("/mumbai-railway-map");
    await waitForHydration(page);
    await page.locator('.map-list-line a[href="/police-station/12"]').first().click();
    await page.waitForFunction((title) => document.querySelector("main h1")?.textContent === title, OFFLINE_TITLE.en);

    await page.context().setOffline(false);
    await page.goto("/gallery");
    expect(await heading(page)).not.toBe(OFFLINE_TITLE.en);
  });

  test("a visitor who only ever reads text pages (no React) has the offline page too", async () => {
    const page = await visitWithServiceWorker("/about-us", "mr");
    expect(await isHydratedPage(page)).toBe(false);
    await page.context().setOffline(true);
    await page.goto("/our-leadership");
    expect(await heading(page)).toBe(OFFLINE_TITLE.mr);
    expect(await page.locator('a[href="tel:1512"]').count()).toBeGreaterThan(0);
  });

  test("the offline page is in the visitor's language", async () => {
    const page = await visitWithServiceWorker("/", "mr");
    await page.context().setOffline(true);
    await page.goto("/news");
    expect(await heading(page)).toBe(OFFLINE_TITLE.mr);
    expect(await page.getAttribute("html", "lang")).toBe("mr");
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
