import { NOT_FOR_SEARCH_ENGINES } from "./public-pages";

/** /robots.txt: everything public may be crawled; the admin area and the API may not. */
export function renderRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    ...NOT_FOR_SEARCH_ENGINES.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
