import type { RequestHandler } from "express";
import { MAX_REPORT_PHOTO_BYTES, MAX_REPORT_PHOTOS } from "~/validation/report-photos";

/** Largest body any other form may send: not enough for a flood. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Staff uploading pictures and PDFs for the public website (several photos of up to 10 MB, a PDF
 * of up to 20 MB) may send more, once `mayUploadContent` has found a signed-in admin or editor;
 * every such route still checks the role and each file's type and size.
 */
export const MAX_CONTENT_UPLOAD_BYTES = 40 * 1024 * 1024;
const CONTENT_UPLOAD_PATH = /^\/admin\/content\//;

/**
 * A complaint or lost-and-found report may carry up to three photos of up to 5 MB each,
 * from anyone: the forms' pages and their JSON API. The margin is for the typed fields and the
 * multipart framing. A larger file inside this bound is refused by the form itself, in the
 * visitor's language and with everything else they typed kept.
 */
export const MAX_REPORT_BODY_BYTES = MAX_REPORT_PHOTOS * MAX_REPORT_PHOTO_BYTES + 1024 * 1024;
const REPORT_WITH_PHOTOS_PATH = /^\/(complaint|lost-and-found|api\/complaint\/new|api\/lost-found-report\/new)$/;

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
    if (length <= MAX_REPORT_BODY_BYTES && REPORT_WITH_PHOTOS_PATH.test(req.path)) return next();
    const tooLarge = () => void res.status(413).type("text/plain").send("Payload Too Large");
    if (length > Math.max(defaultMaxBytes, MAX_CONTENT_UPLOAD_BYTES) || !CONTENT_UPLOAD_PATH.test(req.path))
      return tooLarge();
    mayUploadContent(req.headers.cookie).then(
      (allowed) => (allowed ? next() : tooLarge()),
      (error: unknown) => next(error),
    );
  };
}
