/**
 * What the server learns about a visitor from a request's cookies and headers, and the cookies it
 * answers with. Pure of Express: the ordinary middleware chain (middleware/request-state.ts) and
 * the cache-hit fast path (cache-hit-fast-path.ts) both use it, so a page served either way treats
 * the visitor the same.
 */
import { parse as parseCookies, serialize, type SerializeOptions } from "cookie";
import { isbot } from "isbot";
import { resolveLocale } from "~/.server/i18n/locale";
import { CSRF_MAX_AGE_MS, type Csrf } from "~/.server/security/csrf";
import { randomBytesFromPool } from "~/.server/security/random-bytes";
import type { AppServices } from "~/.server/services";
import { isLocale, type Locale } from "~/i18n/locales";
import { parseContrast, type Contrast } from "~/lib/contrast";
import { COOKIES } from "~/lib/cookies";
import { parseFontSize } from "~/lib/font-size";
import { indiaDay } from "~/lib/india-time";

const ONE_DAY_S = 24 * 60 * 60;
const ONE_YEAR_S = 365 * ONE_DAY_S;
const ANON_ID = /^[A-Za-z0-9_-]{22}$/;
/**
 * The id is renewed with the token cookie, when that has less than half a day left, so it must
 * outlive any token issued meanwhile by the token's whole day: a form opened just before the
 * renewal still posts (tokens verify for CSRF_MAX_AGE_MS, a day).
 */
const ANON_MAX_AGE_S = (CSRF_MAX_AGE_MS * 1.5) / 1000;

export type VisitorRequest = {
  method: string;
  path: string;
  /** The `lang` query parameter, when there is exactly one. */
  lang: string | undefined;
  headers: {
    cookie?: string | undefined;
    accept?: string | undefined;
    "accept-language"?: string | undefined;
    "user-agent"?: string | undefined;
    /** What the browser fetches the answer for: "document" for a page it opens (Fetch Metadata). */
    "sec-fetch-dest"?: string | undefined;
  };
};

export type Visitor = {
  cookies: Record<string, string | undefined>;
  anonId: string;
  locale: Locale;
  fontSize: number;
  contrast: Contrast;
  /** A CSRF token bound to this visitor, made on first call (an HMAC: not free). */
  csrfToken(): string;
  /** Set-Cookie values this answer must carry. */
  setCookies: string[];
};

/**
 * Reads the visitor and works out their cookies: the anonymous browser id CSRF tokens are bound
 * to and the XSRF-TOKEN copy for script requests (both renewed together, only when the token
 * cookie would not last another half day: docs/decisions/021-cookies-only-when-they-change.md),
 * the language a `?lang=` link chose, and the once-a-day visit count, which never waits on the
 * database. A returning visitor whose cookies are current gets no Set-Cookie at all.
 */
export function readVisitor(
  services: AppServices,
  request: VisitorRequest,
  cookies: Record<string, string | undefined> = parseCookies(request.headers.cookie ?? ""),
): Visitor {
  const secure = services.config.isProduction;
  const setCookies: string[] = [];

  const cookie = secure ? SECURE_COOKIES : PLAIN_COOKIES;
  let anonId = cookies[COOKIES.anon];
  if (!anonId || !ANON_ID.test(anonId)) anonId = randomBytesFromPool(16).toString("base64url");

  // Issued when first asked for: a page from the page cache carries no token.
  let token: string | undefined;
  const csrfToken = () => (token ??= services.csrf.issue(anonId));
  // A token cookie that verifies for this id half a day from now says both cookies are current:
  // they were set together, and the id outlives the token by half a day. Renewing them on every
  // answer instead made every answer carry Set-Cookie (no browser or proxy revalidation, and a
  // new Cookie header, so a new variant under Vary: Cookie, whenever the token changed).
  if (!xsrfLastsHalfADay(services, cookies[COOKIES.xsrf], anonId)) {
    setCookies.push(cookie.anon(anonId), cookie.xsrf(csrfToken()));
  }

  const requested = requestedLocale(request);
  if (requested && requested !== cookies[COOKIES.locale]) {
    setCookies.push(cookie.locale(requested));
  }

  const today = countsAsVisit(request) ? indiaDay(new Date()) : undefined;
  if (today && cookies[COOKIES.visit] !== today) {
    services.visitors.recordVisit();
    setCookies.push(cookie.visit(today));
  }

  return { cookies, anonId, ...visitorPreferences(request, cookies), csrfToken, setCookies };
}

/**
 * Whether this token cookie verifies for this id half a day from now. A returning visitor sends
 * the same cookie on every request for half a day, so the verdict (an HMAC) is remembered per
 * token and id; only a valid token is remembered, with the time it stops being current, so a
 * forged or foreign one is checked in full each time. Bounded: emptied when full.
 */
function xsrfLastsHalfADay(services: AppServices, xsrf: string | undefined, anonId: string): boolean {
  if (!xsrf) return false;
  const now = Date.now();
  let remembered = currentTokens.get(services.csrf);
  if (!remembered) currentTokens.set(services.csrf, (remembered = new Map()));
  const key = `${anonId} ${xsrf}`;
  const until = remembered.get(key);
  if (until !== undefined) return now <= until;
  if (!services.csrf.verify(xsrf, anonId, now + CSRF_MAX_AGE_MS / 2)) return false;
  if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.clear();
  // verify() has read the issue time: current while now + half a day is within its day.
  remembered.set(key, parseInt(xsrf.split(".")[1]!, 36) + CSRF_MAX_AGE_MS / 2);
  return true;
}
/** Per CSRF signer (one per secret), so two servers in one process never share verdicts. */
const currentTokens = new WeakMap<Csrf, Map<string, number>>();
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * A Set-Cookie value for a name and fixed attributes, as a function of the value. `serialize`
 * validates every part on every call, a noticeable share of answering from the page cache; the
 * values here are all made by this server from cookie-safe characters (base64url ids and tokens,
 * "en"/"mr", a YYYY-MM-DD day), so the attributes are serialised once.
 */
function cookieTemplate(name: string, options: SerializeOptions): (value: string) => string {
  const attributes = serialize(name, "v", options).slice(`${name}=v`.length);
  return (value) => `${name}=${value}${attributes}`;
}

function cookieTemplates(secure: boolean) {
  return {
    anon: cookieTemplate(COOKIES.anon, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: ANON_MAX_AGE_S }),
    xsrf: cookieTemplate(COOKIES.xsrf, { sameSite: "lax", secure, path: "/", maxAge: ONE_DAY_S }),
    locale: cookieTemplate(COOKIES.locale, { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax", secure }),
    visit: cookieTemplate(COOKIES.visit, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 2 * ONE_DAY_S }),
  };
}
const SECURE_COOKIES = cookieTemplates(true);
const PLAIN_COOKIES = cookieTemplates(false);

export type VisitorPreferences = { locale: Locale; fontSize: number; contrast: Contrast };

/** The language and display settings a page is rendered with: what the page cache keys on. */
export function visitorPreferences(
  request: VisitorRequest,
  cookies: Record<string, string | undefined>,
): VisitorPreferences {
  return {
    locale: requestedLocale(request) ?? resolveLocale(cookies[COOKIES.locale], request.headers["accept-language"]),
    fontSize: parseFontSize(cookies[COOKIES.fontSize]),
    contrast: parseContrast(cookies[COOKIES.contrast]),
  };
}

/**
 * `?lang=en|mr` makes each language of a page a URL of its own (search engines and shared links
 * carry no cookie); a person who follows such a link keeps that language afterwards. A HEAD
 * answers with the headers of the GET (the language, its length, its cookie), as HTTP asks.
 */
function requestedLocale(request: VisitorRequest): Locale | null {
  return (request.method === "GET" || request.method === "HEAD") && isLocale(request.lang) ? request.lang : null;
}

/**
 * A person's page view: a page the browser opens, not what a script or the service worker fetches,
 * and not a crawler's.
 *
 * Browsers say what a request is for (Sec-Fetch-Dest, in every current browser): only "document"
 * is a page opened. That matters because such fetches can carry no cookies, so the day's visit
 * mark cannot stop them: the service worker (public/sw.js) fetches /offline in both languages
 * without credentials when it installs and again hourly, which counted every new visitor three
 * times. A browser too old to send the header is judged by what it accepts.
 *
 * Robots are left out by their user agent (isbot), and that includes headless browsers, which
 * name themselves "HeadlessChrome": automated checks, monitors and scrapers are not visitors. A
 * site looked at only through such tools shows a count of 0.
 */
function countsAsVisit(request: VisitorRequest): boolean {
  if (request.method !== "GET" || request.path.startsWith("/api/") || request.path.startsWith("/iapi/")) return false;
  const destination = request.headers["sec-fetch-dest"];
  if (destination ? destination !== "document" : !acceptsHtml(request.headers.accept)) return false;
  return !isbot(request.headers["user-agent"] ?? "");
}

/**
 * Whether an Accept header allows HTML (what Express's `req.accepts("html")` answers): no header,
 * or text/html, text/* or * / * with a quality above zero.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";");
    const mediaType = type!.trim().toLowerCase();
    if (mediaType !== "text/html" && mediaType !== "text/*" && mediaType !== "*/*") continue;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (!quality || Number(quality.slice(2)) > 0) return true;
  }
  return false;
}
