/**
 * What search engines see: each language of a page has its own address (`?lang=`), with
 * canonical and hreflang links; /robots.txt; /sitemap.xml, a sitemap index, names the sitemaps
 * that list every public page and every published content item in both languages, and follows
 * publishing at once.
 */
import { describe, expect, test } from "vitest";
import { PUBLIC_PAGES } from "~/.server/seo/public-pages";
import { LOCALES } from "~/i18n/locales";
import { Visitor } from "../support/http-client";
import { schemaErrors } from "../support/xml-schema";
import routeTable from "~/routes";
import { useTestServer } from "../support/test-server";

const SITE = "https://railwaypolice.example.org";
const server = useTestServer({ PUBLIC_URL: SITE });

async function xmlAt(path: string): Promise<string> {
  const response = await new Visitor(server.url).get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  return response.text();
}

/** The one sitemap /sitemap.xml names: the demo content is far below 50,000 URLs. */
async function sitemap(): Promise<string> {
  const parts = locs(await xmlAt("/sitemap.xml"));
  expect(parts).toEqual([`${SITE}/sitemaps/1.xml`]);
  return xmlAt(parts[0]!.slice(SITE.length));
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
/** Every full path in the route table (layouts add no segment of their own). */
function flatten(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.index || entry.path ? [path || "/"] : []), ...flatten(entry.children ?? [], path)];
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("a page in each language", () => {
  test("?lang=mr shows the page in Marathi to a visitor whose cookie says English, and keeps Marathi", async () => {
    const visitor = new Visitor(server.url);
    visitor.cookies.set("lang", "en");
    const html = await (await visitor.get("/faq?lang=mr")).text();
    expect(html).toMatch(/<html lang="mr"/);
    expect(visitor.cookies.get("lang")).toBe("mr");
  });

  test("a page names its canonical address in its language and every language as an alternate", async () => {
    const html = await (await new Visitor(server.url).get("/news?page=2&lang=mr")).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/news?page=2&amp;lang=mr"/>`);
    expect(LOCALES).toEqual(expect.arrayContaining(["en", "mr", "hi"]));
    for (const locale of LOCALES) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${locale}" href="${SITE}/news?page=2&amp;lang=${locale}"/>`,
      );
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/news?page=2"/>`);
    expect(html.match(/rel="alternate" hrefLang=/g)).toHaveLength(LOCALES.length + 1);
  });

  test("a bad lang value is ignored, not an error", async () => {
    const response = await new Visitor(server.url, { "accept-language": "en" }).get("/faq?lang=xx");
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en"/);
  });

  test("pages that do not exist and the admin area name no canonical address", async () => {
    expect(await (await new Visitor(server.url).get("/no-such-page")).text()).not.toContain('rel="canonical"');
    expect(await (await new Visitor(server.url).get("/admin/sign-in")).text()).not.toContain('rel="canonical"');
  });
});

describe("descriptions and share cards", () => {
  test("every public page, in every language, has one description of its own in its language", async () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const page of PUBLIC_PAGES) {
      for (const lang of LOCALES) {
        const html = await (await new Visitor(server.url).get(`${page}?lang=${lang}`)).text();
        const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"\/>/g)].map((m) => m[1]!);
        if (descriptions.length !== 1 || !descriptions[0]!.trim()) {
          problems.push(`${page} (${lang}): ${descriptions.length} descriptions`);
          continue;
        }
        if (lang !== "en" && !/[\u0900-\u097F]/.test(descriptions[0]!))
          problems.push(`${page}: English description in ${lang}`);
        const other = seen.get(descriptions[0]!);
        if (other) problems.push(`${page} (${lang}) has the description of ${other}`);
        seen.set(descriptions[0]!, `${page} (${lang})`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("/robots.txt", () => {
  test("lets crawlers in, keeps them out of the admin area and the API, and points to the sitemap", async () => {
    const response = await new Visitor(server.url).get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("/sitemap.xml", () => {
  test("is a sitemap index naming its sitemaps with the day their content last changed", async () => {
    const index = await xmlAt("/sitemap.xml");
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toMatch(
      new RegExp(`<sitemap><loc>${SITE}/sitemaps/1\\.xml</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></sitemap>`),
    );
  });

  test("a sitemap it does not name is not found", async () => {
    for (const path of ["/sitemaps/2.xml", "/sitemaps/0.xml", "/sitemaps/1", "/sitemaps/one.xml"]) {
      expect((await new Visitor(server.url).get(path)).status, path).toBe(404);
    }
  });

  test("is a sitemaps.org urlset whose every url has a loc and its alternates", async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      expect(url).toMatch(
        new RegExp(
          `^<loc>https://[^<]+</loc>(<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>)?(<xhtml:link [^>]+/>){${LOCALES.length + 1}}$`,
        ),
      );
    }
  });

  test("validates against the sitemap schema, hreflang alternates included", async () => {
    expect(await schemaErrors(await sitemap(), "sitemap-0.9.xsd")).toEqual([]);
  });

  test("the schema check is real: a sitemap with a relative loc or a bad alternate fails it", async () => {
    const xml = await sitemap();
    const relative = xml.replace(`<loc>${SITE}/news?lang=en</loc>`, "<loc>/news?lang=en</loc>");
    expect((await schemaErrors(relative, "sitemap-0.9.xsd")).join("\n")).toMatch(/loc/);
    const badAlternate = xml.replace('rel="alternate" hreflang="mr"', 'rel="next" hreflang="mr"');
    expect((await schemaErrors(badAlternate, "sitemap-0.9.xsd")).join("\n")).toMatch(/rel/);
  });

  test("lists every public page of the route table in every language", async () => {
    // /search and /offline are left out on purpose: they are noindex, as is the
    // FIR dashboard, which is only for a signed-in citizen (its sign-in page is listed).
    const notPages =
      /^\/(admin|api|iapi|locale|preferences|search$|offline$|home$|robots\.txt$|sitemap\.xml$|fir-dashboard$|fir-dashboard\/sign-out$)/;
    const pagePaths = flatten(routeTable).filter((path) => !/[:*]/.test(path) && !notPages.test(path));
    expect(new Set(pagePaths)).toEqual(new Set(PUBLIC_PAGES));

    const listed = new Set(locs(await sitemap()));
    for (const page of PUBLIC_PAGES) {
      for (const locale of LOCALES) expect(listed, page).toContain(`${SITE}${page}?lang=${locale}`);
    }
  });

  test("lists every published article, album and police station with the day it last changed", async () => {
    const { db } = server.services;
    const articles = await db.selectFrom("articles").select(["id", "kind"]).where("published", "=", 1).execute();
    const albums = await db.selectFrom("albums").select("id").where("published", "=", 1).execute();
    const stations = await db.selectFrom("police_stations").select("id").execute();
    expect(articles.length).toBeGreaterThanOrEqual(50);
    expect(stations.map((s) => s.id)).toEqual(expect.arrayContaining([10, 26]));
    const xml = await sitemap();
    const listed = new Set(locs(xml));
    const expected = [
      ...articles.map((a) => `/${a.kind === "news" ? "news" : "good-works"}/${a.id}`),
      ...albums.map((a) => `/album/${a.id}`),
      ...stations.map((s) => `/police-station/${s.id}`),
    ];
    for (const path of expected) expect(listed, path).toContain(`${SITE}${path}?lang=mr`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE}/police-station/10\\?lang=en</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });

  test("drops an article the moment it is unpublished", async () => {
    const { db } = server.services;
    const article = await db.selectFrom("articles").select("id").where("kind", "=", "news").executeTakeFirstOrThrow();
    await db.updateTable("articles").set({ published: 0 }).where("id", "=", article.id).execute();
    try {
      expect(locs(await sitemap())).not.toContain(`${SITE}/news/${article.id}?lang=en`);
    } finally {
      await db.updateTable("articles").set({ published: 1 }).where("id", "=", article.id).execute();
    }
  });
});
