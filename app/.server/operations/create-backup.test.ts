import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { listBackups, pruneBackups } from "./create-backup";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "rp-prune-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function backup(name: string, complete = true) {
  mkdirSync(path.join(root, name));
  if (complete) writeFileSync(path.join(root, name, "manifest.json"), "{}");
}

test("pruning keeps the newest complete backups and never touches anything else", async () => {
  backup("backup-20250101T013000Z");
  backup("backup-20250102T013000Z");
  backup("backup-20250102T013000Z-2");
  backup("backup-20250103T013000Z");
  backup("backup-20250104T013000Z", false); // no manifest: not a backup (yet)
  backup(".partial-backup-abc", false);
  backup("my-notes");

  expect((await listBackups(root)).map((dir) => path.basename(dir))).toEqual([
    "backup-20250101T013000Z",
    "backup-20250102T013000Z",
    "backup-20250102T013000Z-2",
    "backup-20250103T013000Z",
  ]);
  const removed = await pruneBackups(root, 2);
  expect(removed.map((dir) => path.basename(dir))).toEqual(["backup-20250101T013000Z", "backup-20250102T013000Z"]);
  expect(readdirSync(root).sort()).toEqual([
    ".partial-backup-abc",
    "backup-20250102T013000Z-2",
    "backup-20250103T013000Z",
    "backup-20250104T013000Z",
    "my-notes",
  ]);
});
