/**
 * `npm run restore -- <backup>`: puts a backup made by create-backup.ts back in place of the live
 * database and STORAGE_DIR. The server must be stopped (every instance); on SQLite the restore
 * checks that nothing has the database open and refuses otherwise.
 *
 * Safe by construction:
 * - Nothing live is touched until the whole backup has been checked: the manifest is readable,
 *   this version of the application knows every migration of its database, and every file copied
 *   into a staging place beside its destination has the size and SHA-256 the manifest records
 *   (and the SQLite copy passes its integrity check).
 * - Then renames, on one file system, swap the staged copies in; a failure undoes the renames
 *   done so far. On PostgreSQL pg_restore replaces the schema's objects in one transaction.
 * - The data that was replaced is kept, not deleted: DATA_DIR/before-restore-<time>/ (the SQLite
 *   file, or a pg_dump of the database) and STORAGE_DIR.before-restore-<time>. Delete them once the
 *   restored site is known to be right.
 * - What it puts back has the modes the server gives its own files and folders
 *   (storage/file-modes.ts), not the modes the copies had in the backup or the ones the operator's
 *   umask would give, so other local users cannot read complainants' data after a restore either.
 */
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../config";
import { DATA_FILE_MODE, DATA_FOLDER_MODE } from "../storage/file-modes";
import {
  POSTGRES_BACKUP_FILE,
  STORAGE_BACKUP_FOLDER,
  assertRestorableLevel,
  readManifest,
  type BackupManifest,
  type ManifestFile,
} from "./backup-manifest";
import {
  copyDurably,
  describeFile,
  forEachLimited,
  fsyncPath,
  isSafeRelativePath,
  setFolderModes,
} from "./file-copies";
import { OperationError } from "./operation-error";
import {
  currentSchema,
  dumpPostgres,
  findOnPath,
  postgresMigrations,
  readableDump,
  restorePostgres,
} from "./postgres-database";
import { gunzipFile, inspectSqlite, takeIdleSqlite, type IdleDatabase } from "./sqlite-database";

const COPY_CONCURRENCY = 8;

export type RestoreOptions = {
  now?: Date;
  /** PATH to look for pg_restore and pg_dump on (the process's by default). */
  pathEnv?: string;
  progress?: (line: string) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** Where the data that was replaced is kept. */
  previous: string[];
};

/**
 * Checks a backup without restoring it (`npm run restore -- --check <backup>`): the manifest, the
 * level, and every file's size and checksum; the SQLite copy's integrity too.
 */
export async function checkBackup(config: AppConfig, backupDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  assertRestorableLevel(manifest);
  assertSameEngine(manifest, config);
  const database = manifest.database.file;
  if (database) await expectFile(path.join(backupDir, database.path), database);
  if (manifest.database.kind === "sqlite") {
    await mkdir(config.dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
    const scratch = await mkdtemp(path.join(config.dataDir, ".checking-"));
    try {
      const copy = await plainSqliteCopy(path.join(backupDir, manifest.database.file.path), scratch);
      assertSqliteCopy(copy, manifest);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  await forEachLimited(manifest.storage.files, COPY_CONCURRENCY, async (file) => {
    await expectFile(storageSource(backupDir, file), file);
  });
  return manifest;
}

export async function restoreBackup(
  config: AppConfig,
  backupDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const progress = options.progress ?? (() => {});
  const pathEnv = options.pathEnv ?? process.env.PATH;
  const manifest = await readManifest(backupDir);
  assertRestorableLevel(manifest);
  assertSameEngine(manifest, config);
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "");

  // Claim the database first: there is no point checking gigabytes of photos for a restore that
  // cannot happen because the server is still running.
  let idle: IdleDatabase | null = null;
  let postgres: { url: string; schema: string; pgRestore: string; pgDump: string; dump: string } | undefined;
  if (config.database.kind === "sqlite") {
    idle = takeIdleSqlite(config.database.file);
  } else if (manifest.database.kind === "postgres") {
    postgres = await preparePostgres(config.database.url, backupDir, manifest.database, manifest, pathEnv);
  }

  await mkdir(config.dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
  await mkdir(path.dirname(config.storageDir), { recursive: true, mode: DATA_FOLDER_MODE });
  const staging = await mkdtemp(path.join(config.dataDir, ".restoring-"));
  // Beside STORAGE_DIR, so that the swap is a rename on one file system even on a shared mount.
  const stagedStorage = `${config.storageDir}.restoring-${stamp}`;
  const stagedDatabase = path.join(staging, "app.db");
  try {
    progress(`Checking and staging ${manifest.storage.files.length} files of the backup`);
    await mkdir(stagedStorage, { mode: DATA_FOLDER_MODE }).catch((error: NodeJS.ErrnoException) => {
      throw new OperationError(
        `Could not create ${stagedStorage} (${error.code}): the files are staged beside STORAGE_DIR, so its parent folder must be writable (on a shared mount, STORAGE_DIR is a folder inside the mount).`,
      );
    });
    await forEachLimited(manifest.storage.files, COPY_CONCURRENCY, async (file) => {
      await stageFile(storageSource(backupDir, file), path.join(stagedStorage, file.path), file);
    });
    await setFolderModes(stagedStorage, DATA_FOLDER_MODE);
    await fsyncPath(stagedStorage);
    if (manifest.database.kind === "sqlite") {
      progress("Checking and staging the database");
      const staged = path.join(staging, path.basename(manifest.database.file.path));
      await stageFile(path.join(backupDir, manifest.database.file.path), staged, manifest.database.file);
      if (staged !== stagedDatabase) {
        await gunzipFile(staged, stagedDatabase, DATA_FILE_MODE);
        await chmod(stagedDatabase, DATA_FILE_MODE);
        await fsyncPath(stagedDatabase);
      }
      assertSqliteCopy(stagedDatabase, manifest);
    } else if (manifest.database.file) {
      progress("Checking the database dump");
      await expectFile(path.join(backupDir, manifest.database.file.path), manifest.database.file);
    }
  } catch (error) {
    idle?.release();
    await rm(staging, { recursive: true, force: true });
    await rm(stagedStorage, { recursive: true, force: true });
    throw error;
  }

  const aside = path.join(config.dataDir, `before-restore-${stamp}`);
  const asideStorage = `${config.storageDir}.before-restore-${stamp}`;
  const undo: Array<() => Promise<void>> = [];
  const move = async (from: string, to: string) => {
    await rename(from, to);
    undo.push(() => rename(to, from));
  };
  try {
    await mkdir(aside, { mode: 0o700 });
    if (postgres) {
      // pg_restore replaces the database in place: keep what it replaces, as SQLite's file is kept.
      progress(`Saving the current database to ${aside}`);
      await dumpPostgres({
        pgDump: postgres.pgDump,
        databaseUrl: postgres.url,
        schema: postgres.schema,
        file: path.join(aside, POSTGRES_BACKUP_FILE),
      });
    }
    if (existsSync(config.storageDir)) await move(config.storageDir, asideStorage);
    await move(stagedStorage, config.storageDir);
    if (config.database.kind === "sqlite") {
      // The old file stands alone after the checkpoint; its -wal and -shm (if a crash left them)
      // travel with it under the same base name, so SQLite would still find them there.
      idle?.checkpointAndRelease();
      for (const suffix of ["", "-wal", "-shm"]) {
        const live = config.database.file + suffix;
        if (existsSync(live)) await move(live, path.join(aside, path.basename(config.database.file) + suffix));
      }
      await move(stagedDatabase, config.database.file);
      await fsyncPath(path.dirname(config.database.file));
    } else if (postgres) {
      progress(`Restoring PostgreSQL schema ${postgres.schema} with pg_restore (one transaction)`);
      await restorePostgres({
        pgRestore: postgres.pgRestore,
        databaseUrl: postgres.url,
        schema: postgres.schema,
        file: postgres.dump,
      });
    }
    await fsyncPath(path.dirname(config.storageDir));
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => {});
    idle?.release();
    await rm(path.join(aside, POSTGRES_BACKUP_FILE), { force: true });
    await rm(stagedStorage, { recursive: true, force: true });
    throw new OperationError(
      `The restore failed and was undone: the data is as it was before. ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (existsSync(aside) && (await readdir(aside)).length === 0) await rmdir(aside);
  }

  const previous = [aside, asideStorage].filter((place) => existsSync(place));
  return { manifest, previous };
}

async function preparePostgres(
  url: string,
  backupDir: string,
  database: Extract<BackupManifest["database"], { kind: "postgres" }>,
  manifest: BackupManifest,
  pathEnv: string | undefined,
) {
  const pgRestore = findOnPath("pg_restore", pathEnv);
  const pgDump = findOnPath("pg_dump", pathEnv);
  if (!pgRestore || !pgDump) {
    throw new OperationError(
      "pg_restore and pg_dump are needed to restore a PostgreSQL backup: install the PostgreSQL client tools of the server's major version (Debian/Ubuntu: apt-get install postgresql-client).",
    );
  }
  const schema = await currentSchema(url);
  if (schema !== database.schema) {
    throw new OperationError(
      `The backup holds schema ${database.schema}, but DATABASE_URL works in schema ${schema}. Point DATABASE_URL at the right database and search_path.`,
    );
  }
  const dump = path.join(backupDir, database.file?.path ?? POSTGRES_BACKUP_FILE);
  if (!database.file && !(existsSync(dump) && (await readableDump(pgRestore, dump)))) {
    throw new OperationError(
      `This backup holds no database dump (pg_dump was missing when it was made) and ${dump} is not a readable one. Restore the database from your own dump with pg_restore.`,
    );
  }
  // Objects of newer migrations would survive pg_restore (it only replaces the dump's objects)
  // and make the next start-up fail; refuse rather than leave such a mixture.
  const live = await postgresMigrations(url, schema);
  const newer = live.filter((name) => !manifest.migrations.includes(name));
  if (newer.length > 0) {
    throw new OperationError(
      `The database has migrations the backup has not (${newer.join(", ")}): restore it into an empty database (createdb, then point DATABASE_URL at it).`,
    );
  }
  return { url, schema, pgRestore, pgDump, dump };
}

function assertSameEngine(manifest: BackupManifest, config: AppConfig) {
  if (manifest.database.kind !== config.database.kind) {
    const name = (kind: string) => (kind === "sqlite" ? "SQLite" : "PostgreSQL");
    throw new OperationError(
      `The backup is of a ${name(manifest.database.kind)} database, but this configuration uses ${name(config.database.kind)}${config.database.kind === "postgres" ? " (DATABASE_URL is set)" : " (DATABASE_URL is not set)"}.`,
    );
  }
}

function storageSource(backupDir: string, file: ManifestFile): string {
  if (!isSafeRelativePath(file.path)) {
    throw new OperationError(`The backup's manifest names an unsafe file path (${JSON.stringify(file.path)}).`);
  }
  return path.join(backupDir, STORAGE_BACKUP_FOLDER, file.path);
}

/** Copies one file of the backup to its staging place and checks the copy against the manifest. */
async function stageFile(source: string, destination: string, expected: ManifestFile): Promise<void> {
  let copied;
  try {
    copied = await copyDurably(source, destination, { folder: DATA_FOLDER_MODE, file: DATA_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !existsSync(source)) {
      throw new OperationError(`The backup is damaged: ${expected.path} is missing.`);
    }
    throw error;
  }
  assertMatches(expected, copied, expected.path);
}

async function expectFile(file: string, expected: ManifestFile): Promise<void> {
  let actual;
  try {
    actual = await describeFile(file);
  } catch {
    throw new OperationError(`The backup is damaged: ${expected.path} is missing or unreadable.`);
  }
  assertMatches(expected, actual, expected.path);
}

function assertMatches(expected: ManifestFile, actual: { bytes: number; sha256: string }, name: string) {
  if (expected.bytes !== actual.bytes || expected.sha256 !== actual.sha256) {
    throw new OperationError(`The backup is damaged: ${name} does not match its checksum in the manifest.`);
  }
}

/** The database file itself: a gzipped copy (format 2) unpacked into `scratch`, a plain one (format 1) as it is. */
async function plainSqliteCopy(file: string, scratch: string): Promise<string> {
  if (!file.endsWith(".gz")) return file;
  const plain = path.join(scratch, "app.db");
  await gunzipFile(file, plain);
  return plain;
}

function assertSqliteCopy(file: string, manifest: BackupManifest) {
  const inspection = inspectSqlite(file);
  if (inspection.integrity !== "ok") {
    throw new OperationError(
      `The backup is damaged: its database fails the integrity check (${inspection.integrity}).`,
    );
  }
  if (inspection.migrations.join(",") !== manifest.migrations.join(",")) {
    throw new OperationError("The backup is damaged: its database's migrations differ from the manifest's.");
  }
}
