/**
 * Which requests the page cache may answer, under which key, and which answers it may keep. The
 * rule of thumb: only what is the same for every anonymous visitor who asks in the same language
 * with the same display settings.
 */
import { LOCALES } from "~/i18n/locales";
import { CITIZEN_COOKIE } from "../fir/accounts/citizen-cookie";
import { STAFF_COOKIE } from "../auth/staff-cookie";
import type { RequestState } from "../context";
import { inlineHashSources, type InlineHashSources } from "./inline-hashes";
import type { RenderedPage } from "./page-cache";

/**
 * Signed-in areas, state changes and status links (a token in the path that opens one citizen's
 * report) are never cached, whatever their answers say.
 */
const NEVER = [
  /^\/admin(\/|$)/,
  /^\/fir-dashboard(\/|$)/,
  /^\/locale\//,
  /^\/preferences$/,
  /^\/storage\//,
  /^\/status\//,
];

/**
 * Query parameters a public page reads, with the values it understands. Anything else would only
 * multiply the keys, and could push the pages everybody reads out of the cache, so such requests
 * are rendered, not cached. Free text (`q`, the search box and the office finder) is never cached:
 * a few thousand made-up searches would otherwise evict every popular page; search
 * results are `noindex` and rarely asked for twice.
 */
const CACHEABLE_PARAMETERS: ReadonlyMap<string, RegExp> = new Map([
  ["lang", new RegExp(`^(${LOCALES.join("|")})$`)],
  ["page", /^[1-9]\d{0,3}$/],
  ["view", /^(cards|timeline)$/],
  // React Router's data requests (`/news.data?_routes=…`): route ids, never free text.
  ["_routes", /^[\w/.,-]{1,200}$/],
]);
const MAX_KEY_INPUT = 400;

export type CacheableRequest = {
  method: string;
  path: string;
  /** The raw query string without "?" ("" for none). */
  query: string;
  cookies: Record<string, string | undefined>;
  state: Pick<RequestState, "locale" | "fontSize" | "contrast">;
};

/** The cache key of a request, or null when its answer must be rendered for this visitor alone. */
export function pageCacheKey(request: CacheableRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.cookies[STAFF_COOKIE] || request.cookies[CITIZEN_COOKIE]) return null;
  if (NEVER.some((pattern) => pattern.test(request.path))) return null;
  if (request.path.length + request.query.length > MAX_KEY_INPUT) return null;
  const parameters = [...new URLSearchParams(request.query)];
  if (new Set(parameters.map(([name]) => name)).size !== parameters.length) return null;
  if (!parameters.every(([name, value]) => CACHEABLE_PARAMETERS.get(name)?.test(value))) return null;
  const { locale, fontSize, contrast } = request.state;
  return `${locale}|${fontSize}|${contrast}|${request.path}?${request.query}`;
}

const SHAREABLE_TYPES = [
  "text/html",
  "application/json",
  "application/xml",
  "application/rss+xml",
  "text/plain",
  // React Router's data requests (`/news.data`) for navigations made in the browser.
  "text/x-script",
];
const REPEATED_HEADERS = ["content-type", "content-language", "x-robots-tag", "link"];

/**
 * The headers to store with an answer, or null when it must not be shared: anything but a plain
 * 200, anything that sets a cookie, or that its route marked private or no-store.
 */
export function admitToCache(
  rendered: RenderedPage,
  policy: (inline: InlineHashSources) => string,
): Record<string, string> | null {
  const { status, headers } = rendered;
  if (status !== 200 || headers.has("set-cookie")) return null;
  const cacheControl = headers.get("cache-control") ?? "";
  if (/no-store|private|no-cache/i.test(cacheControl)) return null;
  const type = headers.get("content-type") ?? "";
  if (!SHAREABLE_TYPES.some((shareable) => type.startsWith(shareable))) return null;

  const kept: Record<string, string> = {};
  for (const name of REPEATED_HEADERS) {
    const value = headers.get(name);
    if (value) kept[name] = value;
  }
  if (cacheControl) kept["cache-control"] = cacheControl;
  if (type.startsWith("text/html")) {
    kept["content-security-policy"] = policy(inlineHashSources(rendered.body.toString("utf8")));
  }
  return kept;
}
