import { expect, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { entriesPerSitemap, renderSitemaps, SITEMAP_MAX_URLS, type SitemapEntry } from "./sitemap";

const SITE = "https://rp.example";
const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `/news/${i + 1}`,
    lastmod: `2026-${String((i % 12) + 1).padStart(2, "0")}-01`,
  }));
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

test("years of news are split into sitemaps of at most 50,000 URLs, named by the index", () => {
  const perSitemap = entriesPerSitemap();
  expect(perSitemap * 2).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  const { index, parts } = renderSitemaps(SITE, entries(perSitemap * 2 + 1));
  // One <url> per entry and language; a sitemap holds whole entries, all its languages together.
  const full = perSitemap * LOCALES.length;
  expect(full).toBeGreaterThan(SITEMAP_MAX_URLS - LOCALES.length);
  expect(parts.map(urlCount)).toEqual([full, full, LOCALES.length]);
  expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
    `${SITE}/sitemaps/1.xml`,
    `${SITE}/sitemaps/2.xml`,
    `${SITE}/sitemaps/3.xml`,
  ]);
  expect(index).toContain("<lastmod>2026-12-01</lastmod>");
  // Every entry is in exactly one sitemap, in every language.
  const all = parts.join("");
  expect(all.match(/<loc>[^<]+\/news\/1\?lang=en<\/loc>/g)).toHaveLength(1);
  for (const locale of LOCALES) expect(all).toContain(`<loc>${SITE}/news/${perSitemap * 2 + 1}?lang=${locale}</loc>`);
});

test("a site with little content has an index of one sitemap, and an empty one still has one", () => {
  expect(renderSitemaps(SITE, entries(3)).parts).toHaveLength(1);
  const empty = renderSitemaps(SITE, []);
  expect(empty.parts).toHaveLength(1);
  expect(empty.index).toContain(`<sitemap><loc>${SITE}/sitemaps/1.xml</loc></sitemap>`);
});
