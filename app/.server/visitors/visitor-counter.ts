/**
 * Counts visitors without ever making a page wait for the database: a visit only bumps an
 * in-memory number, and a timer folds the pending numbers into `visit_days` every few seconds
 * (and once more at shutdown). Several instances each add their own pending visits, so the total
 * is right across a cluster too; each re-reads the total at every tick, even with no visits of its
 * own to write, so that the number it shows includes the others' within a few seconds.
 */
import { sql } from "kysely";
import type { Db } from "../db/connection";
import type { Logger } from "../logger";
import { indiaDay } from "~/lib/india-time";

export type VisitorCounter = {
  /** Counts one visit now (call once per browser per day). */
  recordVisit(now?: Date): void;
  /** The total as last read from the database plus visits not yet written. */
  total(): number;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export async function createVisitorCounter(
  db: Db,
  logger: Logger,
  options: { flushIntervalMs?: number } = {},
): Promise<VisitorCounter> {
  const pending = new Map<string, number>();
  // Visits taken out of `pending` and being written: still counted, so the total never dips.
  let inFlight = 0;
  let stored = await readTotal(db);
  let flushing: Promise<void> | undefined;

  async function flushNow() {
    const batch = [...pending.entries()];
    if (batch.length === 0) {
      try {
        stored = await readTotal(db);
      } catch (error) {
        // Nothing waits on it: the last total stands until the database answers again.
        logger.debug({ err: error }, "visitor count re-read failed");
      }
      return;
    }
    pending.clear();
    inFlight = batch.reduce((sum, [, visits]) => sum + visits, 0);
    try {
      // All days in one transaction: a failure writes none of them, so putting the batch back
      // cannot count a visit twice.
      await db.transaction().execute(async (trx) => {
        for (const [day, visits] of batch) {
          await trx
            .insertInto("visit_days")
            .values({ day, visits })
            .onConflict((oc) => oc.column("day").doUpdateSet({ visits: sql`visit_days.visits + ${visits}` }))
            .execute();
        }
      });
    } catch (error) {
      // Put the visits back so a passing database hiccup loses nothing.
      for (const [day, visits] of batch) pending.set(day, (pending.get(day) ?? 0) + visits);
      inFlight = 0;
      logger.warn({ err: error }, "visitor count flush failed");
      return;
    }
    try {
      stored = await readTotal(db);
    } catch (error) {
      // Written but not re-read: keep counting the batch on top of the old total until next time.
      stored += inFlight;
      logger.warn({ err: error }, "visitor count re-read failed");
    } finally {
      inFlight = 0;
    }
  }

  const flush = () => (flushing ??= flushNow().finally(() => (flushing = undefined)));
  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 5_000);
  timer.unref();

  return {
    recordVisit(now = new Date()) {
      const day = indiaDay(now);
      pending.set(day, (pending.get(day) ?? 0) + 1);
    },
    total() {
      let sum = stored + inFlight;
      for (const visits of pending.values()) sum += visits;
      return sum;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flushing;
      if (pending.size > 0) await flush();
    },
  };
}

async function readTotal(db: Db): Promise<number> {
  const row = await db
    .selectFrom("visit_days")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("visits"), eb.lit(0)).as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
