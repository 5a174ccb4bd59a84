/**
 * The visitor's language over real HTTP: the first visit follows Accept-Language, the language
 * switch (a plain form posting to /locale/<language>) sets a cookie and sends the visitor back to a page
 * of this site, and dates follow SPEC §9 in both languages.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, test } from "vitest";
import enShell from "~/locales/en/shell";
import mrShell from "~/locales/mr/shell";
import type { Locale } from "~/i18n/locales";
import { htmlLang, setCookies } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const MARATHI_FIRST = "mr-IN,mr;q=0.9,en;q=0.8";

const server = useTestServer();

function browser(acceptLanguage?: string): Visitor {
  return new Visitor(server.url, {
    "user-agent": BROWSER_UA,
    accept: "text/html",
    ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
  });
}

/** The main navigation's markup, where the shell's translated labels live. */
function mainNav(html: string): string {
  const nav = /<nav class="main-nav"[\s\S]*?<\/nav>/.exec(html)?.[0];
  if (!nav) throw new Error("the page has no main navigation");
  return nav;
}

/** GET with no Accept-Language header at all (fetch always adds `Accept-Language: *`). */
function getWithNoHeaders(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, server.url), { method: "GET", headers: {} }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Posts the language switch form with this browser's token. */
async function switchLanguage(
  visitor: Visitor,
  locale: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const token = await visitor.csrfToken("/");
  return visitor.postForm(`/locale/${locale}`, { _token: token, ...fields }, headers);
}

describe("the first visit", () => {
  test('a browser preferring Marathi gets <html lang="mr"> and Marathi navigation', async () => {
    const html = await (await browser(MARATHI_FIRST).get("/")).text();
    expect(htmlLang(html)).toBe("mr");
    const nav = mainNav(html);
    expect(nav).toContain(mrShell.nav.home);
    expect(nav).toContain(mrShell.nav.news);
    expect(nav).toContain(mrShell.nav.contact_us);
    expect(nav).not.toContain(`>${enShell.nav.home}<`);
  });

  test("a browser preferring British English gets the English page", async () => {
    const html = await (await browser("en-GB,en;q=0.9").get("/")).text();
    expect(htmlLang(html)).toBe("en");
    expect(mainNav(html)).toContain(`>${enShell.nav.home}<`);
    expect(mainNav(html)).toContain(enShell.nav.news);
  });

  test("English outranks Marathi when the browser gives English the higher weight", async () => {
    const html = await (await browser("en;q=0.9,mr;q=0.5").get("/")).text();
    expect(htmlLang(html)).toBe("en");
  });

  test("a request with no Accept-Language header at all gets English", async () => {
    const { status, body } = await getWithNoHeaders("/");
    expect(status).toBe(200);
    expect(htmlLang(body)).toBe("en");
    expect(mainNav(body)).toContain(`>${enShell.nav.home}<`);
  });

  test("a language the site does not offer falls back to English", async () => {
    const html = await (await browser("fr-FR,fr;q=0.9").get("/")).text();
    expect(htmlLang(html)).toBe("en");
  });

  test("pages say they vary by Cookie and Accept-Language, so shared caches keep the languages apart", async () => {
    const response = await browser(MARATHI_FIRST).get("/");
    const vary = (response.headers.get("vary") ?? "").toLowerCase();
    expect(vary).toContain("cookie");
    expect(vary).toContain("accept-language");
  });
});

describe("the language switch", () => {
  test("POST /locale/mr answers 303 back to the given page and sets lang=mr for a year", async () => {
    const visitor = browser("en-GB");
    const response = await switchLanguage(visitor, "mr", { redirectTo: "/?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/?x=1");
    const lang = setCookies(response).get("lang");
    expect(lang?.value).toBe("mr");
    expect(lang?.attributes.get("path")).toBe("/");
    expect(lang?.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(Number(lang?.attributes.get("max-age"))).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  test("after choosing Marathi every later page is Marathi whatever Accept-Language says", async () => {
    const visitor = browser("en-GB,en;q=0.9");
    expect((await switchLanguage(visitor, "mr", { redirectTo: "/" })).status).toBe(303);
    for (const path of ["/", "/home", "/?x=1"]) {
      const html = await (await visitor.get(path)).text();
      expect(htmlLang(html), path).toBe("mr");
      expect(mainNav(html)).toContain(mrShell.nav.home);
    }
  });

  test("POST /locale/en brings a Marathi-preferring browser back to English", async () => {
    const visitor = browser(MARATHI_FIRST);
    expect(htmlLang(await (await visitor.get("/")).text())).toBe("mr");
    const response = await switchLanguage(visitor, "en", { redirectTo: "/" });
    expect(response.status).toBe(303);
    expect(setCookies(response).get("lang")?.value).toBe("en");
    expect(htmlLang(await (await visitor.get("/")).text())).toBe("en");
  });

  test("the switch form on a page sends the visitor back to that same page", async () => {
    const html = await (await browser("en").get("/?modal=contact-us")).text();
    const form = switchForm(html, "mr");
    expect(form).toContain('name="redirectTo" value="/?modal=contact-us"');
    expect(form).toMatch(/name="_token" value="[^"]+"/);
  });

  test.each([
    ["https://evil.example/", "an absolute URL of another site"],
    ["//evil.example", "a protocol-relative URL"],
    ["/\\evil.example", "a backslash trick"],
    ["/.//evil.example", "a dot segment that collapses to //"],
    ["javascript:alert(1)", "a javascript: URL"],
  ])("redirectTo %s (%s) never sends the visitor off the site", async (redirectTo) => {
    const visitor = browser("en");
    const response = await switchLanguage(visitor, "mr", { redirectTo });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(setCookies(response).get("lang")?.value).toBe("mr");
  });

  test("with an off-site redirectTo the visitor goes back to the same-origin Referer instead", async () => {
    const visitor = browser("en");
    const response = await switchLanguage(
      visitor,
      "mr",
      { redirectTo: "https://evil.example/" },
      { referer: `${server.url}/news?page=2` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/news?page=2");
  });

  test("a Referer from another site is not followed either", async () => {
    const visitor = browser("en");
    const response = await switchLanguage(visitor, "mr", {}, { referer: "https://evil.example/phish" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  test("a language the site does not offer (/locale/fr) is 404 and sets no cookie", async () => {
    const visitor = browser("en");
    const response = await switchLanguage(visitor, "fr", { redirectTo: "/" });
    expect(response.status).toBe(404);
    expect(setCookies(response).has("lang")).toBe(false);
  });

  test("following a link to GET /locale/mr just goes to the home page without changing the language", async () => {
    const visitor = browser("en");
    const response = await visitor.get("/locale/mr");
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/");
    expect(setCookies(response).has("lang")).toBe(false);
  });
});

/**
 * The form the switch's button for `locale` submits: the button names it (`form="…"`) and posts
 * it to /locale/<locale> (`formAction`).
 */
function switchForm(pageHtml: string, locale: Locale): string {
  const button = new RegExp(`<button[^>]*formAction="/locale/${locale}"[^>]*>`, "i").exec(pageHtml)?.[0];
  const id = button && /\bform="([^"]+)"/.exec(button)?.[1];
  const form = id && new RegExp(`<form[^>]*id="${id}"[\\s\\S]*?</form>`).exec(pageHtml)?.[0];
  if (!form) throw new Error(`the page has no switch to ${locale}`);
  return form;
}

/**
 * What a browser without JavaScript does with the switch on a page: finds the button for
 * `locale`, posts its form's fields there, and follows the redirect. Returns where it landed and
 * that page's HTML.
 */
async function pressSwitch(visitor: Visitor, pageHtml: string, locale: Locale) {
  const form = switchForm(pageHtml, locale);
  const fields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
      name!,
      value!.replaceAll("&amp;", "&"),
    ]),
  );
  const response = await visitor.postForm(`/locale/${locale}`, fields);
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  return { location, html: await (await visitor.get(location)).text() };
}

describe("the language switch on an address that names its language (?lang=)", () => {
  test.each([
    ["/news?lang=en", "mr", "/news?lang=mr"],
    ["/?lang=mr", "en", "/?lang=en"],
    ["/news?page=1&lang=en", "mr", "/news?page=1&lang=mr"],
    ["/news?lang=en&page=1", "mr", "/news?page=1&lang=mr"],
  ] as const)(
    "from %s, choosing %s lands at once on the same page in that language (%s)",
    async (from, to, landing) => {
      const visitor = browser(to === "mr" ? "en-GB" : MARATHI_FIRST);
      const page = await (await visitor.get(from)).text();
      expect(htmlLang(page)).toBe(to === "mr" ? "en" : "mr");
      const { location, html } = await pressSwitch(visitor, page, to);
      expect(location).toBe(landing);
      // The address the page itself names as its version in that language (hreflang).
      const alternate = new RegExp(`<link rel="alternate" hrefLang="${to}" href="([^"]+)"`).exec(page)?.[1];
      expect(alternate?.replaceAll("&amp;", "&")).toMatch(
        new RegExp(`^https?://[^/]+${landing.replace(/[?]/g, "\\?")}$`),
      );
      expect(htmlLang(html)).toBe(to);
      expect(mainNav(html)).toContain(`>${(to === "mr" ? mrShell : enShell).nav.home}<`);
      expect(visitor.cookies.get("lang")).toBe(to);
    },
  );

  test("a stored English copy of the page is never what the Marathi choice gets back", async () => {
    const reader = browser("en-GB");
    // Several English visits first, so the page cache holds the English page.
    for (let i = 0; i < 3; i += 1) expect(htmlLang(await (await reader.get("/news?lang=en")).text())).toBe("en");
    const visitor = browser("en-GB");
    const { html } = await pressSwitch(visitor, await (await visitor.get("/news?lang=en")).text(), "mr");
    expect(htmlLang(html)).toBe("mr");
    // and the next page, without ?lang, stays Marathi
    expect(htmlLang(await (await visitor.get("/faq")).text())).toBe("mr");
  });

  test("without ?lang the switch goes back to the very same address, and the cookie decides", async () => {
    const visitor = browser("en-GB");
    for (let i = 0; i < 2; i += 1) await visitor.get("/news?page=1");
    const { location, html } = await pressSwitch(visitor, await (await visitor.get("/news?page=1")).text(), "mr");
    expect(location).toBe("/news?page=1");
    expect(htmlLang(html)).toBe("mr");
  });
});

describe("dates in the visitor's language (SPEC §9: DD MMM YYYY, hh:mm A in Indian time)", () => {
  test("the English notice board shows dates like 18 Nov 2026, 10:00 AM", async () => {
    const html = await (await browser("en").get("/")).text();
    expect(html).toMatch(/<time dateTime="2026-11-18T04:30:00(?:\.000)?Z"[^>]*>18 Nov 2026, 10:00 AM<\/time>/);
    expect(html).toContain(">02 Nov 2026, 12:00 PM</time>");
    expect(html).toContain(">28 Oct 2026, 01:00 PM</time>");
  });

  test("the Marathi notice board uses Marathi month names and Devanagari digits", async () => {
    const html = await (await browser(MARATHI_FIRST).get("/")).text();
    expect(html).toMatch(/<time dateTime="2026-11-18T04:30:00(?:\.000)?Z"[^>]*>१८ नोव्हें २०२६, १०:०० म\.पू\.<\/time>/);
    expect(html).toContain(">२८ ऑक्टो २०२६, ०१:०० म.उ.</time>");
    const noticeBoard = /<section class="card notice-board"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const dates = [...noticeBoard.matchAll(/<time[^>]*>([^<]*)<\/time>/g)].map((m) => m[1]!);
    expect(dates).toHaveLength(4);
    for (const date of dates) expect(date).not.toMatch(/[0-9A-Za-z]/);
  });
});
