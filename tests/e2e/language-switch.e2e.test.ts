import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import mrArticles from "~/locales/mr/articles";
import mrShell from "~/locales/mr/shell";
import { reopenInLanguage, setUpBrowser } from "../support/browser";

/**
 * SPEC §2 "Shell": the language switch posts to /locale/<language> and comes back to the same page.
 * It is one button per other language, each naming its language in that language.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

const languageSwitch = (page: Page) => page.locator(".language-switch");
/** The switch's buttons, as they read: the languages the page is not in. */
const switchButtonText = (page: Page) =>
  languageSwitch(page)
    .getByRole("button")
    .allTextContents()
    .then((names) => names.join(" | "));
const navHome = (page: Page) => page.locator(".main-nav .nav-groups a").first().textContent();

async function press(page: Page, language: "मराठी" | "English", path: string) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/locale/") && r.request().method() === "POST"),
    page.waitForURL((url) => url.pathname + url.search === path),
    languageSwitch(page).getByRole("button", { name: language }).click(),
  ]);
  await page.waitForLoadState("load");
}

describe("language switch", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`reloads the same page in Marathi and back in English ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      // Without JavaScript a dialog is plain page content, so the switch must keep the query too.
      const path = javaScriptEnabled ? "/home" : "/?modal=contact-us";
      const page = await openPage(path, { locale: "en", javaScriptEnabled });
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await switchButtonText(page)).toBe("मराठी | हिंदी");
      expect(await navHome(page)).toBe("Home");

      await press(page, "मराठी", path);
      expect(await page.getAttribute("html", "lang")).toBe("mr");
      expect(await navHome(page)).toBe("मुख्यपृष्ठ");
      expect(await page.locator(".main-nav summary").first().textContent()).toBe("आमच्याविषयी");
      if (!javaScriptEnabled) expect(await page.locator("#modal-contact-us h2").textContent()).toBe("संपर्क साधा");
      expect(await languageSwitch(page).getByRole("button").count()).toBe(2);
      expect(await switchButtonText(page)).toBe("English | हिंदी");
      expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("mr");

      await press(page, "English", path);
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await navHome(page)).toBe("Home");
      expect(await switchButtonText(page)).toBe("मराठी | हिंदी");
    });
  }

  // Every canonical, hreflang and sitemap address names its language: visitors from a search
  // engine or a shared link arrive on one, with no cookie yet.
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with" : "without";
    test(`from /news?lang=en, मराठी shows the news in Marathi at once, and English brings it back, ${how} JavaScript`, async () => {
      const page = await openPage("/news?lang=en", { javaScriptEnabled });
      expect(await page.getAttribute("html", "lang")).toBe("en");

      await press(page, "मराठी", "/news?lang=mr");
      expect(await page.getAttribute("html", "lang")).toBe("mr");
      expect(await navHome(page)).toBe(mrShell.nav.home);
      expect(await page.locator("h1").first().textContent()).toBe(mrArticles.news.title);
      expect(await switchButtonText(page)).toBe("English | हिंदी");

      await press(page, "English", "/news?lang=en");
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await navHome(page)).toBe("Home");
    });

    test(`from /?lang=mr, English shows the home page in English at once ${how} JavaScript`, async () => {
      const page = await openPage("/?lang=mr", { javaScriptEnabled });
      expect(await page.getAttribute("html", "lang")).toBe("mr");

      await press(page, "English", "/?lang=en");
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await navHome(page)).toBe("Home");
      expect(await switchButtonText(page)).toBe("मराठी | हिंदी");
      expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en");

      // The choice holds on the next page too, which names no language.
      await page.goto("/faq");
      expect(await page.getAttribute("html", "lang")).toBe("en");
    });
  }

  test("the language name is marked with its own language for screen readers", async () => {
    const page = await openPage("/", { locale: "en" });
    expect(await languageSwitch(page).getByRole("button", { name: "मराठी" }).getAttribute("lang")).toBe("mr");
    await reopenInLanguage(page, "mr");
    expect(await languageSwitch(page).getByRole("button", { name: "English" }).getAttribute("lang")).toBe("en");
  });
});
