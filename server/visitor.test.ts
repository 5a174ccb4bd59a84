import { serialize } from "cookie";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AppServices } from "~/.server/services";
import { createCsrf } from "~/.server/security/csrf";
import { acceptsHtml, readVisitor, type VisitorRequest } from "./visitor";

function services(isProduction: boolean) {
  const visits: Date[] = [];
  const fake = {
    config: { isProduction },
    csrf: createCsrf("test-secret-test-secret-test-secret"),
    visitors: { recordVisit: () => visits.push(new Date()) },
  } as unknown as AppServices;
  return { fake, visits };
}

const page = (headers: VisitorRequest["headers"] = {}, lang?: string): VisitorRequest => ({
  method: "GET",
  path: "/news",
  lang,
  headers: { accept: "text/html", "user-agent": "Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile", ...headers },
});

/** The Cookie header a browser sends back after these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => setCookies.map((set) => set.split(";")[0]).join("; ");

afterEach(() => void vi.useRealTimers());

describe("the cookies a visitor gets", () => {
  test("are exactly what the cookie library would write", () => {
    for (const secure of [true, false]) {
      const visitor = readVisitor(services(secure).fake, page({}, "mr"));
      const [anon, xsrf, lang, visit] = visitor.setCookies;
      const day = visit!.slice("rp_visit=".length, "rp_visit=".length + 10);
      const token = xsrf!.slice("XSRF-TOKEN=".length).split(";")[0]!;
      const expected = (name: string, value: string, options: Parameters<typeof serialize>[2]) =>
        serialize(name, value, options);
      expect(anon).toBe(
        expected("rp_anon", visitor.anonId, {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: "/",
          maxAge: 1.5 * 86400,
        }),
      );
      expect(xsrf).toBe(expected("XSRF-TOKEN", token, { sameSite: "lax", secure, path: "/", maxAge: 86400 }));
      expect(lang).toBe(expected("lang", "mr", { path: "/", maxAge: 365 * 86400, sameSite: "lax", secure }));
      expect(visit).toBe(
        expected("rp_visit", day, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 2 * 86400 }),
      );
    }
  });

  test("a returning visitor keeps their id, token cookie and language, is counted once a day, and gets no Set-Cookie", () => {
    const { fake, visits } = services(true);
    const first = readVisitor(fake, page({}, "mr"));
    const cookie = cookieHeader(first.setCookies);
    const again = readVisitor(fake, page({ cookie }));
    expect(again.anonId).toBe(first.anonId);
    expect(again.locale).toBe("mr");
    expect(again.setCookies).toEqual([]);
    expect(visits).toHaveLength(1);
  });

  test("the id and token cookies are renewed together once the token has less than half a day left", () => {
    const { fake } = services(true);
    vi.useFakeTimers({ now: new Date("2026-11-26T00:00:00Z"), toFake: ["Date"] });
    const first = readVisitor(fake, page({ "sec-fetch-dest": "empty" }));
    const cookie = cookieHeader(first.setCookies);

    vi.setSystemTime(new Date("2026-11-26T11:59:00Z"));
    expect(readVisitor(fake, page({ cookie, "sec-fetch-dest": "empty" })).setCookies).toEqual([]);

    vi.setSystemTime(new Date("2026-11-26T12:01:00Z"));
    const renewed = readVisitor(fake, page({ cookie, "sec-fetch-dest": "empty" }));
    expect(renewed.anonId).toBe(first.anonId);
    expect(renewed.setCookies.map((set) => set.split("=")[0])).toEqual(["rp_anon", "XSRF-TOKEN"]);
    const token = renewed.setCookies[1]!.slice("XSRF-TOKEN=".length).split(";")[0]!;
    // The new token is good for a day from now; the id cookie lasts half a day longer than it.
    expect(fake.csrf.verify(token, first.anonId, Date.parse("2026-11-27T12:00:00Z"))).toBe(true);
  });

  test("a token cookie that is not this id's, or not signed by this server, renews both cookies", () => {
    const { fake } = services(true);
    const first = readVisitor(fake, page());
    const other = readVisitor(fake, page());
    const [anon] = first.setCookies.map((set) => set.split(";")[0]!);
    const [, otherXsrf] = other.setCookies.map((set) => set.split(";")[0]!);
    const foreign = readVisitor(fake, page({ cookie: `${anon}; ${otherXsrf}` }));
    expect(foreign.anonId).toBe(first.anonId);
    expect(foreign.setCookies.map((set) => set.split("=")[0])).toEqual(["rp_anon", "XSRF-TOKEN", "rp_visit"]);

    const { fake: elsewhere } = services(true);
    (elsewhere as { csrf: unknown }).csrf = createCsrf("another-secret-another-secret-another");
    expect(readVisitor(elsewhere, page({ cookie: cookieHeader(first.setCookies) })).setCookies).toHaveLength(2);
  });

  test("crawlers and data requests are not visits", () => {
    const { fake, visits } = services(true);
    readVisitor(fake, page({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }));
    readVisitor(fake, { ...page(), path: "/iapi/front/news" });
    readVisitor(fake, page({ accept: "application/json" }));
    expect(visits).toHaveLength(0);
  });

  test("a headless browser announces itself as automation and is not a visitor", () => {
    const { fake, visits } = services(true);
    readVisitor(fake, page({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0 Safari/537.36" }));
    expect(visits).toHaveLength(0);
  });

  test("only a page the browser opens is a visit, not what its scripts or service worker fetch", () => {
    const { fake, visits } = services(true);
    // The service worker storing the offline page: no cookies, so no visit mark to stop it.
    const fetched = readVisitor(fake, page({ accept: "*/*", "sec-fetch-dest": "empty" }));
    expect(fetched.setCookies.some((cookie) => cookie.startsWith("rp_visit="))).toBe(false);
    // The router's data requests, and the site framed in another page.
    readVisitor(fake, { ...page({ accept: "*/*", "sec-fetch-dest": "empty" }), path: "/news.data" });
    readVisitor(fake, page({ "sec-fetch-dest": "iframe" }));
    expect(visits).toHaveLength(0);

    readVisitor(fake, page({ "sec-fetch-dest": "document" }));
    expect(visits).toHaveLength(1);
    // A browser too old to say what a request is for is judged by what it accepts, as before.
    readVisitor(fake, page());
    expect(visits).toHaveLength(2);
  });
});

test("acceptsHtml answers as Express's req.accepts('html') does", () => {
  expect(acceptsHtml(undefined)).toBe(true);
  expect(acceptsHtml("text/html,application/xhtml+xml,*/*;q=0.8")).toBe(true);
  expect(acceptsHtml("*/*")).toBe(true);
  expect(acceptsHtml("text/*;q=0.5")).toBe(true);
  expect(acceptsHtml("application/json")).toBe(false);
  expect(acceptsHtml("text/html;q=0")).toBe(false);
});
