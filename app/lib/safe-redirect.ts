/**
 * Where to send the visitor back to after a form post: a path on this site taken from the form,
 * else from the Referer when it is this site, else the home page. Never another site (an open
 * redirect on a police website would be a gift to phishers).
 */
export function safeRedirectPath(field: unknown, referer: string | null, requestUrl: string): string {
  const own = new URL(requestUrl);
  for (const candidate of [typeof field === "string" ? field : null, referer]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, own);
      if (url.origin === own.origin && url.pathname.startsWith("/") && !url.pathname.startsWith("//")) {
        return url.pathname + url.search + url.hash;
      }
    } catch {
      // not a URL: try the next candidate
    }
  }
  return "/";
}
