/**
 * Start-up while the database is away (PostgreSQL restarting, a reboot in which the application
 * came up first): the first query fails with "connection refused". Exiting then, as the server
 * did, makes a supervisor restart it a few times a minute until its start limit gives up, and the
 * instance stays dead after the database returns. Instead, start-up tries again, with a growing
 * pause and a log line each time, for up to START_WAIT_MS, and only then fails (one line, no
 * stack). Any other error fails at once: waiting would not mend it.
 */
import type { Logger } from "../logger";
import { isDatabaseUnavailable } from "./database-unavailable";

/** How long start-up waits for an unreachable database before it gives up. */
export const START_WAIT_MS = 5 * 60_000;
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 10_000;

export class DatabaseNeverAnswered extends Error {
  override name = "DatabaseNeverAnswered";
}

export async function whenDatabaseAnswers<T>(
  work: () => Promise<T>,
  options: { logger: Logger; waitMs?: number; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  const { logger, waitMs = START_WAIT_MS } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await work();
      if (attempt > 1) logger.info({ attempts: attempt }, "the database answers: starting");
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const waited = Date.now() - started;
      const reason = reasonOf(error);
      if (waited + pause > waitMs) {
        throw new DatabaseNeverAnswered(
          `the database did not answer for ${Math.round(waited / 1000)} s at start-up (${reason}): giving up`,
        );
      }
      logger.warn(
        { attempt, reason, retryInMs: pause },
        "the database does not answer yet: waiting for it before starting",
      );
      await sleep(pause);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}

/** The error's code (ECONNREFUSED, a SQLSTATE) or its message: what an operator needs, no more. */
function reasonOf(error: unknown): string {
  const seen = error as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown };
  if (typeof seen.code === "string") return seen.code;
  if (Array.isArray(seen.errors) && seen.errors.length > 0) return reasonOf(seen.errors[0]);
  if (seen.cause) return reasonOf(seen.cause);
  return typeof seen.message === "string" ? seen.message.slice(0, 120) : "unknown";
}
