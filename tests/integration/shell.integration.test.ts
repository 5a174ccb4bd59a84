/**
 * What every server-rendered page and the server itself promise over real HTTP: security headers
 * with a per-response CSP nonce, the health check, the bilingual 404 page, the global page data of
 * SPEC §1, telephone links, the no-JavaScript font-size form and the request body limit.
 */
import { describe, expect, test } from "vitest";
import enErrors from "~/locales/en/errors";
import enShell from "~/locales/en/shell";
import mrErrors from "~/locales/mr/errors";
import mrShell from "~/locales/mr/shell";
import { firstHeading, htmlLang, hydrationLoaderData, setCookies } from "../support/html";
import { postHeadOnly as postHeadOnlyTo, Visitor } from "../support/http-client";
import { startTestServer, useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html",
};

/** SPEC §2 railway map: the station ids and the names they carry (Dombivli as the railways spell it). */
const MAP_STATIONS: Record<number, string> = {
  10: "CSMT",
  11: "Dadar",
  12: "Kurla",
  13: "Thane",
  14: "Dombivli",
  15: "Kalyan",
  16: "Karjat",
  17: "Vadala",
  18: "Vashi",
  19: "Panvel",
  20: "Churchgate",
  21: "Mumbai Central",
  22: "Bandra",
  23: "Andheri",
  24: "Borivali",
  25: "Vasai Road",
  26: "Palghar",
};

const server = useTestServer();

function browser(): Visitor {
  return new Visitor(server.url, BROWSER_HEADERS);
}

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy");
  if (!header) throw new Error("the response has no Content-Security-Policy");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function nonceOf(response: Response): string {
  const source = cspDirectives(response)
    .get("script-src")
    ?.find((value) => value.startsWith("'nonce-"));
  if (!source) throw new Error("script-src carries no nonce");
  return source.slice("'nonce-".length, -1);
}

/**
 * Sends only the request head of a POST declaring `declaredBytes` of body, and resolves with the
 * status as soon as the server answers: if it answers, it did so without reading the body.
 */
function postHeadOnly(path: string, declaredBytes: number): Promise<number> {
  return postHeadOnlyTo(new URL(path, server.url), {
    "content-type": "application/x-www-form-urlencoded",
    "content-length": String(declaredBytes),
  });
}

describe("security headers", () => {
  test("every page rendered for its visitor gets a fresh CSP nonce and every <script> tag carries it", async () => {
    // A page with a form is rendered per visitor (pages from the page cache are allowed by hash,
    // page-cache.integration.test.ts).
    const first = await browser().get("/complaint");
    const second = await browser().get("/complaint");
    const firstNonce = nonceOf(first);
    expect(firstNonce.length).toBeGreaterThanOrEqual(16);
    expect(nonceOf(second)).not.toBe(firstNonce);

    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${firstNonce}"`);
  });

  test("the CSP allows no inline script without the nonce, no framing, no plugins and no base-URI tricks", async () => {
    const csp = cspDirectives(await browser().get("/"));
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("*");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
  });

  test.each(["/", "/no-such-page"])(
    "%s says nosniff, sets a Referrer-Policy and does not advertise Express",
    async (path) => {
      const response = await browser().get(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(cspDirectives(response).get("frame-ancestors")).toEqual(["'none'"]);
    },
  );

  test("outside production no Strict-Transport-Security header is sent", async () => {
    const response = await browser().get("/");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("in production Strict-Transport-Security is sent for a year, and cookies are Secure", async () => {
    const production = await startTestServer({
      NODE_ENV: "production",
      SMS_PROVIDER: "outbox",
      SMS_OUTBOX_IN_PRODUCTION: "1",
    });
    try {
      const response = await new Visitor(production.url, BROWSER_HEADERS).get("/");
      expect(response.status).toBe(200);
      const hsts = response.headers.get("strict-transport-security") ?? "";
      expect(hsts).toMatch(/max-age=31536000/);
      expect(hsts).toMatch(/includeSubDomains/i);
      expect(response.headers.get("x-powered-by")).toBeNull();
      const anon = setCookies(response).get("rp_anon");
      expect(anon?.attributes.has("secure")).toBe(true);
    } finally {
      await production.close();
    }
  });
});

describe("health check", () => {
  test('/healthz (liveness) answers 200 {status:"ok"}; /readyz/dependencies answers 503 once the database is gone', async () => {
    const own = await startTestServer();
    try {
      const healthy = await fetch(`${own.url}/healthz`);
      expect(healthy.status).toBe(200);
      expect(healthy.headers.get("cache-control")).toBe("no-store");
      expect(await healthy.json()).toEqual({ status: "ok" });

      await own.services.db.destroy();

      // Monitoring's readiness follows the database; liveness only says the process answers.
      const unready = await fetch(`${own.url}/readyz/dependencies`);
      expect(unready.status).toBe(503);
      expect(await unready.json()).toEqual({ status: "unavailable", failed: ["database"], sms: "outbox" });
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
    } finally {
      // Destroying the database twice is harmless: close() still stops the server and cleans up.
      await own.close();
    }
  });
});

describe("not-found page", () => {
  test("an unknown path is a real 404 with the English not-found page", async () => {
    const response = await browser().get("/no-such-page/at-all");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(htmlLang(html)).toBe("en");
    expect(firstHeading(html)).toBe(enErrors.not_found.title);
    expect(html).toContain(enErrors.not_found.message);
    expect(html).toContain('href="tel:1512"');
  });

  test("a visitor who chose Marathi gets the not-found page in Marathi", async () => {
    const visitor = browser();
    visitor.cookies.set("lang", "mr");
    const response = await visitor.get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(htmlLang(html)).toBe("mr");
    expect(firstHeading(html)).toBe(mrErrors.not_found.title);
    expect(html).toContain(mrErrors.not_found.message);
  });
});

describe("global page data (SPEC §1)", () => {
  test("the server-rendered page hands visitorCount, newsFlashes and policeStations to the browser", async () => {
    const response = await browser().get("/");
    const html = await response.text();
    expect(html).toContain("window.__reactRouterContext");
    const root = (await hydrationLoaderData(html)).root!;

    expect(typeof root.visitorCount).toBe("number");
    // As of the render: the page may come from the page cache (the live count is /api/visitor-count).
    expect(root.visitorCount).toBeLessThanOrEqual(server.services.visitors.total());
    expect(root.visitorCount).toBeGreaterThan(0);

    const flashes = root.newsFlashes as Array<{ text: string; language: string | null }>;
    expect(flashes.length).toBeGreaterThan(0);
    for (const flash of flashes) {
      expect(flash.text).toBeTruthy();
      expect([null, "en"]).toContain(flash.language);
    }

    const stations = root.policeStations as Array<{ id: number; name: string; type: string }>;
    for (const [id, name] of Object.entries(MAP_STATIONS)) {
      const station = stations.find((s) => s.id === Number(id));
      expect(station, `station ${id}`).toBeDefined();
      expect(station!.name.startsWith(name), `${station!.name} starts with ${name}`).toBe(true);
      expect(station!.type).toBe("PS");
    }
    expect(stations.filter((s) => s.type === "PS").map((s) => s.id)).toEqual(Object.keys(MAP_STATIONS).map(Number));
  });

  test("a Marathi page carries the stations and news flashes in Marathi", async () => {
    const visitor = browser();
    visitor.cookies.set("lang", "mr");
    const root = (await hydrationLoaderData(await (await visitor.get("/")).text())).root!;
    const stations = root.policeStations as Array<{ id: number; name: string }>;
    expect(stations.find((s) => s.id === 11)?.name).toMatch(/^दादर/);
    const flashes = root.newsFlashes as Array<{ language: string | null }>;
    expect(flashes.length).toBeGreaterThan(0);
    for (const flash of flashes) expect([null, "mr"]).toContain(flash.language);
  });

  test("the not-found page is a text page: what it shows is in its HTML, with no data for scripts", async () => {
    const html = await (await browser().get("/no-such-page")).text();
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toContain('href="tel:1512"');
    expect(html).toContain('<meta name="csrf-token"');
  });
});

describe("the shell", () => {
  test("telephone links dial the number with its spaces removed", async () => {
    const html = await (await browser().get("/")).text();
    expect(html).toContain('href="tel:1800221512"');
    expect(html).toContain('href="tel:1512"');
    const telLinks = html.match(/href="tel:[^"]*"/g) ?? [];
    expect(telLinks.length).toBeGreaterThan(0);
    for (const link of telLinks) expect(link).toMatch(/^href="tel:\+?\d+"$/);
  });

  test("the font-size form without JavaScript sets font_size=105 and the next page renders at 105%", async () => {
    const visitor = browser();
    const token = await visitor.csrfToken("/");
    const response = await visitor.postForm("/preferences", { _token: token, font: "increase", redirectTo: "/" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(setCookies(response).get("font_size")?.value).toBe("105");

    const html = await (await visitor.get("/")).text();
    expect(html).toMatch(/<html[^>]*data-font-size="105"/);
  });

  test("a body declared larger than the limit (7 MB) is refused with 413 before it is read", async () => {
    expect(await postHeadOnly("/preferences", 7 * 1024 * 1024)).toBe(413);
  });

  test("the server still answers normally after refusing an oversized body", async () => {
    await postHeadOnly("/locale/mr", 7 * 1024 * 1024);
    expect((await browser().get("/")).status).toBe(200);
  });
});

describe("citizen services are reachable from every page", () => {
  const SERVICES = [
    ["/complaint", "complaint"],
    ["/suggestion", "suggestion"],
    ["/lost-and-found", "lost_and_found"],
    ["/status", "status"],
    ["/fir-dashboard", "fir_request"],
  ] as const;

  /** The links (href and text) inside the first element `pattern` finds. */
  function links(html: string, pattern: RegExp): Map<string, string> {
    const part = pattern.exec(html)?.[0];
    if (!part) throw new Error(`nothing matches ${pattern}`);
    return new Map(
      [...part.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, text]) => [
        href!,
        text!.replace(/<[^>]+>/g, ""),
      ]),
    );
  }

  test.each([
    ["/news", "en"],
    ["/faq", "mr"],
    ["/no-such-page", "en"],
  ] as const)("%s (%s) links every service from the main menu and the footer", async (path, locale) => {
    const visitor = browser();
    visitor.cookies.set("lang", locale);
    const html = await (await visitor.get(path)).text();
    const menu = links(html, /<nav class="main-nav"[\s\S]*?<\/nav>/);
    const footer = links(html, /<footer[\s\S]*?<\/footer>/);
    const labels = (locale === "en" ? enShell : mrShell).nav;
    for (const [href, key] of SERVICES) {
      expect(menu.get(href), `menu: ${href}`).toBe(labels[key]);
      expect(footer.get(href), `footer: ${href}`).toBe(labels[key]);
    }
  });
});

describe("stored files", () => {
  test("a missing file under /storage is a plain 404, not a server error", async () => {
    const response = await fetch(`${server.url}/storage/news/does-not-exist/full.jpg`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("a path that tries to climb out of storage is refused", async () => {
    const response = await fetch(`${server.url}/storage/..%2f..%2fapp.db`);
    expect([400, 403, 404]).toContain(response.status);
  });
});
