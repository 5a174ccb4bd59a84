/**
 * The SQLite side of backups and restores, straight on better-sqlite3 (Kysely has no words for
 * VACUUM INTO or locking modes).
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import SQLite from "better-sqlite3";
import { OperationError } from "./operation-error";

/**
 * A consistent copy of a live database, taken while the server keeps serving.
 *
 * VACUUM INTO rather than the online-backup API (better-sqlite3's `.backup()`): it copies inside
 * one read transaction, so in WAL mode it sees one snapshot, never blocks the server's writers, and
 * never starts over. The backup API copies page by page and restarts from scratch whenever another
 * connection writes in between, which on a busy day might never finish. The copy is compact too
 * (no free pages), at the price of rebuilding indexes, which takes seconds at this site's size.
 */
export function snapshotSqlite(source: string, target: string): void {
  if (!existsSync(source)) {
    throw new OperationError(`There is no database at ${source}: nothing to back up (is DATA_DIR right?).`);
  }
  // Read-write (though nothing is written) rather than read-only: a read-only connection that is
  // the last to close cannot remove the -wal and -shm files it had to create.
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
}

/**
 * A database copy as a backup keeps it: gzipped, streamed, so neither side is ever in memory. A
 * decade of reports is a database of about 1.4 GB of text and indexes, which gzip takes to a
 * fraction of that (docs/deployment.md, "Backups").
 */
export async function gzipFile(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createGzip({ level: 6 }), createWriteStream(target, { mode: 0o600 }));
}

/** The database file of a backup's copy: gunzipped when it is `.gz` (format 2), else as it is. */
export async function gunzipFile(source: string, target: string, mode = 0o600): Promise<void> {
  try {
    await pipeline(createReadStream(source), createGunzip(), createWriteStream(target, { mode }));
  } catch (error) {
    throw new OperationError(
      `The backup is damaged: its database copy cannot be unpacked (${(error as Error).message}).`,
    );
  }
}

export type SqliteInspection = { integrity: string; migrations: string[] };

/** Integrity check and applied migrations of a database file that nothing else is using. */
export function inspectSqlite(file: string): SqliteInspection {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const integrity = rows.map((row) => row.integrity_check).join("; ");
    const hasMigrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    const migrations = hasMigrations
      ? (db.prepare("select name from kysely_migration order by name").all() as Array<{ name: string }>).map(
          (row) => row.name,
        )
      : [];
    return { integrity, migrations };
  } catch (error) {
    throw new OperationError(`The database copy could not be read: ${(error as Error).message}.`);
  } finally {
    db.close();
  }
}

export type IdleDatabase = {
  /** Writes the WAL into the database file and closes it: the file then stands alone. */
  checkpointAndRelease(): void;
  release(): void;
};

/**
 * Takes the live database for a restore, or refuses when a server has it open.
 *
 * Every connection to a WAL database keeps a shared lock while it is open, idle or not; a
 * connection in EXCLUSIVE locking mode cannot start while any other exists. So if this succeeds,
 * no server is running on this file, and none can open it until `checkpointAndRelease()`.
 */
export function takeIdleSqlite(file: string): IdleDatabase | null {
  if (!existsSync(file)) return null;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY" || /locked|busy/i.test((error as Error).message)) {
      throw new OperationError(
        `The database ${file} is in use: stop the server (every instance) before restoring, then run the restore again.`,
      );
    }
    throw error;
  }
  let open = true;
  return {
    checkpointAndRelease() {
      if (!open) return;
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.close();
      open = false;
    },
    release() {
      if (!open) return;
      db.close();
      open = false;
    },
  };
}
