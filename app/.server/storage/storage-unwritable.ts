/**
 * A file store that cannot be written (a read-only or full disk, a lost network mount, wrong
 * permissions) is the server's fault, not the file's: staff were told "The photo must be a JPEG,
 * PNG..." and nothing was logged. A failed write is a StorageWriteError, and a staff upload that
 * meets one answers 503 with the error page's "files cannot be saved" (in the staff member's
 * language), logged as an error (entry.server.tsx); /readyz/dependencies names "storage" meanwhile.
 */
import { data } from "react-router";

export class StorageWriteError extends Error {
  override name = "StorageWriteError";
  /** The system's code for what failed (EROFS, ENOSPC, EACCES...), for the log. */
  readonly code: string;

  constructor(cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? "unknown";
    super(`file storage could not be written (${code})`, { cause });
    this.code = code;
  }
}

/** What the error page reads from a thrown 503 to say that files cannot be saved. */
export const STORAGE_UNWRITABLE = "storage";

/** Runs a staff upload's writes; a storage that cannot be written becomes the 503 described above. */
export async function orStorageUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StorageWriteError) {
      throw data({ reason: STORAGE_UNWRITABLE, code: error.code }, { status: 503 });
    }
    throw error;
  }
}
