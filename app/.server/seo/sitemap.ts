/**
 * /sitemap.xml (sitemaps.org 0.9): every public page and every published article, album and police
 * station, each in both languages. Each language version is a `<url>` of its own (`?lang=en`,
 * `?lang=mr`) that names the other versions as `xhtml:link` alternates, as search engines ask for
 * multilingual sites; content items carry the day they last changed as `lastmod`.
 */
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
