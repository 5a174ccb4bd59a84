/**
 * Copying files for backups and restores: every copy is flushed to disk (a backup that a power cut
 * can empty is no backup) and checksummed as it lies at its destination, so a manifest's checksum
 * vouches for the bytes that were actually written, not for the bytes that were meant to be.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, constants, copyFile, mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";

export type CopiedFile = { bytes: number; sha256: string };

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Flushes a file (or a directory's entries, after a rename) to the disk. */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type CopyModes = {
  /** For the folders the copy creates (less what the umask takes away); 0700 by default. */
  folder?: number;
  /** Set on the copy, whatever the umask; by default it keeps the source's mode. */
  file?: number;
};

/**
 * Copies `source` to `destination` (creating its folders), flushes it and checksums the copy.
 */
export async function copyDurably(source: string, destination: string, modes: CopyModes = {}): Promise<CopiedFile> {
  await mkdir(path.dirname(destination), { recursive: true, mode: modes.folder ?? 0o700 });
  // FICLONE makes a copy-on-write clone where the file system can (btrfs, XFS): instant and free.
  await copyFile(source, destination, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
  if (modes.file !== undefined) await chmod(destination, modes.file);
  await fsyncPath(destination);
  return describeFile(destination);
}

/**
 * Sets `mode` on `root` and every folder below it. mkdir's mode is only an upper bound (the umask
 * takes bits away), so a tree that must end up with exact modes gets them this way.
 */
export async function setFolderModes(root: string, mode: number): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const folder of [root, ...folders]) await chmod(folder, mode);
}

export async function describeFile(file: string): Promise<CopiedFile> {
  const [info, sha256] = await Promise.all([stat(file), sha256OfFile(file)]);
  return { bytes: info.size, sha256 };
}

/**
 * Every regular file under `root` as a relative path with forward slashes, sorted; [] when `root`
 * does not exist. Symbolic links are skipped: the application never makes them, and following one
 * could copy something from outside the storage into a backup.
 */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Whether a path read from a manifest stays inside the folder it is joined to. A manifest is
 * data from disk: a tampered one must not make a restore write outside STORAGE_DIR.
 */
export function isSafeRelativePath(relative: string): boolean {
  if (relative === "" || relative.includes("\0") || relative.includes("\\")) return false;
  if (relative.startsWith("/")) return false;
  return relative.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/**
 * Runs `work` over `items`, at most `limit` at a time (thousands of photos, a few open files).
 * After a failure no new item starts, and the promise settles only once the running ones have:
 * the caller's clean-up then never races a copy still writing into the folder it removes.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

/** Whether `inner` is `outer` or a folder somewhere inside it. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
