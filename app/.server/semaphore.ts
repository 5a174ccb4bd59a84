/**
 * At most `limit` holders at once; the rest wait their turn, first come first served, and once
 * `maxWaiting` are waiting the next is refused at once with `QueueFull`. Used for page renders
 * (server/render-gate.ts) and for the PostgreSQL connections that advisory locks hold
 * (db/keyed-lock.ts).
 */
export type Semaphore = {
  /** Resolves when the caller may go on; it must call the returned release exactly once. */
  enter(): Promise<() => void>;
  /** Callers waiting for a turn. */
  waiting(): number;
};

export class QueueFull extends Error {
  constructor() {
    super("too many waiting");
    this.name = "QueueFull";
  }
}

export function createSemaphore(limit: number, maxWaiting = Number.POSITIVE_INFINITY): Semaphore {
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
      if (queue.length >= maxWaiting) return Promise.reject(new QueueFull());
      // The turn passes straight from the one finishing to the next: `running` stays.
      return new Promise((resolve) => queue.push(() => resolve(ticket())));
    },
    waiting: () => queue.length,
  };
}
