/**
 * Uploaded and generated files, behind a small interface so that a shared network directory
 * (STORAGE_DIR) or, later, an object store can hold them. Keys are relative paths that the
 * application generates (never a visitor's file name), served publicly under /storage/<key>.
 */
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { DATA_FILE_MODE, DATA_FOLDER_MODE } from "./file-modes";
import { StorageWriteError } from "./storage-unwritable";

export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A file's size in bytes (what a download link tells before it is followed); null if absent. */
  size(key: string): Promise<number | null>;
  /** Removes one file, or everything under a folder key ending in "/". */
  remove(key: string): Promise<void>;
  /** The directory the files live in, for the static file server. */
  readonly root: string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\/?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    root,
    async put(key, data) {
      const file = resolve(key);
      try {
        await mkdir(path.dirname(file), { recursive: true, mode: DATA_FOLDER_MODE });
        // Write then rename would be atomic; keys are never rewritten in place (new uploads get new
        // names), so a plain write is enough.
        await writeFile(file, data, { flag: "w", mode: DATA_FILE_MODE });
      } catch (error) {
        throw new StorageWriteError(error);
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { recursive: key.endsWith("/"), force: true });
    },
  };
}

/** The public URL of a stored file. */
export function storageUrl(key: string): string {
  return `/storage/${key}`;
}
