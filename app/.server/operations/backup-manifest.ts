/**
 * The manifest of a backup (`manifest.json` in its folder): what it holds, each file's size and
 * SHA-256, and the migration level of its database. A restore reads it first and refuses a backup
 * that is damaged (a checksum differs, a file is missing) or that a newer version of the
 * application made (its database has migrations this code does not know, so starting this code on
 * it would run against a schema it was not written for).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { migrations } from "../db/migrations";
import { OperationError } from "./operation-error";

export const BACKUP_FORMAT = "mumbai-railway-police-backup";
/** 2: SQLite's copy is gzipped (app.db.gz); version 1's plain app.db is still read. */
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_FILE = "manifest.json";
export const SQLITE_BACKUP_FILE = "app.db.gz";
export const POSTGRES_BACKUP_FILE = "database.pgdump";
export const STORAGE_BACKUP_FOLDER = "storage";

const fileEntry = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestFile = z.infer<typeof fileEntry>;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  database: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("sqlite"), file: fileEntry }),
    z.object({
      kind: z.literal("postgres"),
      /** The schema that was dumped (and is restored into). */
      schema: z.string().min(1),
      /** null when pg_dump was not on PATH and the operator was told to dump by hand. */
      file: fileEntry.nullable(),
    }),
  ]),
  /** Applied migrations of the backed-up database, oldest first: its schema's level. */
  migrations: z.array(z.string()),
  storage: z.object({ files: z.array(fileEntry), bytes: z.number().int().min(0) }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The migrations this version of the application knows, in order. */
export function knownMigrations(): string[] {
  return Object.keys(migrations).sort();
}

/** Reads and checks a backup's manifest; a clear OperationError when it is not one this code can use. */
export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), "utf8");
  } catch {
    throw new OperationError(`${backupDir} is not a backup: it has no readable ${MANIFEST_FILE}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new OperationError(`The backup's ${MANIFEST_FILE} is damaged (not JSON).`);
  }
  const version = (data as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === "number" && version > BACKUP_FORMAT_VERSION) {
    throw new OperationError(
      `The backup is in format ${version}, newer than this version of the application reads (${BACKUP_FORMAT_VERSION}). Restore it with the version that made it.`,
    );
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new OperationError(
      `The backup's ${MANIFEST_FILE} is damaged or not from this application (${issue.path.join(".") || "manifest"}: ${issue.message}).`,
    );
  }
  return parsed.data;
}

/** Refuses a backup whose database a newer version of the application migrated. */
export function assertRestorableLevel(manifest: BackupManifest): void {
  const known = new Set(knownMigrations());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new OperationError(
      `The backup was made by a newer version of the application (its database has migrations this version does not know: ${unknown.join(", ")}). Upgrade the application, then restore.`,
    );
  }
}

export function migrationLevel(applied: readonly string[]): string {
  return applied.at(-1) ?? "none";
}

export function manifestJson(manifest: BackupManifest): string {
  return JSON.stringify(manifestSchema.parse(manifest), null, 2) + "\n";
}
