import { sql } from "kysely";
import { createSemaphore, type Semaphore } from "../semaphore";
import { dialectOf, type Db } from "./connection";

/**
 * Runs `work` while no other holder of the same key runs, in this process and (on PostgreSQL) in
 * every instance sharing the database. For check-then-act steps that a unique key cannot guard,
 * such as "send a code unless one is already on its way" when a form is submitted twice at once.
 *
 * Waiters queue in the process first, so that at most one request per key and per instance holds a
 * pool connection while it waits for PostgreSQL's advisory lock: a burst of identical requests
 * cannot empty the pool that the holder itself needs. SQLite is one file for one instance. The
 * key is per schema, as the start-up lock's is, so that test runs in schemas of their own do not
 * wait for each other.
 */
export function createKeyedLock(db: Db) {
  const postgres = dialectOf(db) === "postgres";
  const tails = new Map<string, Promise<unknown>>();

  async function acrossInstances<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (!postgres) return work();
    // Each holder keeps a pool connection for its advisory lock while its work takes others: ten
    // code requests for ten different reports at once held all ten connections and waited for
    // an eleventh (the PostgreSQL CI pass). A few holders at a time leave the pool room.
    const release = await holdersOf(db).enter();
    try {
      return await lockedOnConnection(key, work);
    } finally {
      release();
    }
  }

  function lockedOnConnection<T>(key: string, work: () => Promise<T>): Promise<T> {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(hashtext(${`keyed-lock:${key}:`} || current_schema()))`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${`keyed-lock:${key}:`} || current_schema()))`.execute(connection);
      }
    });
  }

  return async function withKeyedLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(
      () => acrossInstances(key, work),
      () => acrossInstances(key, work),
    );
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      // The last in the queue forgets the key, so the map holds only keys in use.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export type KeyedLock = ReturnType<typeof createKeyedLock>;

/** How many advisory locks one process holds at once on a database (its pool has ten connections). */
export const MAX_LOCK_HOLDERS = 3;

const holders = new WeakMap<Db, Semaphore>();

/** The one count of lock holders per database, shared by every keyed lock on it. */
function holdersOf(db: Db): Semaphore {
  let semaphore = holders.get(db);
  if (!semaphore) holders.set(db, (semaphore = createSemaphore(MAX_LOCK_HOLDERS)));
  return semaphore;
}
