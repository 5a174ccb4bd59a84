import type { IncomingMessage, ServerResponse } from "node:http";

/** A body left unread up to this size is read and thrown away, keeping the connection open. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Keeps a connection usable after an answer given without reading the request's body (a 419 for
 * a post without a token, a 404 under /api/, a 405, a 413). Node throws such a body away only if
 * nothing has started reading it; React Router's request adapter always has, then stops, so the
 * rest of the body stays in the socket and the next request on that keep-alive connection (behind
 * nginx, another visitor's) waits for the idle timeout. So, once the answer is sent, the rest of
 * the body is read and dropped; a body too large to be worth reading (or of unknown length) gets
 * `Connection: close` instead, and is dropped while the connection closes, so that closing it
 * with data unread does not reset it before the visitor has the answer.
 */
export function dropUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete && !res.headersSent && remainingMayExceedLimit(req)) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    // Whoever started reading stopped: their listeners would keep buffering what arrives.
    req.removeAllListeners("data");
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT_BYTES) req.socket.destroy();
    });
    req.resume();
  });
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

function remainingMayExceedLimit(req: IncomingMessage): boolean {
  const length = Number(req.headers["content-length"]);
  return !Number.isSafeInteger(length) || length > DRAIN_LIMIT_BYTES;
}
