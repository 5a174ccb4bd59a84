import { sql } from "kysely";
import { dialectOf, type Db } from "./connection";

/**
 * Runs start-up work (migrations, demo content, the search index of static pages) in one instance
 * at a time. Several instances starting together on one PostgreSQL database would otherwise both
 * find it empty and both load the demo content; the others wait on a session advisory lock and
 * then find the work done. Kysely's migrator locks on its own as well. SQLite is one file for one
 * instance, and its own locking suffices.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== "postgres") return work();
  return db.connection().execute(async (connection) => {
    // Per schema, so that test runs in schemas of their own do not wait for each other.
    await sql`select pg_advisory_lock(hashtext('rp-startup:' || current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('rp-startup:' || current_schema()))`.execute(connection);
    }
  });
}
