/**
 * `npm run backup` and `npm run restore`: argument handling and what the operator reads. The work
 * is in create-backup.ts and restore-backup.ts; scripts/backup.ts and scripts/restore.ts only wire
 * these to the terminal. Configuration is the server's (loadConfig over the same environment), so
 * the commands act on exactly the data the server uses.
 *
 * Exit codes: 0 done; 1 failed (nothing changed); 2 backup made without the database (pg_dump was
 * not on PATH; the command to finish it by hand is printed); 64 usage; 78 configuration.
 */
import { statSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig, type AppConfig } from "../config";
import { migrationLevel, type BackupManifest } from "./backup-manifest";
import { createBackup, pruneBackups } from "./create-backup";
import { OperationError } from "./operation-error";
import { checkBackup, restoreBackup } from "./restore-backup";

export type OperationsIo = { out(line: string): void; err(line: string): void };

export const BACKUP_USAGE = `Usage: npm run backup [-- --keep <n>]

Writes a consistent backup of the database and the uploaded files (STORAGE_DIR) to a new folder
backup-<UTC time> in BACKUP_DIR (default: DATA_DIR/backups), while the server keeps running.
  --keep <n>   afterwards, delete all but the newest <n> backups in BACKUP_DIR

SQLite: a snapshot of DATA_DIR/app.db. PostgreSQL (DATABASE_URL set): pg_dump --format=custom of
the application's schema (pg_dump must be on PATH, of the server's major version).`;

export const RESTORE_USAGE = `Usage: npm run restore -- <backup folder>
       npm run restore -- --check <backup folder>

Replaces the database and STORAGE_DIR with the backup's. Stop the server (every instance) first.
The backup is checked completely before anything is replaced, and the replaced data is kept
beside it (DATA_DIR/before-restore-<time>, STORAGE_DIR.before-restore-<time>).
  --check      only check the backup (checksums, integrity, version); change nothing`;

function configFrom(env: Record<string, string | undefined>, io: OperationsIo): AppConfig | null {
  try {
    return loadConfig(env, { sendsSms: false });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return null;
  }
}

function failure(error: unknown, io: OperationsIo): number {
  if (error instanceof OperationError) {
    io.err(error.message);
    return 1;
  }
  throw error;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describe(manifest: BackupManifest): string[] {
  const database = manifest.database;
  const what =
    database.kind === "sqlite"
      ? `SQLite, ${megabytes(database.file.bytes)}`
      : database.file
        ? `PostgreSQL schema ${database.schema}, ${megabytes(database.file.bytes)} dump`
        : `PostgreSQL schema ${database.schema}, not dumped`;
  return [
    `  taken:     ${manifest.createdAt}`,
    `  database:  ${what}, migration level ${migrationLevel(manifest.migrations)}`,
    `  files:     ${manifest.storage.files.length} (${megabytes(manifest.storage.bytes)})`,
  ];
}

export async function runBackupCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: OperationsIo,
): Promise<number> {
  let keep: number | undefined;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { keep: { type: "string" }, help: { type: "boolean" } },
      strict: true,
    });
    if (values.help) {
      io.out(BACKUP_USAGE);
      return 0;
    }
    if (values.keep !== undefined) {
      if (!/^[1-9]\d{0,3}$/.test(values.keep)) throw new Error("--keep must be a number from 1 to 9999.");
      keep = Number(values.keep);
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(BACKUP_USAGE);
    return 64;
  }
  const config = configFrom(env, io);
  if (!config) return 78;
  try {
    const result = await createBackup(config, { pathEnv: env.PATH, progress: io.out });
    io.out(`Backup written to ${result.dir}`);
    for (const line of describe(result.manifest)) io.out(line);
    if (keep !== undefined) {
      for (const removed of await pruneBackups(config.backupDir, keep)) io.out(`Removed the old backup ${removed}`);
    }
    if (result.dumpByHand) {
      io.err("pg_dump was not found on PATH, so this backup holds the uploaded files but not the database.");
      io.err("Install the PostgreSQL client tools of the server's major version (apt-get install postgresql-client)");
      io.err("and run npm run backup again, or dump the database into this backup by hand (the password is asked");
      io.err("for, or taken from PGPASSWORD or ~/.pgpass):");
      io.err(`  ${result.dumpByHand}`);
      return 2;
    }
    return 0;
  } catch (error) {
    return failure(error, io);
  }
}

export async function runRestoreCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: OperationsIo,
): Promise<number> {
  let backupDir: string;
  let checkOnly: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { check: { type: "boolean" }, help: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      io.out(RESTORE_USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new Error("Name one backup folder.");
    backupDir = positionals[0]!;
    checkOnly = values.check ?? false;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(RESTORE_USAGE);
    return 64;
  }
  const config = configFrom(env, io);
  if (!config) return 78;
  try {
    if (checkOnly) {
      const manifest = await checkBackup(config, backupDir);
      io.out(`The backup ${backupDir} is complete and can be restored by this version:`);
      for (const line of describe(manifest)) io.out(line);
      return 0;
    }
    warnAboutOwnership(config, io);
    const result = await restoreBackup(config, backupDir, { pathEnv: env.PATH, progress: io.out });
    io.out(`Restored the backup ${backupDir}:`);
    for (const line of describe(result.manifest)) io.out(line);
    if (result.previous.length > 0) {
      io.out("The data it replaced is kept in:");
      for (const place of result.previous) io.out(`  ${place}`);
      io.out("Delete it once the restored site is known to be right.");
    }
    io.out("Start the server now; it applies any newer migrations at start-up.");
    return 0;
  } catch (error) {
    return failure(error, io);
  }
}

/** Files restored by root would belong to root, and a server running as its own user could not write them. */
function warnAboutOwnership(config: AppConfig, io: OperationsIo) {
  if (process.getuid?.() !== 0) return;
  try {
    if (statSync(config.dataDir).uid !== 0) {
      io.err(
        `Warning: restoring as root into ${config.dataDir}, which belongs to another user. Run the restore as the server's user (sudo -u <user> npm run restore …) or chown the restored files afterwards.`,
      );
    }
  } catch {
    // no DATA_DIR yet: nothing to compare with
  }
}
