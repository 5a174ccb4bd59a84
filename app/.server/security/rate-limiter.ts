/**
 * Sliding-window rate limits kept in the database, so they hold across restarts and across
 * instances sharing PostgreSQL. Buckets are opaque names; callers hash personal data (mobile
 * numbers, addresses) into them. A set of buckets is checked and counted in one transaction, so
 * concurrent requests cannot slip through together.
 */
import { sql } from "kysely";
import type { Clock } from "../clock";
import { dialectOf, type Db } from "../db/connection";

export type LimitRule = { max: number; windowMs: number };
export type LimitCheck = { bucket: string; rules: readonly LimitRule[] };
/**
 * A refusal. `unavailable`: the limits could not be checked (their store did not answer), so the
 * event is refused to be safe; it is the server's fault, not the requester's doing.
 */
export type LimitResult = { allowed: true } | { allowed: false; retryAfterMs: number; unavailable?: true };

export type RateLimiter = {
  /** Counts one event in every bucket, but only if every rule of every bucket still allows it. */
  consume(checks: readonly LimitCheck[]): Promise<LimitResult>;
  /** Whether the buckets would allow one more event, without counting it. */
  check(checks: readonly LimitCheck[]): Promise<LimitResult>;
  /** Counts an event without checking (e.g. a failed verification). */
  record(bucket: string): Promise<void>;
  /** Forgets events older than a day (the longest window). */
  purge(): Promise<void>;
};

const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export function createDbRateLimiter(db: Db, clock: Clock): RateLimiter {
  const postgres = dialectOf(db) === "postgres";

  async function evaluate(trx: Db, checks: readonly LimitCheck[], now: number): Promise<LimitResult> {
    let retryAfterMs = 0;
    for (const { bucket, rules } of checks) {
      for (const rule of rules) {
        const since = new Date(now - rule.windowMs).toISOString();
        const row = await trx
          .selectFrom("rate_limit_hits")
          .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("at").as("oldest")])
          .where("bucket", "=", bucket)
          .where("at", ">", since)
          .executeTakeFirst();
        if (Number(row?.count ?? 0) >= rule.max) {
          const oldest = row?.oldest ? Date.parse(String(row.oldest)) : now;
          retryAfterMs = Math.max(retryAfterMs, oldest + rule.windowMs - now);
        }
      }
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  async function lock(trx: Db, checks: readonly LimitCheck[]) {
    // SQLite runs one transaction at a time on its single connection; PostgreSQL needs a lock.
    if (!postgres) return;
    for (const bucket of [...new Set(checks.map((c) => c.bucket))].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
    }
  }

  return {
    async consume(checks) {
      return db.transaction().execute(async (trx) => {
        await lock(trx, checks);
        const now = clock.now().getTime();
        const result = await evaluate(trx, checks, now);
        if (result.allowed) {
          const at = new Date(now).toISOString();
          await trx
            .insertInto("rate_limit_hits")
            .values(checks.map(({ bucket }) => ({ bucket, at })))
            .execute();
        }
        return result;
      });
    },
    async check(checks) {
      return evaluate(db, checks, clock.now().getTime());
    },
    async record(bucket) {
      await db.insertInto("rate_limit_hits").values({ bucket, at: clock.now().toISOString() }).execute();
    },
    async purge() {
      const cutoff = new Date(clock.now().getTime() - LONGEST_WINDOW_MS).toISOString();
      await db.deleteFrom("rate_limit_hits").where("at", "<", cutoff).execute();
    },
  };
}
