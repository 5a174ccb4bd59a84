import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser, VIEWPORTS } from "../support/browser";

/**
 * The home page's visitor counter in a real browser (item 7): a browser's first visit of
 * the day raises the number shown; its later visits that day do not, whatever the browser fetches
 * on its own (the offline page its service worker stores, the router's data requests).
 *
 * The browser presents the user agent of an ordinary Chrome on a phone: headless Chrome names
 * itself "HeadlessChrome", which the counter leaves out with the other robots (the count is of
 * people, server/visitor.ts). Every other browser test runs headless, so none of them moves the
 * number while this one reads it.
 */
const baseUrl = inject("baseUrl");
const { openPage } = setUpBrowser(baseUrl);
const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A156E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

/** The number as the server has it (a JSON request, which is never a visit). */
async function liveCount(): Promise<number> {
  const response = await fetch(new URL("/api/visitor-count", baseUrl), { headers: { accept: "application/json" } });
  return ((await response.json()) as { visitorCount: number }).visitorCount;
}

/** The number the home page shows once it has asked for the live one. */
async function shownCount(page: Page, atLeast: number): Promise<number> {
  const counter = page.locator(".visitor-count");
  await page.waitForFunction(
    (minimum) => Number(document.querySelector(".visitor-count")?.textContent?.replace(/\D/g, "")) >= minimum,
    atLeast,
    { timeout: 10_000 },
  );
  return Number((await counter.textContent())!.replace(/\D/g, ""));
}

/** A visitor's browser: Chrome on a phone, with the site's service worker as it would have it. */
function visit(path: string): Promise<Page> {
  return openPage(path, {
    locale: "en",
    viewport: VIEWPORTS.phone,
    userAgent: PHONE_CHROME,
    serviceWorkers: "allow",
  });
}

/** Waits until the service worker runs and has fetched the offline pages it keeps. */
async function serviceWorkerSettled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(
    async () => {
      const offline = await caches.open("rp-offline-1");
      const stored = await Promise.all(["/offline?lang=en", "/offline?lang=mr"].map((url) => offline.match(url)));
      return stored.every(Boolean);
    },
    undefined,
    { timeout: 20_000 },
  );
}

describe("the visitor counter", () => {
  test("a first visit raises the number a later page load shows; a second visit that day does not", async () => {
    const before = await liveCount();

    const page = await visit("/news");
    await serviceWorkerSettled(page);
    // A later page load by the same browser (a client-side navigation and a full one): one more.
    await page.locator("a.brand").click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await shownCount(page, before + 1)).toBe(before + 1);
    await page.goto("/");
    expect(await shownCount(page, before + 1)).toBe(before + 1);

    // The same browser again the same day, in a new tab: still one.
    const again = await page.context().newPage();
    await again.goto("/");
    expect(await shownCount(again, before + 1)).toBe(before + 1);
    expect(await liveCount()).toBe(before + 1);

    // Someone else's first visit shows in the number too.
    const other = await visit("/");
    expect(await shownCount(other, before + 2)).toBe(before + 2);
    expect(await liveCount()).toBe(before + 2);
  });
});
