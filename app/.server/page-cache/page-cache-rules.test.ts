import { describe, expect, test } from "vitest";
import { admitToCache, pageCacheKey, type CacheableRequest } from "./page-cache-rules";

const request = (overrides: Partial<CacheableRequest> = {}): CacheableRequest => ({
  method: "GET",
  path: "/news",
  query: "",
  cookies: {},
  state: { locale: "en", fontSize: 100, contrast: "normal" },
  ...overrides,
});

describe("which requests the page cache answers", () => {
  test("the same page in another language, font size or contrast has another key", () => {
    const keys = new Set([
      pageCacheKey(request()),
      pageCacheKey(request({ state: { locale: "mr", fontSize: 100, contrast: "normal" } })),
      pageCacheKey(request({ state: { locale: "en", fontSize: 110, contrast: "normal" } })),
      pageCacheKey(request({ state: { locale: "en", fontSize: 100, contrast: "high" } })),
      pageCacheKey(request({ query: "page=2" })),
    ]);
    expect(keys.size).toBe(5);
    expect(pageCacheKey(request({ method: "HEAD" }))).toBe(pageCacheKey(request()));
  });

  test("signed-in staff and citizens, state changes and the private areas are never cached", () => {
    expect(pageCacheKey(request({ cookies: { rp_staff: "x" } }))).toBeNull();
    expect(pageCacheKey(request({ cookies: { rp_citizen: "x" } }))).toBeNull();
    expect(pageCacheKey(request({ method: "POST" }))).toBeNull();
    for (const path of [
      "/admin",
      "/admin/reports",
      "/fir-dashboard",
      "/fir-dashboard/sign-in",
      "/locale/mr",
      "/preferences",
      // A status link: one citizen's report, whose status changes.
      "/status/k.tt0abc.AbCdEfGhIjKlMnOpQrStUv",
      "/status/k.tt0abc.AbCdEfGhIjKlMnOpQrStUv.data",
    ])
      expect(pageCacheKey(request({ path })), path).toBeNull();
  });

  test("unknown, repeated or very long query parameters are rendered, not cached", () => {
    expect(pageCacheKey(request({ query: "utm_source=whatsapp" }))).toBeNull();
    expect(pageCacheKey(request({ query: "page=1&page=2" }))).toBeNull();
    expect(pageCacheKey(request({ path: "/search", query: `q=${"x".repeat(500)}` }))).toBeNull();
    expect(pageCacheKey(request({ path: "/news", query: "page=2&lang=mr&view=timeline" }))).not.toBeNull();
  });

  test("free text and values a page does not understand are rendered, not cached", () => {
    expect(pageCacheKey(request({ path: "/search", query: "q=railway&page=2&lang=mr" }))).toBeNull();
    expect(pageCacheKey(request({ path: "/other-offices", query: "q=kurla" }))).toBeNull();
    expect(pageCacheKey(request({ path: "/news", query: "page=abc" }))).toBeNull();
    expect(pageCacheKey(request({ path: "/news", query: "page=0" }))).toBeNull();
    expect(pageCacheKey(request({ path: "/news", query: "lang=fr" }))).toBeNull();
    expect(pageCacheKey(request({ path: "/news", query: "view=anything" }))).toBeNull();
  });
});

describe("which answers it keeps", () => {
  const rendered = (status: number, headers: Record<string, string>, body = "<p>x</p>") => ({
    status,
    headers: new Headers({ "content-type": "text/html; charset=utf-8", ...headers }),
    body: Buffer.from(body),
  });
  const policy = (inline: { scripts: readonly string[] }) => `script-src 'self' ${inline.scripts.join(" ")}`;

  test("a plain 200 page, with a policy naming its inline scripts", () => {
    const kept = admitToCache(rendered(200, { "content-language": "mr" }, "<script>go()</script>"), policy);
    expect(kept).toMatchObject({ "content-type": "text/html; charset=utf-8", "content-language": "mr" });
    expect(kept!["content-security-policy"]).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
  });

  test("not an error, a redirect, a cookie, or what its route marked private or no-store", () => {
    expect(admitToCache(rendered(404, {}), policy)).toBeNull();
    expect(admitToCache(rendered(302, { location: "/" }), policy)).toBeNull();
    expect(admitToCache(rendered(200, { "set-cookie": "a=b" }), policy)).toBeNull();
    expect(admitToCache(rendered(200, { "cache-control": "no-store" }), policy)).toBeNull();
    expect(admitToCache(rendered(200, { "cache-control": "private, max-age=0" }), policy)).toBeNull();
    expect(admitToCache(rendered(200, { "content-type": "application/pdf" }), policy)).toBeNull();
  });
});
