/**
 * The sitemaps (sitemaps.org 0.9): every public page and every published article, album and police
 * station, each in both languages. Each language version is a `<url>` of its own (`?lang=en`,
 * `?lang=mr`) that names the other versions as `xhtml:link` alternates, as search engines ask for
 * multilingual sites; content items carry the day they last changed as `lastmod`.
 *
 * A sitemap may hold at most 50,000 URLs, and years of news pass that; so /sitemap.xml is a
 * sitemap index naming /sitemaps/1.xml, /sitemaps/2.xml, …, each of at most SITEMAP_MAX_URLS URLs.
 * They are built once and kept until the published content changes (a cheap aggregate over the
 * published rows tells), instead of on every crawler's request.
 */
import { sql } from "kysely";
import type { Db } from "../db/connection";
import { LOCALES } from "~/i18n/locales";
import { languageUrl } from "~/lib/language-urls";
import { xml } from "./xml";
import { PUBLIC_PAGES } from "./public-pages";

export type SitemapEntry = { path: string; lastmod?: string };

export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [articles, albums, stations] = await Promise.all([
    db.selectFrom("articles").select(["id", "kind", "updated_at"]).where("published", "=", 1).orderBy("id").execute(),
    db.selectFrom("albums").select(["id", "updated_at"]).where("published", "=", 1).orderBy("id").execute(),
    db.selectFrom("police_stations").select(["id", "updated_at"]).orderBy("id").execute(),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...articles.map((a) => ({
      path: `${a.kind === "news" ? "/news" : "/good-works"}/${a.id}`,
      lastmod: day(a.updated_at),
    })),
    ...albums.map((a) => ({ path: `/album/${a.id}`, lastmod: day(a.updated_at) })),
    ...stations.map((s) => ({ path: `/police-station/${s.id}`, lastmod: day(s.updated_at) })),
  ];
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map((locale) => alternate(locale, languageUrl(siteUrl, path, "", locale))),
      alternate("x-default", languageUrl(siteUrl, path, "")),
    ].join("");
    return LOCALES.map(
      (locale) =>
        `<url><loc>${xml(languageUrl(siteUrl, path, "", locale))}</loc>` +
        (lastmod ? `<lastmod>${lastmod}</lastmod>` : "") +
        `${alternates}</url>`,
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    urls.join("\n") +
    `\n</urlset>\n`
  );
}

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`;
}

/** W3C date (YYYY-MM-DD) of a timestamp as the database returns it (ISO text or Date). */
function day(value: string | Date): string {
  return new Date(value).toISOString().slice(0, 10);
}

/** sitemaps.org's limit of URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

/** Entries in one sitemap: each is one URL per language. */
export function entriesPerSitemap(maxUrls = SITEMAP_MAX_URLS): number {
  return Math.floor(maxUrls / LOCALES.length);
}

/** The address of sitemap `part` (1, 2, …). */
export function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/** The sitemap index naming `parts` sitemaps, each with the latest day one of its entries changed. */
export function renderSitemapIndex(siteUrl: string, parts: Array<{ lastmod?: string }>): string {
  const sitemaps = parts.map(
    ({ lastmod }, index) =>
      `<sitemap><loc>${xml(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc>` +
      (lastmod ? `<lastmod>${lastmod}</lastmod>` : "") +
      `</sitemap>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    sitemaps.join("\n") +
    `\n</sitemapindex>\n`
  );
}

/** The index and its sitemaps, rendered. */
export type Sitemaps = { index: string; parts: string[] };

/** The entries split into sitemaps of at most `maxUrls` URLs, and their index. */
export function renderSitemaps(siteUrl: string, entries: SitemapEntry[], maxUrls = SITEMAP_MAX_URLS): Sitemaps {
  const size = entriesPerSitemap(maxUrls);
  const chunks: SitemapEntry[][] = [];
  for (let at = 0; at < entries.length || chunks.length === 0; at += size) chunks.push(entries.slice(at, at + size));
  const latest = (chunk: SitemapEntry[]) =>
    chunk.reduce<string | undefined>(
      (max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max),
      undefined,
    );
  return {
    index: renderSitemapIndex(
      siteUrl,
      chunks.map((chunk) => ({ lastmod: latest(chunk) })),
    ),
    parts: chunks.map((chunk) => renderSitemap(siteUrl, chunk)),
  };
}

/**
 * What the sitemaps depend on, in one row: how many published articles and albums and police
 * stations there are, which (the sum of their ids) and when the latest changed.
 */
async function contentVersion(db: Db): Promise<string> {
  const row = await sql<Record<string, unknown>>`
    select
      (select count(*) from articles where published = 1) as a_count,
      (select sum(id) from articles where published = 1) as a_ids,
      (select max(updated_at) from articles where published = 1) as a_changed,
      (select count(*) from albums where published = 1) as b_count,
      (select sum(id) from albums where published = 1) as b_ids,
      (select max(updated_at) from albums where published = 1) as b_changed,
      (select count(*) from police_stations) as s_count,
      (select sum(id) from police_stations) as s_ids,
      (select max(updated_at) from police_stations) as s_changed`.execute(db);
  return JSON.stringify(Object.values(row.rows[0] ?? {}).map((value) => String(value)));
}

const built = new WeakMap<Db, { siteUrl: string; version: string; sitemaps: Sitemaps }>();

/** The sitemaps of the published content now: built again only when it has changed. */
export async function currentSitemaps(db: Db, siteUrl: string): Promise<Sitemaps> {
  const version = await contentVersion(db);
  const kept = built.get(db);
  if (kept && kept.siteUrl === siteUrl && kept.version === version) return kept.sitemaps;
  const sitemaps = renderSitemaps(siteUrl, await listSitemapEntries(db));
  built.set(db, { siteUrl, version, sitemaps });
  return sitemaps;
}
