/**
 * The full-page cache over real HTTP (docs/decisions/009-page-cache.md): anonymous
 * public pages are rendered once and served as the same stored bytes, plain, brotli or gzip, with
 * an ETag; nothing of one visitor reaches another; staff changes show at once; signed-in people,
 * pages with forms and odd queries are rendered for their visitor alone.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { csrfMetaToken, hydrationLoaderData, setCookies } from "../support/html";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";
import { createStaff, post, signIn } from "./admin-support";

const clock = new TestClock();
const server = useTestServer({ DEMO_CONTENT: "1" }, { clock });

/**
 * A GET that sees the bytes on the wire: fetch() would ask for and undo compression by itself.
 * Sends no Accept-Encoding unless given one.
 */
function raw(path: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") {
  return new Promise<{ response: { status: number; headers: Headers }; bytes: Buffer }>((resolve, reject) => {
    const request = httpRequest(new URL(path, server.url), { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const item of [value ?? []].flat()) responseHeaders.append(name, item);
        }
        resolve({
          response: { status: incoming.statusCode ?? 0, headers: responseHeaders },
          bytes: Buffer.concat(chunks),
        });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** A page freshly out of the cache: any earlier copy dropped, rendered once, then a hit. */
async function warm(path: string, headers: Record<string, string> = {}) {
  server.services.pageCache.invalidate();
  const first = await raw(path, headers);
  expect(first.response.headers.get("x-cache"), path).toBe("miss");
  return first;
}

describe("serving anonymous pages", () => {
  test("a public page is rendered once, then served from the cache byte for byte", async () => {
    const first = await warm("/news");
    const second = await raw("/news");
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("x-cache")).toBe("hit");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.response.headers.get("cache-control")).toBe(
      "private, max-age=0, stale-while-revalidate=60, stale-if-error=86400",
    );
  });

  test("brotli and gzip copies are the same page, each with its own ETag; a known ETag gets a 304", async () => {
    const plain = await warm("/our-offices");
    const br = await raw("/our-offices", { "accept-encoding": "br, gzip" });
    const gz = await raw("/our-offices", { "accept-encoding": "gzip" });
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(br.response.headers.get("vary")).toMatch(/Accept-Encoding/i);

    const tags = [plain, br, gz].map((r) => r.response.headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      const again = await raw("/our-offices", { "if-none-match": tag!, "accept-encoding": "br" });
      expect(again.response.status, tag!).toBe(304);
      expect(again.bytes.length).toBe(0);
    }
    const changed = await raw("/our-offices", { "if-none-match": '"something-else"' });
    expect(changed.response.status).toBe(200);
  });

  test("HEAD answers with the headers of the stored page and no body", async () => {
    await warm("/faq");
    const response = await fetch(new URL("/faq", server.url), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(1000);
  });

  test("the JSON API is cached like the pages", async () => {
    const first = await warm("/iapi/front/news?page=2");
    const second = await raw("/iapi/front/news?page=2");
    expect(second.response.headers.get("x-cache")).toBe("hit");
    expect(second.response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(second.bytes.toString())).toEqual(JSON.parse(first.bytes.toString()));
  });

  test("each language, font size and contrast is a page of its own", async () => {
    server.services.pageCache.invalidate();
    const english = await raw("/about-us", { cookie: "lang=en" });
    const marathi = await raw("/about-us", { cookie: "lang=mr" });
    const larger = await raw("/about-us", { cookie: "lang=en; font_size=120" });
    expect([english, marathi, larger].map((r) => r.response.headers.get("x-cache"))).toEqual(["miss", "miss", "miss"]);
    expect(marathi.bytes.toString()).toContain('<html lang="mr"');
    expect(larger.bytes.toString()).toContain('data-font-size="120"');
    expect((await raw("/about-us?lang=mr")).bytes.toString()).toContain('<html lang="mr"');
  });
});

describe("nothing of one visitor reaches another", () => {
  test("the stored page has no CSRF token and no nonce; each visitor still gets a token of their own", async () => {
    await warm("/");
    const alice = new Visitor(server.url);
    const bob = new Visitor(server.url);
    const [a, b] = [await alice.get("/"), await bob.get("/")];
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect(htmlA).toBe(htmlB);
    expect(csrfMetaToken(htmlA)).toBeUndefined();
    expect(htmlA).not.toMatch(/nonce="[^"]/);
    expect((await hydrationLoaderData(htmlA)).root!.csrfToken).toBe("");

    const tokenA = setCookies(a).get("XSRF-TOKEN")!.value;
    const tokenB = setCookies(b).get("XSRF-TOKEN")!.value;
    expect(tokenA).not.toBe(tokenB);
    expect(setCookies(a).get("rp_anon")!.value).not.toBe(setCookies(b).get("rp_anon")!.value);
    expect(htmlA).not.toContain(tokenA);
  });

  test("its Content-Security-Policy allows exactly the page's own inline scripts, by hash", async () => {
    // The home page: React runs it, so it has several (a text page has one, text-pages.integration.test.ts).
    const { response, bytes } = await warm("/");
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).not.toContain("nonce-");
    const scripts = [...bytes.toString().matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(scripts.length).toBeGreaterThan(1);
    const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src"))!;
    for (const script of scripts) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
    expect(scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(scripts).size);
  });

  test("a browser's XSRF cookie is kept, not replaced on every page, so its cache can revalidate", async () => {
    const visitor = new Visitor(server.url);
    await visitor.get("/news");
    const second = await visitor.get("/news");
    expect(setCookies(second).has("XSRF-TOKEN")).toBe(false);
  });

  test("the visitor count on a stored page is the rendered one; the live one is at /api/visitor-count", async () => {
    await warm("/");
    const before = server.services.visitors.total();
    const response = await new Visitor(server.url, { "user-agent": "Mozilla/5.0 Chrome/130.0" }).get("/");
    expect(response.headers.get("x-cache")).toBe("hit");
    const live = await (await fetch(new URL("/api/visitor-count", server.url))).json();
    expect(live).toEqual({ visitorCount: before + 1 });
    expect((await raw("/api/visitor-count")).response.headers.get("x-cache")).toBe("bypass");
  });
});

describe("hits answered before Express (server/cache-hit-fast-path.ts)", () => {
  const browser = { accept: "text/html", "user-agent": "Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile" };

  test("carry the same headers as the rendered answer, with the stored page's own policy", async () => {
    for (const path of ["/news", "/iapi/front/news?page=2"]) {
      const miss = await warm(path, browser);
      const hit = await raw(path, browser);
      expect(hit.response.headers.get("x-cache"), path).toBe("hit");
      expect([...hit.response.headers.keys()].sort(), path).toEqual([...miss.response.headers.keys()].sort());
      for (const name of [
        "content-type",
        "cache-control",
        "vary",
        "etag",
        "strict-transport-security",
        "x-frame-options",
      ]) {
        expect(hit.response.headers.get(name), `${path} ${name}`).toBe(miss.response.headers.get(name));
      }
      expect(hit.response.headers.get("content-security-policy"), path).not.toContain("nonce-");
      expect(hit.response.headers.get("x-request-id")).not.toBe(miss.response.headers.get("x-request-id"));
    }
  });

  test("count a new visitor once, and not a returning one or a crawler", async () => {
    await warm("/news", browser);
    const before = server.services.visitors.total();
    const first = await raw("/news", browser);
    expect(first.response.headers.get("x-cache")).toBe("hit");
    expect(server.services.visitors.total()).toBe(before + 1);
    const cookie = first.response.headers
      .getSetCookie()
      .map((set) => set.split(";")[0])
      .join("; ");
    await raw("/news", { ...browser, cookie });
    await raw("/news", { ...browser, "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(server.services.visitors.total()).toBe(before + 1);
  });

  test("give a new visitor their id and token cookies, and a returning one with current cookies no Set-Cookie", async () => {
    await warm("/news", browser);
    const first = await raw("/news", browser);
    expect(first.response.headers.get("x-cache")).toBe("hit");
    const given = new Map(
      first.response.headers.getSetCookie().map((set) => set.split(";")[0]!.split("=") as [string, string]),
    );
    expect([...given.keys()].sort()).toEqual(["XSRF-TOKEN", "rp_anon", "rp_visit"]);
    expect(server.services.csrf.verify(given.get("XSRF-TOKEN"), given.get("rp_anon"))).toBe(true);
    const cookie = [...given].map(([name, value]) => `${name}=${value}`).join("; ");

    const again = await raw("/news", { ...browser, cookie });
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get("x-cache")).toBe("hit");
    expect(again.response.headers.getSetCookie()).toEqual([]);

    // The browser revalidates its copy: a 304 with no body and, again, no cookie to store.
    const etag = again.response.headers.get("etag")!;
    const revalidated = await raw("/news", { ...browser, cookie, "if-none-match": etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.response.headers.get("etag")).toBe(etag);
    expect(revalidated.response.headers.getSetCookie()).toEqual([]);

    // Answered through Express (a miss renders), the returning visitor gets no Set-Cookie either.
    server.services.pageCache.invalidate();
    const rendered = await raw("/news", { ...browser, cookie });
    expect(rendered.response.headers.get("x-cache")).toBe("miss");
    expect(rendered.response.headers.getSetCookie()).toEqual([]);
  });

  test("follow a ?lang= link: the Marathi page, and the language kept in a cookie", async () => {
    await warm("/news?lang=mr", browser);
    const hit = await raw("/news?lang=mr", browser);
    expect(hit.response.headers.get("x-cache")).toBe("hit");
    expect(hit.response.headers.get("content-language")).toBe("mr");
    expect(hit.response.headers.getSetCookie().some((set) => set.startsWith("lang=mr;"))).toBe(true);
  });

  test("HEAD of a ?lang= link answers with the headers of that language's page, rendered or stored", async () => {
    for (const path of ["/news?lang=mr", "/news?lang=en"]) {
      const lang = path.slice(-2);
      for (const cookie of ["", `lang=${lang === "mr" ? "en" : "mr"}`]) {
        server.services.pageCache.invalidate();
        const headers = { ...browser, ...(cookie ? { cookie } : {}) };
        // First the HEAD, so that it is the one rendered through Express (a miss); then a hit.
        const rendered = await raw(path, headers, "HEAD");
        const get = await raw(path, headers);
        const stored = await raw(path, headers, "HEAD");
        expect(rendered.response.headers.get("x-cache"), path).toBe("miss");
        expect(stored.response.headers.get("x-cache"), path).toBe("hit");
        for (const head of [rendered, stored]) {
          expect(head.response.headers.get("content-language"), `${path} ${cookie}`).toBe(lang);
          expect(head.response.headers.get("content-length"), `${path} ${cookie}`).toBe(String(get.bytes.length));
          expect(head.bytes.length).toBe(0);
        }
      }
    }
  });

  test("are counted in the metrics under their route", async () => {
    await warm("/news", browser);
    await raw("/news", browser);
    const metrics = await server.services.metrics.registry.getSingleMetricAsString("http_requests_total");
    expect(metrics).toMatch(
      /http_requests_total\{route="routes\/articles\/news-list",method="GET",status="200"\} [1-9]/,
    );
    const cache = await server.services.metrics.registry.getSingleMetricAsString("page_cache_responses_total");
    expect(cache).toMatch(/result="hit"\} [1-9]/);
  });
});

describe("rendered for one visitor alone", () => {
  test("signed-in staff never get a stored page, and their pages carry their token", async () => {
    await createStaff(server, { email: "cache.editor@example.org", role: "editor" });
    const editor = await signIn(server, "cache.editor@example.org");
    await warm("/news");
    const response = await editor.get("/news");
    expect(response.headers.get("x-cache")).toBeNull();
    expect(csrfMetaToken(await response.text())).toBeTruthy();
  });

  test("a page with a citizen form is never stored and keeps its token (it says no-store)", async () => {
    server.services.pageCache.invalidate();
    for (let i = 0; i < 2; i += 1) {
      const response = await new Visitor(server.url).get("/complaint");
      expect(response.headers.get("x-cache")).toBe("bypass");
      const html = await response.text();
      expect(csrfMetaToken(html)).toBeTruthy();
      expect(html).toMatch(/name="_token" value="[^"]+"/);
    }
  });

  test("a query the pages do not read is rendered, not stored", async () => {
    const response = await new Visitor(server.url).get("/news?utm_source=whatsapp");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBeNull();
  });

  test("a missing page is a 404 in the visitor's language, never stored", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await raw("/news/987654", { cookie: "lang=mr" });
      expect(response.response.status).toBe(404);
      expect(response.response.headers.get("x-cache")).toBe("bypass");
      expect(response.bytes.toString()).toContain('<html lang="mr"');
    }
  });
});

describe("the language and display forms of a stored page", () => {
  test("post without a token when the browser says they come from this site", async () => {
    const visitor = new Visitor(server.url);
    await visitor.get("/news");
    const response = await visitor.postForm("/locale/mr", { _token: "", redirectTo: "/news" });
    expect(response.status).toBe(303);
    expect(visitor.cookies.get("lang")).toBe("mr");
    const viaOrigin = await visitor.postForm(
      "/preferences",
      { _token: "", font: "increase", redirectTo: "/news" },
      { "sec-fetch-site": "", origin: server.url },
    );
    expect(viaOrigin.status).toBe(303);
  });

  test("are refused from another site, or when the browser vouches for nothing and there is no token", async () => {
    const visitor = new Visitor(server.url);
    await visitor.get("/news");
    const crossSite = await visitor.postForm("/locale/mr", { _token: "" }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(419);
    const silent = await visitor.postForm("/locale/mr", { _token: "" }, { "sec-fetch-site": "" });
    expect(silent.status).toBe(419);
    expect(visitor.cookies.get("lang")).toBeUndefined();
  });

  test("other state changes still need the token, whatever the browser says", async () => {
    const visitor = new Visitor(server.url);
    await visitor.get("/news");
    const response = await visitor.postForm("/complaint", { _token: "", name: "Sample", mobile_number: "9000000000" });
    expect(response.status).toBe(419);
  });
});

describe("freshness", () => {
  test("staff changes show at once: a new police station is on the list on the next request", async () => {
    await createStaff(server, { email: "cache.stations@example.org", role: "editor" });
    const editor = await signIn(server, "cache.stations@example.org");
    await warm("/all-police-stations");
    expect((await raw("/all-police-stations")).response.headers.get("x-cache")).toBe("hit");

    const created = await post(editor, "/admin/content/stations/new", {
      type: "PS",
      name_en: "Sample Cache Nagar Railway Police Station",
      name_mr: "नमुना कॅश नगर लोहमार्ग पोलीस ठाणे",
      address_en: "Sample address",
      address_mr: "नमुना पत्ता",
      landline: "000-0000-0000",
      email: "sample-cache@example.org",
      officer_id: "",
      parent_id: "6",
      color_code: "#00897B",
      strip: "harbour",
    });
    expect(created.status).toBe(302);
    const after = await raw("/all-police-stations");
    expect(after.response.headers.get("x-cache")).toBe("miss");
    expect(after.bytes.toString()).toContain("Sample Cache Nagar Railway Police Station");
  });

  test("after a minute a page is served stale at once while a fresh copy is rendered", async () => {
    const first = await warm("/press-release");
    clock.advance(61_000);
    const stale = await raw("/press-release");
    expect(stale.response.headers.get("x-cache")).toBe("stale");
    expect(stale.bytes.equals(first.bytes)).toBe(true);
    await expect.poll(async () => (await raw("/press-release")).response.headers.get("x-cache")).toBe("hit");
  });
});
