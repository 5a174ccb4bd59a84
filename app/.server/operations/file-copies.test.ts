import { expect, test } from "vitest";
import { forEachLimited, isInside, isSafeRelativePath } from "./file-copies";

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
