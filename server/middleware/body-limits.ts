import type { RequestHandler } from "express";

/** Largest body any form may send: enough for a complaint with a photo, not for a flood. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Staff uploading pictures and PDFs for the public website (several photos of up to 10 MB, a PDF
 * of up to 20 MB) may send more, once `mayUploadContent` has found a signed-in admin or editor;
 * every such route still checks the role and each file's type and size.
 */
export const MAX_CONTENT_UPLOAD_BYTES = 40 * 1024 * 1024;
const CONTENT_UPLOAD_PATH = /^\/admin\/content\//;

type Options = {
  defaultMaxBytes?: number;
  /** Looked up only for a content-screen post larger than the default limit. */
  mayUploadContent?: (cookieHeader: string | undefined) => Promise<boolean>;
};

/**
 * Refuses oversized bodies before anything reads them. Browsers always declare the length of a
 * form post; a body of unknown length is refused rather than read without a bound.
 */
export function limitRequestBodies({
  defaultMaxBytes = MAX_BODY_BYTES,
  mayUploadContent = async () => false,
}: Options = {}): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) return void res.status(411).type("text/plain").send("Length Required");
      return next();
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return void res.status(400).type("text/plain").send("Bad Request");
    if (length <= defaultMaxBytes) return next();
    const tooLarge = () => void res.status(413).type("text/plain").send("Payload Too Large");
    if (length > Math.max(defaultMaxBytes, MAX_CONTENT_UPLOAD_BYTES) || !CONTENT_UPLOAD_PATH.test(req.path))
      return tooLarge();
    mayUploadContent(req.headers.cookie).then(
      (allowed) => (allowed ? next() : tooLarge()),
      (error: unknown) => next(error),
    );
  };
}
