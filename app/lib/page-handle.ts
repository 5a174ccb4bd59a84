/** What a route module may tell the document around it (its `handle` export). */
export type PageHandle = {
  /** Serve the page as plain HTML, without the router's scripts (see routes/offline.tsx). */
  withoutScripts?: boolean;
};

export function isWithoutScripts(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).withoutScripts === true;
}
