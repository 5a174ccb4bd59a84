import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../logger";
import { createDbRateLimiter } from "../security/rate-limiter";
import { listAudit } from "./audit-log";
import { createAuthCore, type AuthCore } from "./auth-core";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from "./sessions";
import { signIn } from "./sign-in";
import { createStaffUser } from "./user-admin";

/** The staff tables and services straight on the database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let database: TestDatabase;
let core: AuthCore;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

beforeAll(async () => {
  database = await openTestDatabase();
  core = createAuthCore({
    db: database.db,
    clock,
    limiter: createDbRateLimiter(database.db, clock),
    appSecret: "s".repeat(40),
    logger: createLogger("silent"),
  });
});
afterAll(async () => {
  await database.close();
});

async function newUser(email: string, role: "admin" | "editor" | "desk" = "editor") {
  const outcome = await createStaffUser(
    core,
    null,
    { email, displayName: email, role, stationId: null, password: "monsoon platform chai" },
    null,
  );
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.user;
}

describe("sign-in limits under concurrency", () => {
  test("twelve wrong passwords at once for one account: five are evaluated, the rest refused", async () => {
    await newUser("concurrent.guesses@example.org");
    const origin = { ip: "203.0.113.77", userAgent: "test" };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        signIn(core, { email: "concurrent.guesses@example.org", password: "wrong guess" }, origin),
      ),
    );
    const problems = outcomes.map((outcome) => (outcome.ok ? "signed in" : outcome.problem));
    expect(problems.filter((problem) => problem === "invalid")).toHaveLength(5);
    expect(problems.filter((problem) => problem === "locked")).toHaveLength(7);
  });
});

describe("the audit log is append-only in the database itself", () => {
  test("UPDATE and DELETE are refused by the engine", async () => {
    await core.audit({ actorId: null, action: "settings_changed", ip: "127.0.0.1" });
    await expect(sql`update audit_log set action = 'sign_in'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    const rows = await database.db.selectFrom("audit_log").select("action").execute();
    expect(rows.map((row) => row.action)).toContain("settings_changed");
  });

  test("listing filters by actor, action and India days, newest first", async () => {
    const user = await newUser("audit.filter@example.org");
    await core.audit({ actorId: user.id, action: "sign_in", ip: "10.0.0.1" });
    offset += 1000;
    await core.audit({ actorId: user.id, action: "sign_out", ip: "10.0.0.1" });
    const mine = await listAudit(database.db, { actor: user.id }, 1);
    expect(mine.data.map((entry) => entry.action)).toEqual(["sign_out", "sign_in"]);
    expect(mine.data[0]!.actor?.email).toBe("audit.filter@example.org");
    const signIns = await listAudit(database.db, { actor: user.id, action: "sign_in" }, 1);
    expect(signIns.total).toBe(1);
    const none = await listAudit(database.db, { actor: "none", action: "sign_in" }, 1);
    expect(none.total).toBe(0);
    const future = await listAudit(database.db, { from: "2999-01-01" }, 1);
    expect(future.total).toBe(0);
  });
});

describe("accounts", () => {
  test("e-mail addresses are stored lower-cased and are unique whatever the capitals", async () => {
    const user = await newUser("Mixed.Case@Example.org");
    expect(user.email).toBe("mixed.case@example.org");
    const again = await createStaffUser(
      core,
      null,
      {
        email: "MIXED.case@example.org",
        displayName: "x",
        role: "desk",
        stationId: null,
        password: "monsoon platform chai",
      },
      null,
    );
    expect(again).toEqual({ ok: false, problem: "email_taken" });
    await expect(
      database.db
        .insertInto("staff_users")
        .values({
          email: "Upper@example.org",
          display_name: "x",
          role: "desk",
          station_id: null,
          password_hash: "x",
          totp_secret: null,
          totp_last_step: null,
          password_changed_at: null,
          last_sign_in_at: null,
          disabled_at: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  test("a TOTP step is claimed by exactly one of two racing requests", async () => {
    const user = await newUser("race.totp@example.org");
    const results = await Promise.all([
      core.users.claimTotpStep(user.id, 1000),
      core.users.claimTotpStep(user.id, 1000),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await core.users.claimTotpStep(user.id, 999)).toBe(false);
    expect(await core.users.claimTotpStep(user.id, 1001)).toBe(true);
  });

  test("a recovery code is consumed by exactly one of two racing requests", async () => {
    const user = await newUser("race.recovery@example.org");
    const codes = generateRecoveryCodes();
    await core.users.replaceRecoveryCodes(
      user.id,
      codes.map((code) => hashRecoveryCode(core.appSecret, code)),
      core.now(),
    );
    const hash = hashRecoveryCode(core.appSecret, codes[0]!);
    const results = await Promise.all([
      core.users.consumeRecoveryCode(user.id, hash, core.now()),
      core.users.consumeRecoveryCode(user.id, hash, core.now()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await core.users.countUnusedRecoveryCodes(user.id)).toBe(9);
  });
});

describe("sessions on the injectable clock", () => {
  test("a session ends after 30 idle minutes, and activity keeps it alive", async () => {
    const user = await newUser("idle@example.org");
    const { token } = await core.sessions.start(user.id, {
      secondFactorPending: false,
      ip: "10.0.0.2",
      userAgent: "test",
    });
    offset += IDLE_TIMEOUT_MS - 60_000;
    expect((await core.sessions.resolve(token)).status).toBe("active");
    offset += IDLE_TIMEOUT_MS - 60_000;
    expect((await core.sessions.resolve(token)).status).toBe("active");
    offset += IDLE_TIMEOUT_MS;
    expect(await core.sessions.resolve(token)).toEqual({ status: "ended", reason: "idle" });
    // Ended is ended: it does not come back.
    expect(await core.sessions.resolve(token)).toEqual({ status: "ended", reason: "revoked" });
  });

  test("a busy session still ends 12 hours after sign-in", async () => {
    const user = await newUser("absolute@example.org");
    const { token } = await core.sessions.start(user.id, { secondFactorPending: false, ip: null, userAgent: null });
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      offset += 20 * 60_000;
      expect((await core.sessions.resolve(token)).status).toBe("active");
    }
    offset += 20 * 60_000;
    expect(await core.sessions.resolve(token)).toEqual({ status: "ended", reason: "expired" });
  });

  test("the table holds only a hash of the id", async () => {
    const user = await newUser("hashed@example.org");
    const { token } = await core.sessions.start(user.id, { secondFactorPending: false, ip: null, userAgent: null });
    const rows = await database.db.selectFrom("staff_sessions").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
