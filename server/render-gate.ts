/**
 * At most a few React renders at once; the rest wait their turn, first come first served.
 *
 * A render is CPU work on one thread, so running fifty at once finishes none of them sooner: it
 * interleaves them, and every one of them holds its React tree, loader data and buffers until
 * the last is done. Under a surge of cache misses that made the server's memory balloon (360 MB
 * at 50 connections) and gave every visitor the slowest visitor's wait. A few at a time still
 * overlaps one render's database round trips (PostgreSQL) with another's CPU.
 */
import type { RequestHandler } from "express";

export type RenderGate = {
  /** Resolves when the caller may render; it must call the returned release exactly once. */
  enter(): Promise<() => void>;
  /** Renders waiting for a turn. */
  waiting(): number;
};

export const CONCURRENT_RENDERS = 4;

export function createRenderGate(limit = CONCURRENT_RENDERS): RenderGate {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  const ticket = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    enter() {
      if (running < limit) {
        running += 1;
        return Promise.resolve(ticket());
      }
      // The turn passes straight from the finishing render to the next: `running` stays.
      return new Promise((resolve) => queue.push(() => resolve(ticket())));
    },
    waiting: () => queue.length,
  };
}

/** Express middleware: the request waits for its turn before going on to React Router. */
export function waitForRenderTurn(gate: RenderGate): RequestHandler {
  return (_req, res, next) => {
    let release: (() => void) | undefined;
    let closed = false;
    // The turn is given back once the answer is handed to the network (not when a slow phone
    // has read it all), or when the visitor left (also while still waiting).
    const done = () => {
      closed = true;
      release?.();
    };
    res.once("finish", done);
    res.once("close", done);
    void gate.enter().then((turn) => {
      release = turn;
      if (closed) turn();
      else next();
    });
  };
}
