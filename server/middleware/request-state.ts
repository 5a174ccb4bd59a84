import { randomBytes } from "node:crypto";
import { parse as parseCookies, serialize } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import type { RequestState } from "~/.server/context";
import { resolveLocale } from "~/.server/i18n/locale";
import { isLocale, type Locale } from "~/i18n/locales";
import type { AppServices } from "~/.server/services";
import { parseContrast } from "~/lib/contrast";
import { parseFontSize } from "~/lib/font-size";
import { indiaDay } from "~/lib/india-time";
import { COOKIES } from "~/lib/cookies";
import { CSRF_MAX_AGE_MS } from "~/.server/security/csrf";

const ONE_DAY_S = 24 * 60 * 60;
const ONE_YEAR_S = 365 * ONE_DAY_S;

function localeFromQuery(value: unknown): Locale | null {
  return isLocale(value) ? value : null;
}

/**
 * Works out who is asking, in which language, and gives the response what every page needs: the
 * anonymous browser id that CSRF tokens are bound to, a fresh token (also as the XSRF-TOKEN
 * cookie that script requests echo back), and a once-a-day visit count that never waits on the
 * database.
 */
export function establishRequestState(services: AppServices): RequestHandler {
  const secure = services.config.isProduction;
  return (req, res, next) => {
    const cookies = parseCookies(req.headers.cookie ?? "");
    let anonId = cookies[COOKIES.anon];
    if (!anonId || !/^[A-Za-z0-9_-]{22}$/.test(anonId)) anonId = randomBytes(16).toString("base64url");
    // Refreshed on every response: the SPEC's cookie lifetime is a day, counted from the last visit.
    appendCookie(
      res,
      serialize(COOKIES.anon, anonId, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: ONE_DAY_S }),
    );

    // Issued when first asked for: a page from the page cache carries no token, and the HMAC is a
    // noticeable part of answering one.
    let csrfToken: string | undefined;
    const issueToken = () => (csrfToken ??= services.csrf.issue(anonId));
    // The cookie copy is replaced only when it would not last the next half day: a cookie that
    // changed on every answer would make every page a new variant for the browser's cache
    // (Vary: Cookie), and the 304s of the page cache would never happen.
    const xsrfCookie = cookies[COOKIES.xsrf];
    if (!services.csrf.verify(xsrfCookie, anonId, Date.now() + CSRF_MAX_AGE_MS / 2)) {
      appendCookie(
        res,
        serialize(COOKIES.xsrf, issueToken(), { sameSite: "lax", secure, path: "/", maxAge: ONE_DAY_S }),
      );
    }

    // `?lang=en|mr` makes each language of a page a URL of its own (search engines and shared
    // links carry no cookie); a person who follows such a link keeps that language afterwards.
    const requested = req.method === "GET" ? localeFromQuery(req.query.lang) : null;
    if (requested && requested !== cookies[COOKIES.locale]) {
      appendCookie(
        res,
        serialize(COOKIES.locale, requested, { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax", secure }),
      );
    }
    const state: RequestState = {
      requestId: res.locals.requestId as string,
      locale: requested ?? resolveLocale(cookies[COOKIES.locale], req.headers["accept-language"]),
      anonId,
      get csrfToken() {
        return issueToken();
      },
      nonce: res.locals.cspNonce as string,
      fontSize: parseFontSize(cookies[COOKIES.fontSize]),
      contrast: parseContrast(cookies[COOKIES.contrast]),
      address: req.ip ?? "",
    };
    res.locals.requestState = state;

    countVisit(services, req, res, cookies[COOKIES.visit], secure);
    res.vary("Cookie");
    res.vary("Accept-Language");
    next();
  };
}

function countVisit(
  services: AppServices,
  req: Request,
  res: Response,
  lastVisitDay: string | undefined,
  secure: boolean,
) {
  if (req.method !== "GET" || !req.accepts("html") || req.path.startsWith("/api/") || req.path.startsWith("/iapi/"))
    return;
  if (isbot(req.headers["user-agent"] ?? "")) return;
  const today = indiaDay(new Date());
  if (lastVisitDay === today) return;
  services.visitors.recordVisit();
  appendCookie(
    res,
    serialize(COOKIES.visit, today, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 2 * ONE_DAY_S }),
  );
}

function appendCookie(res: Response, cookie: string) {
  res.append("Set-Cookie", cookie);
}
