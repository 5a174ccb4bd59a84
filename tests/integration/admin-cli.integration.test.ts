import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { verifyPassword } from "~/.server/auth/passwords";
import { openDatabase, type Db } from "~/.server/db/connection";
import { commandEnv, commandOutput, type CommandRun } from "../support/command-output";
import { withPgClient } from "../support/pg-client";
import { buildDir, testDatabaseUrl } from "../support/test-server";

/**
 * `node build/admin.js …` (`npm run admin -- …`) against a temporary database of its own: SQLite
 * in a temporary DATA_DIR, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set. The built
 * command is run as an operator would run it, as a separate process.
 */
const root = path.resolve(import.meta.dirname, "../..");
const adminJs = path.join(buildDir, "admin.js");
let dataDir: string;
let schema: string | undefined;
let databaseUrl: string | undefined;
let db: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "rp-admin-cli-"));
  if (testDatabaseUrl) {
    schema = `test_${randomBytes(6).toString("hex")}`;
    await withPgClient(testDatabaseUrl, (client) => client.query(`create schema ${schema}`));
    databaseUrl = `${testDatabaseUrl}${testDatabaseUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
});
afterAll(async () => {
  await db?.destroy();
  if (schema) await withPgClient(testDatabaseUrl!, (client) => client.query(`drop schema if exists ${schema} cascade`));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The command's own data directory and database, and nothing of the test's environment but PATH and HOME. */
const operatorEnv = () => commandEnv({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

function admin(args: string[], env: Record<string, string> = {}): Promise<CommandRun> {
  const child = spawn(process.execPath, [adminJs, ...args], {
    cwd: root,
    env: { ...operatorEnv(), LOG_LEVEL: "silent", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end();
  return commandOutput(child);
}

/**
 * Runs the command at a real terminal (`script` gives it one) and types each answer once its
 * password prompt is shown. `out` is everything the terminal showed.
 */
function atTerminal(args: string[], answers: string[]): Promise<{ code: number | null; out: string }> {
  const command = [process.execPath, adminJs, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
  const child = spawn("script", ["-qec", command, "/dev/null"], {
    cwd: root,
    env: operatorEnv(),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let answered = 0;
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    const prompts = out.match(/Password( again)?: /g)?.length ?? 0;
    while (answered < Math.min(prompts, answers.length)) child.stdin.write(answers[answered++]!);
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

function database(): Db {
  db ??= openDatabase(
    databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "sqlite", file: path.join(dataDir, "app.db") },
  );
  return db;
}

const user = (email: string) =>
  database().selectFrom("staff_users").selectAll().where("email", "=", email).executeTakeFirst();

describe("node build/admin.js", () => {
  test("create-user makes the first administrator with an argon2id password from ADMIN_PASSWORD", async () => {
    const run = await admin(
      ["create-user", "--email", "First.Admin@Example.org", "--role", "admin", "--name", "Sample Officer 1"],
      {
        ADMIN_PASSWORD: "the first admin passphrase",
      },
    );
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Created admin account first\.admin@example\.org \(id \d+\)\.\n$/);
    const row = (await user("first.admin@example.org"))!;
    expect(row).toMatchObject({
      role: "admin",
      display_name: "Sample Officer 1",
      must_change_password: 0,
      disabled: 0,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash, "the first admin passphrase")).toBe(true);
    const audit = await database().selectFrom("audit_log").selectAll().where("action", "=", "user_created").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBeNull();
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ via: "command_line", role: "admin" });
    expect(audit[0]!.details).not.toContain("passphrase");
  });

  test("the password policy applies, and nothing is created when it fails", async () => {
    for (const [password, message] of [
      ["short", "The password must be at least 12 characters long."],
      ["password1234", "That password is one of the most common ones. Choose another."],
      ["weak.officer@example.org", "The password must not be the e-mail address."],
    ]) {
      const run = await admin(["create-user", "--email", "weak.officer@example.org", "--role", "editor"], {
        ADMIN_PASSWORD: password!,
      });
      expect(run.code, password).toBe(1);
      expect(run.err.trim()).toBe(message);
    }
    expect(await user("weak.officer@example.org")).toBeUndefined();
  });

  test("without ADMIN_PASSWORD and without a terminal it says what to do", async () => {
    const run = await admin(["create-user", "--email", "no.terminal@example.org", "--role", "editor"]);
    expect(run.code).toBe(1);
    expect(run.err.trim()).toBe("Set ADMIN_PASSWORD, or run this in a terminal to type the password.");
  });

  test("at a terminal it asks twice and does not echo what is typed, arrow keys included", async () => {
    const typed = "typed at the terminal";
    // The second answer is typed with a slip and mended with the arrow keys: "typed at the
    // termnal", three times left, "i", the End key, Enter.
    const run = await atTerminal(
      ["create-user", "--email", "terminal@example.org", "--role", "desk"],
      [`${typed}\r`, "typed at the termnal\u001b[D\u001b[D\u001b[Di\u001b[F\r"],
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain("Password: ");
    expect(run.out).toContain("Password again: ");
    expect(run.out).toContain("Created desk account terminal@example.org");
    expect(run.out).not.toContain("typed");
    expect(await verifyPassword((await user("terminal@example.org"))!.password_hash, typed)).toBe(true);
  });

  test("Ctrl-C at the password prompt cancels with a message, and nothing is created", async () => {
    const run = await atTerminal(
      ["create-user", "--email", "cancelled@example.org", "--role", "desk"],
      ["half a pass\u0003"],
    );
    expect(run.code).toBe(130);
    expect(run.out).toContain("Cancelled; nothing was changed.");
    expect(run.out).not.toContain("half");
    expect(await user("cancelled@example.org")).toBeUndefined();
  });

  test("bad arguments are refused with the usage", async () => {
    const cases: Array<[string[], number, RegExp]> = [
      [["frobnicate"], 64, /Unknown command "frobnicate"/],
      [["create-user", "--role", "admin"], 1, /--email is required/],
      [["create-user", "--email", "x@example.org", "--role", "root"], 1, /--role must be one of admin, editor, desk/],
      [["create-user", "--email", "x@example.org", "--role", "editor", "--station", "10"], 1, /only for desk officers/],
      [["create-user", "stray"], 64, /Unexpected argument "stray"/],
    ];
    for (const [args, code, message] of cases) {
      const run = await admin(args, { ADMIN_PASSWORD: "a good long passphrase" });
      expect(run.code, args.join(" ")).toBe(code);
      expect(run.err, args.join(" ")).toMatch(message);
    }
    const help = await admin(["help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("Usage: npm run admin -- <command> [options]");
  });

  test("list-users, disable-user, enable-user, reset-password and remove-two-factor", async () => {
    const duplicate = await admin(["create-user", "--email", "first.admin@example.org", "--role", "editor"], {
      ADMIN_PASSWORD: "another long passphrase",
    });
    expect(duplicate.err.trim()).toBe("There is already an account with that e-mail address.");

    // The only administrator cannot be disabled.
    const last = await admin(["disable-user", "--email", "first.admin@example.org"]);
    expect(last.code).toBe(1);
    expect(last.err.trim()).toBe("That would leave no active administrator.");

    await admin(["create-user", "--email", "second.admin@example.org", "--role", "admin"], {
      ADMIN_PASSWORD: "second admin passphrase",
    });
    const row = (await user("first.admin@example.org"))!;
    const now = new Date().toISOString();
    await database()
      .insertInto("staff_sessions")
      .values({
        id_hash: "a".repeat(64),
        user_id: row.id,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        ip: null,
        user_agent: null,
        revoked_at: null,
      })
      .execute();

    expect((await admin(["disable-user", "--email", "first.admin@example.org"])).out.trim()).toBe(
      "Account disabled; its sessions have ended.",
    );
    expect((await user("first.admin@example.org"))!.disabled).toBe(1);
    const session = await database()
      .selectFrom("staff_sessions")
      .select("revoked_at")
      .where("id_hash", "=", "a".repeat(64))
      .executeTakeFirst();
    expect(session!.revoked_at).not.toBeNull();

    const list = await admin(["list-users"]);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/\tfirst\.admin@example\.org\tadmin\tSample Officer 1\tdisabled\n/);
    expect(list.out).toMatch(/\tsecond\.admin@example\.org\tadmin\t/);

    expect((await admin(["enable-user", "--email", "first.admin@example.org"])).code).toBe(0);
    expect((await user("first.admin@example.org"))!.disabled).toBe(0);

    const reset = await admin(["reset-password", "--email", "first.admin@example.org"], {
      ADMIN_PASSWORD: "a replaced passphrase",
    });
    expect(reset.code).toBe(0);
    expect(await verifyPassword((await user("first.admin@example.org"))!.password_hash, "a replaced passphrase")).toBe(
      true,
    );

    await database()
      .updateTable("staff_users")
      .set({ totp_enabled: 1, totp_secret: "v1.x.y.z" })
      .where("id", "=", row.id)
      .execute();
    expect((await admin(["remove-two-factor", "--email", "first.admin@example.org"])).code).toBe(0);
    expect((await user("first.admin@example.org"))!.totp_enabled).toBe(0);

    const unknown = await admin(["disable-user", "--email", "nobody@example.org"]);
    expect(unknown.err.trim()).toBe("There is no account with that e-mail address.");

    const actions = (await database().selectFrom("audit_log").select(["action", "actor_id", "details"]).execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["user_disabled", "user_enabled", "user_password_reset", "two_factor_reset"]),
    );
  });
});
