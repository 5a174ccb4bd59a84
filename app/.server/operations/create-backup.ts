/**
 * `npm run backup`: a consistent copy of the database and the uploaded files, taken while the
 * server keeps serving, into a folder of its own under BACKUP_DIR:
 *
 *   backup-20250114T013000Z/
 *     manifest.json     what it holds: sizes, SHA-256 checksums, the database's migration level
 *     app.db.gz         SQLite: a snapshot (VACUUM INTO), gzipped | database.pgdump  PostgreSQL: pg_dump -Fc
 *     storage/…         the files of STORAGE_DIR
 *
 * The database is compressed (pg_dump's custom format is; SQLite's snapshot is gzipped, a tenth
 * to a fifth of its size), the folder is not: the files are mostly JPEG, WebP, AVIF and PDF,
 * already compressed, so gzip would gain little and cost a full re-read of every photo on every restore check. A folder
 * can be checked file by file against its manifest, restored without unpacking a second copy first,
 * and sent off the machine incrementally (`rsync` sends only what changed: uploads are never
 * rewritten in place, so yesterday's photos cost nothing tonight). Whoever wants one file runs
 * `tar czf` on it. The folder is written under a hidden `.partial-` name and renamed into place
 * only when complete, so a backup that was cut short is never mistaken for one.
 */
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../config";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  POSTGRES_BACKUP_FILE,
  SQLITE_BACKUP_FILE,
  STORAGE_BACKUP_FOLDER,
  manifestJson,
  type BackupManifest,
  type ManifestFile,
} from "./backup-manifest";
import { copyDurably, describeFile, forEachLimited, fsyncPath, isInside, listFiles } from "./file-copies";
import { OperationError } from "./operation-error";
import { currentSchema, dumpPostgres, findOnPath, pgDumpCommand, postgresMigrations } from "./postgres-database";
import { gzipFile, inspectSqlite, snapshotSqlite } from "./sqlite-database";

const BACKUP_NAME = /^backup-\d{8}T\d{6}Z(-\d+)?$/;
const COPY_CONCURRENCY = 8;

export type BackupResult = {
  dir: string;
  manifest: BackupManifest;
  /** Set when pg_dump was not on PATH: the command that completes the backup by hand. */
  dumpByHand?: string;
};

export type BackupOptions = {
  now?: Date;
  /** PATH to look for pg_dump on (the process's by default). */
  pathEnv?: string;
  progress?: (line: string) => void;
};

export async function createBackup(config: AppConfig, options: BackupOptions = {}): Promise<BackupResult> {
  const progress = options.progress ?? (() => {});
  const startedAt = options.now ?? new Date();
  const backupRoot = config.backupDir;
  if (isInside(backupRoot, config.storageDir)) {
    // Everything under STORAGE_DIR is served at /storage/…: a backup there would publish the
    // database, citizens' mobile numbers included.
    throw new OperationError(
      `BACKUP_DIR (${backupRoot}) is inside STORAGE_DIR (${config.storageDir}), which the website serves publicly. Choose another folder.`,
    );
  }
  await mkdir(backupRoot, { recursive: true, mode: 0o700 });
  const partial = await mkdtemp(path.join(backupRoot, ".partial-backup-"));
  try {
    const storageTarget = path.join(partial, STORAGE_BACKUP_FOLDER);
    const storageFiles = new Map<string, ManifestFile>();
    const copyStorage = async () => {
      const files = (await listFiles(config.storageDir)).filter((file) => !storageFiles.has(file));
      await forEachLimited(files, COPY_CONCURRENCY, async (file) => {
        try {
          const copied = await copyDurably(path.join(config.storageDir, file), path.join(storageTarget, file));
          storageFiles.set(file, { path: file, ...copied });
        } catch (error) {
          // Removed between listing and copying: staff deleted it; the snapshot may not need it.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      });
    };

    // Files first, the database in the middle, then the files that arrived meanwhile. Uploads
    // get new names and are never rewritten, so the backup then holds every file the database
    // snapshot refers to (unless one was uploaded and deleted again within the backup's
    // seconds), plus perhaps a few it no longer refers to, which do no harm.
    progress(`Copying the uploaded files from ${config.storageDir}`);
    await copyStorage();

    let database: BackupManifest["database"];
    let migrations: string[];
    let dumpByHand: string | undefined;
    if (config.database.kind === "sqlite") {
      progress(`Taking a snapshot of the SQLite database ${config.database.file}`);
      const snapshot = path.join(partial, "snapshot.db");
      const file = path.join(partial, SQLITE_BACKUP_FILE);
      snapshotSqlite(config.database.file, snapshot);
      const inspection = inspectSqlite(snapshot);
      if (inspection.integrity !== "ok") {
        throw new OperationError(`The database snapshot failed its integrity check: ${inspection.integrity}.`);
      }
      progress("Compressing the snapshot");
      await gzipFile(snapshot, file);
      await rm(snapshot);
      await fsyncPath(file);
      migrations = inspection.migrations;
      database = { kind: "sqlite", file: { path: SQLITE_BACKUP_FILE, ...(await describeFile(file)) } };
    } else {
      const url = config.database.url;
      const schema = await currentSchema(url);
      migrations = await postgresMigrations(url, schema);
      const pgDump = findOnPath("pg_dump", options.pathEnv ?? process.env.PATH);
      if (pgDump) {
        progress(`Dumping PostgreSQL schema ${schema} with pg_dump`);
        const file = path.join(partial, POSTGRES_BACKUP_FILE);
        await dumpPostgres({ pgDump, databaseUrl: url, schema, file });
        await fsyncPath(file);
        database = { kind: "postgres", schema, file: { path: POSTGRES_BACKUP_FILE, ...(await describeFile(file)) } };
      } else {
        database = { kind: "postgres", schema, file: null };
      }
    }

    await copyStorage();
    const files = [...storageFiles.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: startedAt.toISOString(),
      database,
      migrations,
      storage: { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) },
    };
    const manifestFile = path.join(partial, MANIFEST_FILE);
    await writeFile(manifestFile, manifestJson(manifest), { mode: 0o600 });
    await fsyncPath(manifestFile);
    await fsyncPath(partial);

    const dir = await claimName(backupRoot, startedAt, partial);
    await fsyncPath(backupRoot);
    if (config.database.kind === "postgres" && database.kind === "postgres" && !database.file) {
      dumpByHand = pgDumpCommand(config.database.url, database.schema, path.join(dir, POSTGRES_BACKUP_FILE));
    }
    return { dir, manifest, dumpByHand };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Renames the finished folder to backup-<UTC time>, with -2, -3 … if that name is taken. */
async function claimName(root: string, now: Date, partial: string): Promise<string> {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "");
  for (let attempt = 1; attempt < 100; attempt++) {
    const dir = path.join(root, attempt === 1 ? `backup-${stamp}` : `backup-${stamp}-${attempt}`);
    try {
      // mkdir fails if the name exists, where rename would silently replace an empty folder.
      await mkdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    await rename(partial, dir);
    return dir;
  }
  throw new OperationError(`Could not find a free name for the backup in ${root}.`);
}

/** The complete backups in `root`, oldest first. */
export async function listBackups(root: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const complete: string[] = [];
  for (const name of names.filter((entry) => BACKUP_NAME.test(entry)).sort(byTime)) {
    const ok = await stat(path.join(root, name, MANIFEST_FILE)).then(
      () => true,
      () => false,
    );
    if (ok) complete.push(path.join(root, name));
  }
  return complete;
}

/** Removes all but the newest `keep` complete backups; returns what was removed. */
export async function pruneBackups(root: string, keep: number): Promise<string[]> {
  const backups = await listBackups(root);
  const remove = backups.slice(0, Math.max(0, backups.length - keep));
  for (const dir of remove) await rm(dir, { recursive: true, force: true });
  return remove;
}

function byTime(a: string, b: string): number {
  const key = (name: string) => {
    const [, stamp, n] = /^backup-(\w+?)(?:-(\d+))?$/.exec(name)!;
    return `${stamp}-${(n ?? "1").padStart(3, "0")}`;
  };
  return key(a) < key(b) ? -1 : 1;
}
