import type { RequestHandler } from "express";

/** Largest body any form may send: enough for a complaint with a photo, not for a flood. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Refuses oversized bodies before anything reads them. Browsers always declare the length of a
 * form post; a body of unknown length is refused rather than read without a bound.
 */
export function limitRequestBodies(maxBytes = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) return void res.status(411).type("text/plain").send("Length Required");
      return next();
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return void res.status(400).type("text/plain").send("Bad Request");
    if (length > maxBytes) return void res.status(413).type("text/plain").send("Payload Too Large");
    next();
  };
}
