import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "~/.server/db/database-unavailable";
import type { Logger } from "~/.server/logger";
import { everyLanguagePage } from "../bilingual-page";
import { BUSY_RETRY_AFTER_S } from "../render-gate";
import { RESOURCES } from "~/.server/i18n/resources";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/i18n/locales";
import type { Resources } from "~/locales/types";

/** The 4xx status a middleware attached to its error (express.static, body parsers), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Last resort for errors outside React Router (which renders its own bilingual error page). A
 * client's mistake that a middleware reported (a file outside the assets, a missing asset) keeps
 * its 4xx status and is not logged as a fault of ours; a database that cannot be reached is a 503;
 * anything else is a 500.
 */
/** The site's strings in the visitor's language, once the request state knows it (English before). */
/** One text in every language, for the pages that do not know the visitor's. */
function inEveryLanguage<T>(pick: (strings: Resources) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, pick(RESOURCES[locale])])) as Record<Locale, T>;
}

function messagesFor(res: Response): Resources {
  const locale = (res.locals.requestState as { locale?: string } | undefined)?.locale;
  return RESOURCES[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

export function handleErrors(logger: Logger): ErrorRequestHandler {
  const serverErrorPage = everyLanguagePage(inEveryLanguage((strings) => strings.errors.server));
  const notFoundPage = everyLanguagePage(inEveryLanguage((strings) => strings.errors.not_found));
  return (error, req, res, _next) => {
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, path: req.path }, "database unavailable");
      if (res.headersSent) return res.end();
      res.status(503).set({ "Retry-After": String(DATABASE_RETRY_AFTER_S), "Cache-Control": "no-store" });
      const messages = messagesFor(res);
      if (/^\/i?api\//.test(req.path)) return res.json({ message: messages.errors.api.unavailable });
      return res.type("html").send(serverErrorPage);
    }
    const status = clientErrorStatus(error);
    if (status === undefined) logger.error({ err: error, path: req.path }, "unhandled error");
    if (res.headersSent) return res.end();
    if (status !== undefined) return res.status(status).type("html").send(notFoundPage);
    res.status(500).type("html").send(serverErrorPage);
  };
}

/**
 * The answer when too many page renders are waiting (server/render-gate.ts), or too many uploads
 * (server/upload-gate.ts): 503 with Retry-After, at once, and counted in the log at warn level so
 * that an operator sees the server is overrun. The JSON APIs get JSON in the visitor's language.
 */
export function answerBusy(
  logger: Logger,
  { queue = "render", retryAfterSeconds = BUSY_RETRY_AFTER_S }: { queue?: string; retryAfterSeconds?: number } = {},
): RequestHandler {
  const busyPage = everyLanguagePage(inEveryLanguage((strings) => strings.errors.busy));
  return (req, res) => {
    logger.warn({ path: req.path }, `${queue} queue full: answered 503`);
    res.status(503).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" });
    if (/^\/i?api\//.test(req.path)) {
      const messages = messagesFor(res);
      return void res.json({ message: messages.errors.busy.message });
    }
    res.type("html").send(busyPage);
  };
}
