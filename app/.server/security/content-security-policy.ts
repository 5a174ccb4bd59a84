/**
 * The site's Content-Security-Policy, in one place. Only scripts and styles this server emitted
 * run: a rendered page allows its inline scripts by a per-response nonce; a page served from the
 * page cache (the same bytes for every visitor, so it cannot carry a per-response nonce) allows
 * them by the SHA-256 of each one instead. Third-party frames (social feeds, videos) are allowed
 * only from the few hosts that serve them, and are only ever loaded after a visitor asks.
 */
export function contentSecurityPolicy(
  plasmaFrameUrl: string,
  inline: { scripts: readonly string[]; styles: readonly string[] },
): string {
  const directives: Array<[string, string]> = [
    ["default-src", "'self'"],
    ["script-src", ["'self'", ...inline.scripts].join(" ")],
    ["style-src", ["'self'", ...inline.styles].join(" ")],
    ["img-src", "'self' data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    [
      "frame-src",
      [
        "https://www.facebook.com",
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        new URL(plasmaFrameUrl).origin,
      ].join(" "),
    ],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ["base-uri", "'none'"],
    ["object-src", "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join(";");
}

/** The inline sources of a rendered page: everything carrying this response's nonce. */
export const nonceSources = (nonce: string) => ({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] });
