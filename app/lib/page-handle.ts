/** What a route module may tell the document around it (its `handle` export). */
export type PageHandle = {
  /** Serve the page as plain HTML, without the router's scripts (see routes/offline.tsx). */
  withoutScripts?: boolean;
  /**
   * `false`: a text page, which needs no React in the browser (docs/decisions/012-text-pages.md).
   * Its document carries none of the router's scripts, only the small plain script of
   * app/lib/plain-page-script.ts (offline fallback, a few enhancements); everything on it works
   * as it does without JavaScript. Its module is still in the client build, so a page that is
   * hydrated already reaches it by client-side navigation as before.
   */
  hydrate?: false;
};

/** The `handle` of a text page: `export const handle = TEXT_PAGE;` */
export const TEXT_PAGE = { hydrate: false } as const satisfies PageHandle;

export function isWithoutScripts(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).withoutScripts === true;
}

function isTextPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === false;
}

/**
 * Which scripts a document gets: none (the offline page); the plain script only, when every route
 * matched below the root is a text page; or the router's (React, hydration). A browser that runs
 * this is hydrated already and keeps the router's, whatever page it goes to next.
 */
export function documentScripts(
  matches: ReadonlyArray<{ id: string; handle?: unknown }>,
  inBrowser: boolean,
): "none" | "plain" | "router" {
  if (matches.some((match) => isWithoutScripts(match.handle))) return "none";
  if (inBrowser) return "router";
  const pages = matches.filter((match) => match.id !== "root");
  return pages.length > 0 && pages.every((match) => isTextPage(match.handle)) ? "plain" : "router";
}
