/**
 * SQLite backups keep the database gzipped (backup format 2), and a restore reads both a new
 * backup and one made before (format 1, the plain app.db).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, expect, test } from "vitest";
import { loadConfig, type AppConfig } from "../config";
import { BACKUP_FORMAT_VERSION, knownMigrations, manifestJson, readManifest } from "./backup-manifest";
import { createBackup } from "./create-backup";
import { describeFile } from "./file-copies";
import { checkBackup, restoreBackup } from "./restore-backup";

let dir: string;
let config: AppConfig;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "rp-gzip-backup-"));
  config = loadConfig({ NODE_ENV: "test", DATA_DIR: path.join(dir, "data"), APP_SECRET: "x".repeat(64) });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A live database at the application's level, with a table of the repetitive text reports are. */
function makeDatabase(rows: number) {
  const file = path.join(config.dataDir, "app.db");
  mkdirSync(config.dataDir, { recursive: true });
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.exec("create table kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)");
  const level = db.prepare("insert into kysely_migration values (?, ?)");
  for (const name of knownMigrations()) level.run(name, "2026-11-28T00:00:00Z");
  db.exec("create table reports (id integer primary key, message text)");
  const insert = db.prepare("insert into reports (message) values (?)");
  db.transaction(() => {
    for (let n = 0; n < rows; n++) insert.run(`Sample complaint ${n} about an incident near platform ${n % 7}.`);
  })();
  db.close();
  return file;
}

function count(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from reports").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

test("a backup gzips the SQLite copy, and restores from it", async () => {
  const live = makeDatabase(20_000);
  const { dir: backup, manifest } = await createBackup(config);
  expect(manifest.formatVersion).toBe(BACKUP_FORMAT_VERSION);
  expect(manifest.database.file?.path).toBe("app.db.gz");
  expect(readdirSync(backup).sort()).toEqual(["app.db.gz", "manifest.json"]);
  const packed = statSync(path.join(backup, "app.db.gz")).size;
  expect(packed).toBeLessThan(statSync(live).size / 4);
  await checkBackup(config, backup);

  // The live database changes; the restore brings back what the backup holds.
  const db = new SQLite(live);
  db.exec("delete from reports where id > 100");
  db.close();
  expect(count(live)).toBe(100);
  await restoreBackup(config, backup);
  expect(count(live)).toBe(20_000);
});

test("a backup made before compression (format 1, a plain app.db) is still checked and restored", async () => {
  const live = makeDatabase(500);
  const { dir: backup } = await createBackup(config);
  // Turn it into what the earlier version wrote: the database as it is, format 1.
  const plain = path.join(backup, "app.db");
  writeFileSync(plain, gunzipSync(readFileSync(path.join(backup, "app.db.gz"))));
  rmSync(path.join(backup, "app.db.gz"));
  const manifest = await readManifest(backup);
  writeFileSync(
    path.join(backup, "manifest.json"),
    manifestJson({
      ...manifest,
      formatVersion: 1,
      database: { kind: "sqlite", file: { path: "app.db", ...(await describeFile(plain)) } },
    }),
  );
  await checkBackup(config, backup);
  const db = new SQLite(live);
  db.exec("delete from reports");
  db.close();
  await restoreBackup(config, backup);
  expect(count(live)).toBe(500);
});

test("a damaged gzip is refused by the check, not restored", async () => {
  makeDatabase(500);
  const { dir: backup } = await createBackup(config);
  const manifest = await readManifest(backup);
  const packed = path.join(backup, "app.db.gz");
  const bytes = readFileSync(packed);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = bytes[middle]! ^ 0xff;
  writeFileSync(packed, bytes);
  // The checksum catches it first; with the manifest made to agree, gunzip does.
  await expect(checkBackup(config, backup)).rejects.toThrow(/damaged/);
  writeFileSync(
    path.join(backup, "manifest.json"),
    manifestJson({
      ...manifest,
      database: { kind: "sqlite", file: { path: "app.db.gz", ...(await describeFile(packed)) } },
    }),
  );
  await expect(checkBackup(config, backup)).rejects.toThrow(/damaged/);
});
