import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { expectAccessibleAtEveryWidth, followMenuLink, setUpBrowser, VIEWPORTS } from "../support/browser";

/**
 * The documents pages in a real browser: View opens the PDF in a new tab, tenders page through
 * (with the shell's spinner while the next page loads, and without JavaScript too), tables stay
 * usable on a phone, and no page has an axe violation in either language at either width.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

const PAGES = ["/press-release", "/tenders", "/tenders/archive", "/recruitments", "/RTI", "/initiatives"] as const;

/** Opens the first link of `selector` and returns the new tab with the response its document got. */
async function openInNewTab(page: Page, selector: string) {
  const link = page.locator(selector).first();
  const href = await link.getAttribute("href");
  expect(await link.getAttribute("target")).toBe("_blank");
  // The new tab asks for the document, whether it then shows the PDF or downloads it (a browser
  // without a PDF viewer, such as the headless shell, downloads it and stays blank).
  const [popup] = await Promise.all([
    page.context().waitForEvent("page"),
    page.context().waitForEvent("request", (request) => new URL(request.url()).pathname === href),
    link.click(),
  ]);
  // Ask for the same URL to see exactly what the server sends.
  const response = await page.request.get(href!);
  return { popup, href: href!, response };
}

describe("View opens the document", () => {
  test.each(["/press-release", "/tenders", "/recruitments", "/RTI"])(
    "on %s, View opens the row's PDF in a new tab",
    async (path) => {
      const page = await openPage(path);
      const { popup, href, response } = await openInNewTab(page, "a.documents-view");
      expect(href).toMatch(/^\/storage\/documents\/.+\.pdf$/);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // The list stays where it was in the first tab.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(popup).not.toBe(page);
    },
  );

  test("each View link is named after its document, so a list of links is not 'View, View, View'", async () => {
    const page = await openPage("/tenders");
    const names = await page
      .locator("a.documents-view")
      .evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
    const titles = await page.locator("tbody th[scope=row]").allInnerTexts();
    expect(names).toHaveLength(titles.length);
    expect(new Set(names).size).toBe(names.length);
    names.forEach((name, i) => expect(name).toContain(titles[i]));
    const accessibleName = await page.getByRole("link", { name: titles[0]! }).first().textContent();
    expect(accessibleName).toContain("(PDF, opens in a new tab)");
  });

  test("a booklet on /initiatives opens its PDF in a new tab", async () => {
    const page = await openPage("/initiatives");
    const { href, response } = await openInNewTab(page, "a.documents-book");
    expect(href).toMatch(/^\/storage\/books\/.+\.pdf$/);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const cover = page.locator("a.documents-book img").first();
    expect(
      await cover.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
  });
});

describe("paging through tenders", () => {
  test("reached from a page React runs, the page links load the next page in place, with the spinner", async () => {
    // Opened directly /tenders is a text page (no React: its links load the next document).
    const page = await openPage("/");
    await followMenuLink(page, "Notices", "Tenders");
    await page.waitForURL(/\/tenders$/);
    await page.locator("tbody th[scope=row]").first().waitFor();
    const firstTitle = await page.locator("tbody th[scope=row]").first().innerText();
    // Hold the next page's data back a moment, so the spinner is there to be seen.
    await page.route(/\/tenders\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await page.locator(".navigation-progress [role=status]").waitFor({ state: "visible" });
    await page.waitForURL(/\/tenders\?page=2$/);
    await page.locator(".navigation-progress").waitFor({ state: "detached" });
    expect(await page.locator("tbody th[scope=row]").first().innerText()).not.toBe(firstTitle);
    expect(await page.locator('.pagination a[aria-current="page"]').innerText()).toBe("2");
    expect(await page.title()).toMatch(/^Tenders \(page 2 of 2\) \| /);
    await page.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(/\/tenders$/);
    await expect.poll(() => page.locator("tbody th[scope=row]").first().innerText()).toBe(firstTitle);
  });

  test("the page links work without JavaScript", async () => {
    const page = await openPage("/tenders", { javaScriptEnabled: false });
    const firstTitle = await page.locator("tbody th[scope=row]").first().innerText();
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\/tenders\?page=2$/);
    expect(await page.locator("tbody th[scope=row]").first().innerText()).not.toBe(firstTitle);
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
  });
});

describe("on a phone", () => {
  test.each(PAGES)("%s fits 375 px without the page scrolling sideways", async (path) => {
    const page = await openPage(path, { viewport: VIEWPORTS.phone, locale: "mr" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("at 200% text on a phone the rows are still cards within the screen, nothing to scroll sideways", async () => {
    const page = await openPage("/tenders", { viewport: VIEWPORTS.phone });
    // The site's own text-size setting (SPEC §2 settings panel), at its largest.
    await page.context().addCookies([{ name: "font_size", value: "200", url: page.url() }]);
    await page.reload();
    expect(await page.getAttribute("html", "data-font-size")).toBe("200");
    const region = page.getByRole("region", { name: /^Tenders, page 1 of 2$/ });
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    const rights = await page
      .locator(".documents-table tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().right));
    for (const right of rights) expect(right).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("accessibility of the documents pages", () => {
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
