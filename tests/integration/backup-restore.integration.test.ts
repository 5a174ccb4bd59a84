/**
 * `node build/backup.js` and `node build/restore.js` (`npm run backup`, `npm run restore`) as an
 * operator runs them, against the production server running as a child process: a backup taken
 * while the site serves, data changed afterwards, the server stopped, the backup restored, and the
 * site comes back exactly as it was at backup time, database and uploaded files alike. On
 * PostgreSQL (TEST_DATABASE_URL) the same round trip goes through pg_dump and pg_restore.
 */
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { knownMigrations, readManifest } from "~/.server/operations/backup-manifest";
import { listFiles, sha256OfFile } from "~/.server/operations/file-copies";
import { findOnPath } from "~/.server/operations/postgres-database";
import { DATA_FILE_MODE, DATA_FOLDER_MODE } from "~/.server/storage/file-modes";
import { Visitor } from "../support/http-client";
import { createSite, runScript, startServer, type ServerProcess, type Site } from "../support/production-site";
import { testDatabaseUrl } from "../support/test-server";
import { location, PASSWORD, post } from "./admin-support";
import { pngPhoto } from "./content-support";
import { postMultipart } from "./content-uploads";
import { Citizen, REPORT_COLUMNS, waitForFillTime, type ReportRow } from "./operations-support";

const EDITOR = "backup.editor@example.org";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const postgresToolsMissing =
  Boolean(testDatabaseUrl) && !(findOnPath("pg_dump", process.env.PATH) && findOnPath("pg_restore", process.env.PATH));

let site: Site;
let server: ServerProcess | undefined;
/** The backup the round trip made, for the tests of damaged backups. */
let backupDir: string | undefined;
let scratch: string;

beforeAll(async () => {
  site = await createSite();
  scratch = mkdtempSync(path.join(tmpdir(), "rp-backup-test-"));
});
afterAll(async () => {
  if (server) await server.stop();
  await site?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** What the round trip must bring back: citizen reports, articles and every stored file's bytes. */
async function siteState() {
  const storageDir = path.join(site.dataDir, "storage");
  const files = await listFiles(storageDir);
  return {
    reports: await site.query<ReportRow>(`select ${REPORT_COLUMNS} from citizen_reports order by id`),
    articles: await site.query(`select id, kind, title_en, file, published from articles order by id`),
    staff: await site.query(`select email, role, password_hash from staff_users order by id`),
    storage: Object.fromEntries(
      await Promise.all(files.map(async (file) => [file, await sha256OfFile(path.join(storageDir, file))])),
    ),
  };
}

/**
 * The SQLite file, STORAGE_DIR and everything in it whose permission bits are not the ones the
 * server gives its own files and folders, as "path mode" (relative to DATA_DIR, octal).
 */
function unlikeServerModes(): string[] {
  const storageDir = path.join(site.dataDir, "storage");
  const entries = readdirSync(storageDir, { recursive: true, withFileTypes: true });
  const place = (entry: { parentPath: string; name: string }) => path.join(entry.parentPath, entry.name);
  const expected = [
    { file: storageDir, mode: DATA_FOLDER_MODE },
    ...entries.filter((entry) => entry.isDirectory()).map((entry) => ({ file: place(entry), mode: DATA_FOLDER_MODE })),
    ...entries.filter((entry) => entry.isFile()).map((entry) => ({ file: place(entry), mode: DATA_FILE_MODE })),
  ];
  if (site.engine === "sqlite") expected.push({ file: path.join(site.dataDir, "app.db"), mode: DATA_FILE_MODE });
  return expected.flatMap(({ file, mode }) => {
    const actual = statSync(file).mode & 0o777;
    return actual === mode ? [] : [`${path.relative(site.dataDir, file)} ${actual.toString(8)}`];
  });
}

async function signInEditor(url: string): Promise<Visitor> {
  const editor = new Visitor(url);
  const response = await post(editor, "/admin/sign-in", { email: EDITOR, password: PASSWORD });
  expect(location(response)).toBe("/admin");
  return editor;
}

async function createNews(editor: Visitor, title: string, seed: number): Promise<number> {
  const response = await postMultipart(editor, "/admin/content/news/new", { title_en: title, published: "on" }, [
    { name: "images", data: await pngPhoto(seed), filename: "platform.png", type: "image/png" },
    { name: "file", data: PDF, filename: "notice.pdf", type: "application/pdf" },
  ]);
  expect(response.status).toBe(302);
  return Number(/\/admin\/content\/news\/(\d+)/.exec(location(response))![1]);
}

/** Two visitors reading pages without pause until stopped; the statuses they got. */
function keepReading(url: string): () => Promise<number[]> {
  let reading = true;
  const statuses: number[] = [];
  const reader = async () => {
    const paths = ["/", "/news", "/iapi/front/news?page=1", "/gallery"];
    for (let i = 0; reading; i++) {
      const response = await fetch(url + paths[i % paths.length]);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  const readers = [reader(), reader()];
  return async () => {
    reading = false;
    await Promise.all(readers);
    return statuses;
  };
}

const roundTrip = postgresToolsMissing ? test.skip : test;

roundTrip(
  "a backup taken while the site serves, restored after later changes, brings back the database and the uploaded files as they were",
  { timeout: 90_000 },
  async () => {
    server = await startServer(site, { DEMO_CONTENT: "1" });
    const before = await new Citizen(server.url).start();
    const after = await new Citizen(server.url).start();
    const created = await runScript(site, "admin", ["create-user", "--email", EDITOR, "--role", "editor"], {
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created.code, created.err).toBe(0);
    const editor = await signInEditor(server.url);
    const keptNews = await createNews(editor, "Sample: notice kept by the backup", 1);
    await waitForFillTime(Math.max(before.openedAt, after.openedAt));
    const keptReference = await before.confirmSuggestion(site.dataDir, await before.sendSuggestion());
    expect(keptReference).toBeTruthy();
    const atBackup = await siteState();
    const keptPdf = (await (await fetch(`${server.url}/iapi/front/news/${keptNews}`)).json()) as {
      news: { file_url: string };
    };

    const stopReading = keepReading(server.url);
    const backup = await runScript(site, "backup");
    const statuses = await stopReading();
    expect(backup.code, backup.err).toBe(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    backupDir = /^Backup written to (.+)$/m.exec(backup.out)![1]!;
    expect(path.dirname(backupDir)).toBe(path.join(site.dataDir, "backups"));
    const manifest = await readManifest(backupDir);
    expect(manifest.migrations).toEqual(knownMigrations());
    expect(manifest.database.kind).toBe(site.engine);
    expect(manifest.database.file?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.fromEntries(manifest.storage.files.map((file) => [file.path, file.sha256]))).toEqual(
      atBackup.storage,
    );
    expect(backup.out + backup.err).not.toContain(site.env.APP_SECRET);

    // Later changes: the news item deleted (with its files), another one and another suggestion added.
    const removed = await post(editor, `/admin/content/news/${keptNews}/delete`, { confirm: "yes" });
    expect(removed.status).toBe(302);
    const laterNews = await createNews(editor, "Sample: notice after the backup", 2);
    const laterReference = await after.confirmSuggestion(site.dataDir, await after.sendSuggestion());
    expect(laterReference).toBeTruthy();
    const changed = await siteState();
    expect(changed).not.toEqual(atBackup);

    if (site.engine === "sqlite") {
      const refused = await runScript(site, "restore", [backupDir]);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/in use: stop the server/);
      expect(await siteState()).toEqual(changed);
    }

    const port = server.port;
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    // Run as an operator's shell usually is (umask 022, which leaves what it creates readable by
    // everyone), from a backup whose files are readable by everyone (as one made under that umask
    // is): the restore must still give back the modes the server gives.
    for (const file of manifest.storage.files) chmodSync(path.join(backupDir, "storage", file.path), 0o644);
    const umask = process.umask(0o022);
    const restored = await runScript(site, "restore", [backupDir]).finally(() => process.umask(umask));
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/The data it replaced is kept in:/);
    expect(await siteState()).toEqual(atBackup);
    expect(unlikeServerModes()).toEqual([]);
    // What it replaced is kept aside, not deleted.
    expect(readdirSync(site.dataDir).filter((name) => name.startsWith("before-restore-"))).toHaveLength(1);
    expect(readdirSync(site.dataDir).filter((name) => name.startsWith("storage.before-restore-"))).toHaveLength(1);

    server = await startServer(site, {}, { port });
    expect((await fetch(`${server.url}/iapi/front/news/${keptNews}`)).status).toBe(200);
    expect((await fetch(`${server.url}/iapi/front/news/${laterNews}`)).status).toBe(404);
    const pdf = await fetch(server.url + keptPdf.news.file_url);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    await signInEditor(server.url);
    const references = (await siteState()).reports.map((row) => row.reference);
    expect(references).toContain(keptReference);
    expect(references).not.toContain(laterReference);
  },
);

if (postgresToolsMissing) {
  test.skip("the PostgreSQL round trip needs pg_dump and pg_restore on PATH (apt-get install postgresql-client)", () => {});
}

describe("a backup that must not be restored", () => {
  /** A copy of the round trip's backup to spoil. */
  function copyOfBackup(name: string): string {
    if (!backupDir) throw new Error("the round trip made no backup");
    const copy = path.join(scratch, name);
    cpSync(backupDir, copy, { recursive: true });
    return copy;
  }

  test.skipIf(postgresToolsMissing)(
    "a damaged file is found by --check and refused by restore before anything is replaced",
    async () => {
      const damaged = copyOfBackup("damaged");
      const manifest = await readManifest(damaged);
      const victim = path.join(damaged, "storage", manifest.storage.files[0]!.path);
      const bytes = readFileSync(victim);
      bytes[0] = bytes[0]! ^ 0xff;
      writeFileSync(victim, bytes);

      const check = await runScript(site, "restore", ["--check", damaged]);
      expect(check.code).toBe(1);
      expect(check.err).toContain(`The backup is damaged: ${manifest.storage.files[0]!.path} does not match`);

      await server?.stop();
      server = undefined;
      const live = await siteState();
      const entries = readdirSync(site.dataDir).sort();
      const refused = await runScript(site, "restore", [damaged]);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("The backup is damaged");
      expect(await siteState()).toEqual(live);
      // No staging left behind, nothing moved aside.
      expect(readdirSync(site.dataDir).sort()).toEqual(entries);
    },
  );

  test.skipIf(postgresToolsMissing)("a backup made by a newer version of the application is refused", async () => {
    const newer = copyOfBackup("newer");
    const file = path.join(newer, "manifest.json");
    const manifest = JSON.parse(readFileSync(file, "utf8")) as { migrations: string[] };
    manifest.migrations.push("999-from-the-future");
    writeFileSync(file, JSON.stringify(manifest));
    const refused = await runScript(site, "restore", [newer]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/made by a newer version of the application .*999-from-the-future/);
  });
});

describe.skipIf(!testDatabaseUrl)("PostgreSQL without pg_dump", () => {
  test("the backup keeps the uploaded files and prints the pg_dump command that completes it", async () => {
    const emptyPath = mkdtempSync(path.join(scratch, "no-tools-"));
    const backup = await runScript(site, "backup", [], {
      PATH: emptyPath,
      BACKUP_DIR: path.join(scratch, "files-only"),
    });
    expect(backup.code).toBe(2);
    expect(backup.err).toMatch(/pg_dump was not found on PATH/);
    expect(backup.err).toMatch(/pg_dump --format=custom --schema=test_\w+ '?--file=.*database\.pgdump/);
    const dir = /^Backup written to (.+)$/m.exec(backup.out)![1]!;
    const manifest = await readManifest(dir);
    expect(manifest.database).toMatchObject({ kind: "postgres", file: null });
    expect(manifest.storage.files.length).toBe((await listFiles(path.join(site.dataDir, "storage"))).length);
  });
});
