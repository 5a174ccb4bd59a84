import { randomUUID } from "node:crypto";
import type { FileStorage } from "./file-storage";
import { sniffFileType, type SniffedType } from "./file-types";

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export class InvalidFileError extends Error {
  override name = "InvalidFileError";
}

/**
 * Stores a document (PDF) or video file under a generated name after checking what it really is.
 * Returns its storage key.
 */
export async function storeFile(
  storage: FileStorage,
  data: Buffer,
  folder: string,
  accept: Array<SniffedType["ext"]>,
  maxBytes = MAX_DOCUMENT_BYTES,
): Promise<string> {
  if (data.length > maxBytes) throw new InvalidFileError("too large");
  const type = sniffFileType(data);
  if (!type || !accept.includes(type.ext)) throw new InvalidFileError("type not accepted");
  const key = `${folder}/${randomUUID()}.${type.ext}`;
  await storage.put(key, data);
  return key;
}
