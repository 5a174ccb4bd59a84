import type { ErrorRequestHandler } from "express";
import type { Logger } from "~/.server/logger";
import en from "~/locales/en";
import mr from "~/locales/mr";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Last resort for errors outside React Router (which renders its own bilingual error page): a
 * tiny static page in both languages, since the visitor's language may be what failed.
 */
export function handleErrors(logger: Logger): ErrorRequestHandler {
  const page =
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(en.errors.server.title)}</title>` +
    `<h1>${escape(en.errors.server.title)}</h1><p>${escape(en.errors.server.message)}</p>` +
    `<div lang="mr"><h2>${escape(mr.errors.server.title)}</h2><p>${escape(mr.errors.server.message)}</p></div>` +
    `<p><a href="tel:1512">1512</a></p></html>`;
  return (error, req, res, _next) => {
    logger.error({ err: error, path: req.path }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(page);
  };
}
