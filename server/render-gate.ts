/**
 * At most a few React renders of pages at once; the rest wait their turn, first come first served,
 * in a queue of bounded length. When the queue is full the answer is 503 with Retry-After at once:
 * a visitor told to try again in a few seconds is better served than one left waiting behind a
 * queue that only grows (the page cache still answers what it holds, stale copies included).
 *
 * A render is CPU work on one thread, so running fifty at once finishes none of them sooner: it
 * interleaves them, and every one of them holds its React tree, loader data and buffers until
 * the last is done. Under a surge of cache misses that made the server's memory balloon (360 MB
 * at 50 connections) and gave every visitor the slowest visitor's wait. A few at a time still
 * overlaps one render's database round trips (PostgreSQL) with another's CPU.
 */
import type { Request, RequestHandler } from "express";
import { createSemaphore, QueueFull, type Semaphore } from "~/.server/semaphore";

export type RenderGate = Semaphore;

export const CONCURRENT_RENDERS = 4;
/** About a second and a half of renders at this server's pace (docs/performance.md). */
export const MAX_WAITING_RENDERS = 200;
/** What a visitor refused for a full queue is told to wait, in seconds. */
export const BUSY_RETRY_AFTER_S = 5;

/** What `enter` rejects with when `maxWaiting` renders are already waiting. */
export { QueueFull as RenderQueueFull };

export function createRenderGate(limit = CONCURRENT_RENDERS, maxWaiting = MAX_WAITING_RENDERS): RenderGate {
  return createSemaphore(limit, maxWaiting);
}

/**
 * Whether a request renders a page: a GET or HEAD outside the JSON APIs. Form posts and API calls
 * do not take turns: they mostly wait on something else (the SMS gateway answers a code request
 * in up to 5 s), and four slow sends holding every turn stalled every page and staff screen.
 */
export function rendersPage(req: Pick<Request, "method" | "path">): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !/^\/i?api\//.test(req.path);
}

/**
 * Express middleware: a page render waits for its turn before going on to React Router; when the
 * queue is full, `busy` answers instead.
 */
export function waitForRenderTurn(gate: RenderGate, busy: RequestHandler): RequestHandler {
  return waitForTurn(gate, rendersPage, busy);
}

/**
 * Express middleware: a request that `needsTurn` waits for a turn of `gate` before going on; when
 * the gate's queue is full, `busy` answers instead. The turn is given back once the answer is
 * handed to the network (not when a slow phone has read it all), or when the visitor left (also
 * while still waiting).
 */
export function waitForTurn(
  gate: Semaphore,
  needsTurn: (req: Request) => boolean,
  busy: RequestHandler,
): RequestHandler {
  return (req, res, next) => {
    if (!needsTurn(req)) return next();
    let release: (() => void) | undefined;
    let closed = false;
    const done = () => {
      closed = true;
      release?.();
    };
    res.once("finish", done);
    res.once("close", done);
    gate.enter().then(
      (turn) => {
        release = turn;
        if (closed) turn();
        else next();
      },
      (error: unknown) => (error instanceof QueueFull ? busy(req, res, next) : next(error)),
    );
  };
}
