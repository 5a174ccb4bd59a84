import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { DATA_FILE_MODE, DATA_FOLDER_MODE } from "./file-modes";
import { createLocalFileStorage } from "./file-storage";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "rp-storage-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test("an upload and its folders get no permission beyond the server's modes, whatever the umask", async () => {
  await createLocalFileStorage(root).put("reports/r1/photo.jpg", Buffer.from("photo"));
  // The umask may take more away (a stricter one on some machines), never add.
  const extra = (relative: string, allowed: number) => statSync(path.join(root, relative)).mode & 0o777 & ~allowed;
  expect([extra("reports", DATA_FOLDER_MODE), extra("reports/r1", DATA_FOLDER_MODE)]).toEqual([0, 0]);
  expect(extra("reports/r1/photo.jpg", DATA_FILE_MODE)).toBe(0);
});
