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
