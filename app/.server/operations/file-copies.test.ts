import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { copyDurably, forEachLimited, isInside, isSafeRelativePath, setFolderModes } from "./file-copies";

test("a manifest path may only name a file below the folder it is joined to", () => {
  for (const safe of ["articles/a1/full.jpg", "documents/notice.pdf", "x"]) expect(isSafeRelativePath(safe)).toBe(true);
  for (const unsafe of ["", "/etc/passwd", "../app.db", "articles/../../x", "a//b", "./a", "a\\b", "a\0b"]) {
    expect(isSafeRelativePath(unsafe), unsafe).toBe(false);
  }
});

test("a folder is inside itself and its subfolders, not beside them", () => {
  expect(isInside("/srv/data/storage/backups", "/srv/data/storage")).toBe(true);
  expect(isInside("/srv/data/storage", "/srv/data/storage")).toBe(true);
  expect(isInside("/srv/data/storage-backups", "/srv/data/storage")).toBe(false);
  expect(isInside("/srv/data/backups", "/srv/data/storage")).toBe(false);
});

test("after a failure no new work starts, and the failure comes once the running work has ended", async () => {
  const started: number[] = [];
  let running = 0;
  const outcome = forEachLimited([1, 2, 3, 4, 5, 6, 7, 8], 2, async (item) => {
    started.push(item);
    running++;
    await new Promise((resolve) => setTimeout(resolve, item === 2 ? 5 : 20));
    running--;
    if (item === 2) throw new Error("damaged");
  });
  await expect(outcome).rejects.toThrow("damaged");
  expect(running).toBe(0);
  expect(started).toEqual([1, 2]);
});

test("a copy gets the file mode asked for, and a tree's folders get exactly the folder mode", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "rp-modes-"));
  try {
    const source = path.join(root, "source.jpg");
    writeFileSync(source, "photo");
    chmodSync(source, 0o644);
    const target = path.join(root, "staged");
    await copyDurably(source, path.join(target, "articles", "a1", "full.jpg"), { folder: 0o700, file: 0o640 });
    mkdirSync(path.join(target, "documents"), { mode: 0o777 });
    chmodSync(path.join(target, "documents"), 0o777);
    await setFolderModes(target, 0o750);
    const mode = (relative: string) => (statSync(path.join(target, relative)).mode & 0o777).toString(8);
    expect(["", "articles", "articles/a1", "documents", "articles/a1/full.jpg"].map(mode)).toEqual([
      "750",
      "750",
      "750",
      "750",
      "640",
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
