/**
 * The JavaScript a commuter's phone downloads, in bytes after brotli: the shared part
 * every page loads (the entry and the root route, with their static imports, and the page's
 * strings: the larger language's site strings, plus the administration area's on staff pages,
 * which the entry imports dynamically) and each route's total. The budgets are ratchets at
 * today's size plus a little headroom, so that growth is a decision rather than an accident;
 * the targets (120 KB for any page) are lower still, and lowering these numbers as the
 * bundles shrink is part of that work. Text pages (app/lib/page-handle.ts) load none of this: their
 * budget is the whole document and its stylesheets, with no script but the inline plain one.
 * Bytes, never time.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { PLAIN_PAGE_SCRIPT } from "~/lib/plain-page-script";
import { Visitor } from "../support/http-client";
import { buildDir, useTestServer } from "../support/test-server";

const KB = 1024;
const BUDGET = {
  /**
   * entry.client, the root route and what they import, and the site's strings: on every page React
   * runs. 110 KB until the report forms gained (also the home page's dialogs) where,
   * when and what of a complaint, photos and IMEIs, in both languages' strings: 112 KB; 113 KB
   * since switching language mid-form keeps what was typed and each download names its size.
   */
  shared: 113 * KB,
  /**
   * Shared part plus the route's own modules, for the heaviest public page (the home page). 124 KB
   * until the site's strings gained which railway stations each police station covers, search's
   * answer with a station's police station, and the labels that tell real numbers from samples;
   * 125 KB until they gained what happens after a report is sent, the registered FIR's number and
   * how to get its copy (now shown for complaints too), the found phone's IMEI, and the phone's
   * Menu button (a popover that opens without JavaScript) took over from the checkbox; 126 KB
   * until languages became a list (a switch button per other language, and the loader that finds
   * the page's own language's strings, so a page still downloads only one language).
   */
  publicRoute: 127 * KB,
  /**
   * Staff pages load more (forms, editors, their own strings) and are used on office computers;
   * 151 KB until the found-property register gained match proposals and claims; 154 KB until it
   * could record a disposal and staff lists sorted by their headers.
   */
  adminRoute: 155 * KB,
  /** A text page: its HTML and its stylesheets (pictures apart), in either language. */
  textPage: 14 * KB,
  /** The one script of a text page, inline. */
  plainScript: 1 * KB,
};

/** The heaviest text pages of each kind (a list, an article, a station, an information page, results). */
const TEXT_PAGES = ["/news", "/news/1", "/police-station/10", "/all-police-stations", "/about-us", "/search?q=railway"];

type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; path?: string; module: string; imports?: string[] }>;
};

const clientDir = path.join(buildDir, "client");

function readManifest(): Manifest {
  const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${clientDir}/assets: run npm run build first`);
  const source = readFileSync(path.join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

const sizes = new Map<string, number>();
function brotliBytes(asset: string): number {
  let size = sizes.get(asset);
  if (size === undefined) {
    const bytes = readFileSync(path.join(clientDir, asset));
    size = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(asset, size);
  }
  return size;
}

const total = (assets: Set<string>) => [...assets].reduce((sum, asset) => sum + brotliBytes(asset), 0);

/**
 * The string chunks the entry imports dynamically (app/entry.client.tsx), named after their
 * modules: site-*.js (one per language) and admin-*.js. A page loads one of each kind it needs,
 * in its own language only; count the largest.
 */
function stringChunks(manifest: Manifest): { site: string; admin: string } {
  const entry = readFileSync(path.join(clientDir, manifest.entry.module), "utf8");
  const chunks = [...entry.matchAll(/import\([`"']\.\/([\w.-]+\.js)[`"']\)/g)].map((m) => `/assets/${m[1]}`);
  const largest = (prefix: string) => {
    const named = chunks.filter((chunk) => chunk.startsWith(`/assets/${prefix}-`));
    expect(named, `the entry's dynamic imports: ${chunks.join(", ")}`).toHaveLength(LOCALES.length);
    return named.reduce((a, b) => (brotliBytes(a) >= brotliBytes(b) ? a : b));
  };
  return { site: largest("site"), admin: largest("admin") };
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test("the JavaScript every page loads stays within its budget", () => {
  const manifest = readManifest();
  const root = manifest.routes.root!;
  const shared = new Set([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    root.module,
    ...(root.imports ?? []),
    stringChunks(manifest).site,
  ]);
  expect(total(shared), `shared JavaScript is ${kb(total(shared))}`).toBeLessThanOrEqual(BUDGET.shared);
});

test("no route's JavaScript grows beyond its budget", () => {
  const manifest = readManifest();
  const root = manifest.routes.root!;
  const strings = stringChunks(manifest);
  const shared = [
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    root.module,
    ...(root.imports ?? []),
    strings.site,
  ];
  const over: string[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    const isAdmin = route.id.startsWith("routes/admin/") || route.id.startsWith("admin-");
    const bytes = total(
      new Set([...shared, ...(isAdmin ? [strings.admin] : []), route.module, ...(route.imports ?? [])]),
    );
    const budget = isAdmin ? BUDGET.adminRoute : BUDGET.publicRoute;
    if (bytes > budget) over.push(`${route.id}: ${kb(bytes)} > ${kb(budget)}`);
  }
  expect(over).toEqual([]);
  expect(Object.keys(manifest.routes).length).toBeGreaterThan(40);
});

describe("text pages", () => {
  const server = useTestServer({ DEMO_CONTENT: "1" });

  test("the plain script is all the JavaScript a text page has, and stays small", () => {
    expect(brotliCompressSync(PLAIN_PAGE_SCRIPT).length).toBeLessThanOrEqual(BUDGET.plainScript);
  });

  test("a text page loads no script file, and its HTML and styles stay within the budget", async () => {
    const over: string[] = [];
    for (const locale of ["en", "mr"] as const) {
      for (const page of TEXT_PAGES) {
        const visitor = new Visitor(server.url);
        visitor.cookies.set("lang", locale);
        const html = await (await visitor.get(page)).text();
        expect(html.match(/<script\b[^>]*\ssrc=/g), page).toBeNull();
        expect(html, page).not.toContain('rel="modulepreload"');
        // A page rendered for its visitor alone (search results are never cached) carries a nonce.
        const styles = [
          ...html.matchAll(/<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g),
        ].map((m) => m[1]!);
        expect(styles.length, page).toBeGreaterThan(0);
        const bytes =
          brotliCompressSync(Buffer.from(html)).length + styles.reduce((sum, style) => sum + brotliBytes(style), 0);
        if (bytes > BUDGET.textPage) over.push(`${locale} ${page}: ${kb(bytes)} > ${kb(BUDGET.textPage)}`);
      }
    }
    expect(over).toEqual([]);
  });
});
