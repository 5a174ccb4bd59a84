import type { Locale } from "~/i18n/locales";

/**
 * The address of a page in one language: the page's own path and query with `lang` set, so that
 * each language version has a URL of its own for search engines, sitemaps and shared links.
 * Without a locale it is the language-neutral address (the server picks the visitor's language),
 * which is what `hreflang="x-default"` points to.
 */
export function languageUrl(siteUrl: string, pathname: string, search: string, locale?: Locale): string {
  const params = new URLSearchParams(search);
  params.delete("lang");
  if (locale) params.set("lang", locale);
  const query = params.toString();
  return `${siteUrl}${pathname}${query ? `?${query}` : ""}`;
}

/**
 * Where the language switch lands: the same page in the chosen language. An address that names
 * its language (`?lang=`, as every canonical, hreflang and sitemap address does) would win over
 * the cookie just set and show the old language again, so it becomes the page's address in the
 * chosen language (its hreflang alternate); an address without `lang` stays as it is, and the
 * cookie decides.
 */
export function switchedLanguagePath(path: string, locale: Locale): string {
  const url = new URL(path, "http://localhost");
  if (!url.searchParams.has("lang")) return path;
  return languageUrl("", url.pathname, url.search, locale) + url.hash;
}
