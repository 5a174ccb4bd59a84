/**
 * Large request bodies (a form with files: a citizen's photos, a staff member's upload) are read
 * a few at a time; the rest wait, in a queue of bounded length, before any byte of theirs is read
 * (until then it stays in the network's buffers, not in this process). Beyond the queue the answer
 * is 503 with Retry-After at once.
 *
 * A form post is parsed whole in memory (the body, then each file as a copy, then the photos'
 * bytes for decoding), and only a page's CSRF token is needed to send one: run side by side,
 * scripts posting 16 MB of photos took the server from 560 MB to 1.6 GB, which it never gave
 * back. With UPLOADS_AT_ONCE bodies of at most MAX_REPORT_BODY_BYTES (16 MB; a staff upload 40 MB)
 * what uploads hold in memory is bounded; README "Limits" gives the ceiling and
 * `npm run bench:uploads` measures it.
 */
import type { Request, RequestHandler } from "express";
import { createSemaphore, type Semaphore } from "~/.server/semaphore";
import { waitForTurn } from "./render-gate";

/** A body up to this size is a form of typed fields, read at once; a larger one carries files. */
export const UPLOAD_THRESHOLD_BYTES = 256 * 1024;
export const UPLOADS_AT_ONCE = 4;
export const MAX_WAITING_UPLOADS = 16;
/** What a sender refused for a full queue is told to wait, in seconds. */
export const UPLOAD_RETRY_AFTER_S = 10;

export function createUploadGate(): Semaphore {
  return createSemaphore(UPLOADS_AT_ONCE, MAX_WAITING_UPLOADS);
}

/** Whether a request carries a body large enough to take an upload turn (its declared length). */
export function readsUpload(req: Pick<Request, "headers">): boolean {
  return Number(req.headers["content-length"] ?? 0) > UPLOAD_THRESHOLD_BYTES;
}

export function waitForUploadTurn(gate: Semaphore, busy: RequestHandler): RequestHandler {
  return waitForTurn(gate, readsUpload, busy);
}
