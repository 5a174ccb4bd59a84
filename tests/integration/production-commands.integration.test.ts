/**
 * The operator's commands as a production machine has them: the built folder, package.json,
 * package-lock.json and the production dependencies only (what `npm ci --omit=dev` installs), in a
 * temporary folder outside the project. `node build/admin.js create-user`, then `node
 * build/backup.js` and `node build/restore.js` round trip a fresh SQLite DATA_DIR. A bundle that
 * imports a development dependency (tsx, vitest, vite …) fails here: the package is not there,
 * and the project's own node_modules is out of reach.
 *
 * The production tree is not installed with `npm ci --omit=dev`, which compiles better-sqlite3
 * from source (a minute and a half): the packages `npm ls --omit=dev` names are linked (hard
 * links, so Node sees them at their place in the temporary folder) or copied from ./node_modules
 * into it, with the same layout. That proves the same thing, that nothing outside `dependencies`
 * is needed, in a few seconds.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { commandEnv, commandOutput } from "../support/command-output";
import { buildDir, testDatabaseUrl } from "../support/test-server";

const root = path.resolve(import.meta.dirname, "../..");
let server: string;
let dataDir: string;

/** Hard links of every file under `from` at `to` (copies across file systems); nested node_modules left out. */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") linkTree(source, target);
    } else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    } else {
      cpSync(source, target, { verbatimSymlinks: true });
    }
  }
}

beforeAll(() => {
  server = mkdtempSync(path.join(tmpdir(), "rp-production-"));
  dataDir = path.join(server, "data");
  cpSync(buildDir, path.join(server, "build"), { recursive: true });
  for (const file of ["package.json", "package-lock.json"])
    copyFileSync(path.join(root, file), path.join(server, file));
  const listed = spawnSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], { cwd: root, encoding: "utf8" });
  const packages = listed.stdout
    .split("\n")
    .filter((line) => line.startsWith(path.join(root, "node_modules") + path.sep));
  expect(packages.length, `npm ls --omit=dev listed no packages:\n${listed.stderr}`).toBeGreaterThan(0);
  for (const dir of packages) linkTree(dir, path.join(server, path.relative(root, dir)));
}, 120_000);
afterAll(() => {
  if (server) rmSync(server, { recursive: true, force: true });
});

/** `node build/<name>.js …` in the production folder, with the production environment. */
function command(name: "admin" | "backup" | "restore", args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [`build/${name}.js`, ...args], {
    cwd: server,
    env: commandEnv({
      NODE_ENV: "production",
      APP_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // No SMS_PROVIDER: the commands send no message, so production's refusal of the outbox
      // does not apply to them.
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  return commandOutput(child);
}

// The PostgreSQL pass would repeat it unchanged: what is tested is which packages the bundles reach.
describe.skipIf(Boolean(testDatabaseUrl))("the built commands with production dependencies only", () => {
  test("the folder holds no development dependency", () => {
    for (const name of ["tsx", "vitest", "vite", "esbuild", "@react-router/dev", "eslint"]) {
      expect(existsSync(path.join(server, "node_modules", name)), name).toBe(false);
    }
  });

  test(
    "admin.js creates the first administrator; backup.js and restore.js round trip the data",
    { timeout: 120_000 },
    async () => {
      const created = await command("admin", ["create-user", "--email", "first.admin@example.org", "--role", "admin"], {
        ADMIN_PASSWORD: "the first admin passphrase",
      });
      expect(created.err).toBe("");
      expect(created.out).toMatch(/^Created admin account first\.admin@example\.org \(id \d+\)\.\n$/);
      expect(created.code).toBe(0);

      const backup = await command("backup", []);
      expect(backup.code, backup.err).toBe(0);
      const backupDir = /^Backup written to (.+)$/m.exec(backup.out)?.[1];
      expect(backupDir, backup.out).toBeTruthy();

      const later = await command("admin", ["create-user", "--email", "later.editor@example.org", "--role", "editor"], {
        ADMIN_PASSWORD: "a later editor passphrase",
      });
      expect(later.code, later.err).toBe(0);

      const check = await command("restore", ["--check", backupDir!]);
      expect(check.code, check.err).toBe(0);
      const restored = await command("restore", [backupDir!]);
      expect(restored.code, restored.err).toBe(0);

      const list = await command("admin", ["list-users"]);
      expect(list.code, list.err).toBe(0);
      expect(list.out).toMatch(/\tfirst\.admin@example\.org\tadmin\t/);
      expect(list.out).not.toContain("later.editor@example.org");
    },
  );
});
