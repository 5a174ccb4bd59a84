/**
 * Text pages (app/lib/page-handle.ts, docs/decisions/012-text-pages.md): pages that need
 * no React in the browser are served without the router's scripts, with one small inline script
 * that registers the offline fallback, allowed by the page's nonce or, from the page cache, by its
 * hash. Pages with something React drives (the home page's dialogs, the forms, the map, the
 * album, the staff area) keep the router's scripts.
 */
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { PLAIN_PAGE_SCRIPT } from "~/lib/plain-page-script";
import { firstHeading } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const server = useTestServer({ DEMO_CONTENT: "1" });

/** Every kind of text page (each route module that says `handle = TEXT_PAGE`), one address each. */
const TEXT_PAGES = [
  "/news",
  "/news/1",
  "/good-works",
  "/good-works?view=timeline",
  "/press-release",
  "/tenders",
  "/tenders/archive",
  "/recruitments",
  "/RTI",
  "/initiatives",
  "/gallery",
  "/contact-us",
  "/contact-us/dcp-and-acp",
  "/our-offices",
  "/all-police-stations?q=dadar",
  "/police-stations-incharge",
  "/police-station/10",
  "/about-us",
  "/our-leadership",
  "/organizational-structure",
  "/faq",
  "/appeal-to-citizens",
  "/safety-tips",
  "/martyrs",
  "/privacy-policy",
  "/screen-reader-access",
  "/sitemap",
  "/search?q=railway",
  "/found-property",
  "/no-such-page",
  "/police-station/9999",
];

const HYDRATED_PAGES = [
  "/",
  "/complaint",
  "/suggestion",
  "/lost-and-found",
  "/status",
  "/mumbai-railway-map",
  "/album/1",
  "/plasma",
  "/fir-dashboard/sign-in",
  "/admin/sign-in",
];

const MODULE_SCRIPT = /<script[^>]*type="module"/;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The scripts of a page that run (not JSON-LD data blocks), with their attributes and text. */
function runnableScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes, content]) => ({ attributes: attributes!, content: content! }))
    .filter((script) => !/type="application\/ld\+json"/.test(script.attributes));
}

function scriptSources(policy: string): string[] {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
}

describe("text pages", () => {
  for (const path of TEXT_PAGES) {
    test(`${path} has no router scripts, only the plain script that registers the offline fallback`, async () => {
      const response = await new Visitor(server.url).get(path);
      const html = await response.text();
      expect(firstHeading(html), path).toBeTruthy();
      expect(html).not.toMatch(MODULE_SCRIPT);
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain("__reactRouterContext");
      // The head's "scripts are coming" mark is for pages that React enhances.
      expect(html).not.toContain("dataset.js");
      const scripts = runnableScripts(html);
      expect(scripts.map((script) => script.content)).toEqual([PLAIN_PAGE_SCRIPT]);
      expect(scripts[0]!.content).toContain('register("/sw.js"');
    });
  }

  test("the plain script is allowed by the page's nonce when rendered for one visitor", async () => {
    // A query parameter no page reads keeps the page out of the page cache: rendered for this visitor.
    const response = await new Visitor(server.url).get("/news?render=1");
    const [script] = runnableScripts(await response.text());
    const nonce = /\snonce="([^"]+)"/.exec(script!.attributes)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSources(response.headers.get("content-security-policy")!)).toContain(`'nonce-${nonce}'`);
  });

  test("and by its hash when the page comes from the page cache", async () => {
    const visitor = new Visitor(server.url);
    await visitor.get("/faq");
    const response = await visitor.get("/faq");
    expect(response.headers.get("x-cache")).toBe("hit");
    const [script] = runnableScripts(await response.text());
    expect(script!.attributes).not.toContain("nonce");
    expect(scriptSources(response.headers.get("content-security-policy")!)).toContain(sha256(PLAIN_PAGE_SCRIPT));
  });

  test("an obfuscated address carries its pieces for the plain script, and no address", async () => {
    const html = await (await new Visitor(server.url).get("/contact-us")).text();
    expect(html).toMatch(/data-email-user="[^"]+" data-email-domain="example org"/);
    expect(html).not.toMatch(/[\w.-]+@example\.org/);
  });
});

describe("pages React runs", () => {
  for (const path of HYDRATED_PAGES) {
    test(`${path} has the router's scripts and not the plain one`, async () => {
      const html = await (await new Visitor(server.url).get(path)).text();
      expect(html).toMatch(MODULE_SCRIPT);
      expect(html).toContain('rel="modulepreload"');
      expect(html).toContain("window.__reactRouterContext");
      expect(html).not.toContain(PLAIN_PAGE_SCRIPT);
    });
  }
});
