import type { RequestHandler } from "express";

/** What this site answers: pages and files (GET, HEAD), forms (POST), and CORS preflights. */
const ALLOWED = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/**
 * Any other method (TRACE, PUT, DELETE, PATCH, WebDAV's PROPFIND…) gets 405 with `Allow` before it
 * reaches React Router, which answered TRACE with a 500 and the rest with a misleading 419.
 */
export function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if (ALLOWED.has(req.method)) return next();
    res
      .status(405)
      .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
      .type("text/plain")
      .send("Method Not Allowed");
  };
}
