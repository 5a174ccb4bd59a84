import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type Db } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import type { FileStorage } from "../storage/file-storage";
import { saveWithAudit } from "./content-audit";
import type { ContentDeps } from "./content-form";

let dir: string;
let db: Db;
let deps: ContentDeps;
const actor = { id: 0, origin: { ip: "203.0.113.9", userAgent: null } };
const at = "2026-03-01T10:00:00.000Z";

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rp-content-audit-"));
  db = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  await migrateToLatest(db);
  // The audit log names its actor by id: an editor account for the entries to point at.
  const editor = await db
    .insertInto("staff_users")
    .values({
      email: "editor@example.org",
      display_name: "Editor",
      role: "editor",
      station_id: null,
      password_hash: "-",
      totp_secret: null,
      totp_last_step: null,
      password_changed_at: null,
      last_sign_in_at: null,
      disabled_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  actor.id = editor.id;
  deps = { db, storage: {} as FileStorage, clock: { now: () => new Date(at) } };
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const notices = () => db.selectFrom("notices").select("title_en").execute();
const entries = () => db.selectFrom("audit_log").selectAll().execute();
const addNotice = (trx: Db) =>
  trx
    .insertInto("notices")
    .values({ title_en: "Platform 3 closed", title_mr: "फलाट 3 बंद", posted_at: at, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();

describe("saveWithAudit", () => {
  test("writes the change and its entry: who, what, which item, from where", async () => {
    const change = await saveWithAudit(deps, actor, async (trx) => {
      const { id } = await addNotice(trx);
      return { action: "content_created", target: { type: "notice", id }, details: { kind: "notice", title: "P3" } };
    });
    expect(await notices()).toHaveLength(1);
    expect(await entries()).toMatchObject([
      {
        actor_id: actor.id,
        action: "content_created",
        target_type: "notice",
        target_id: String(change.target.id),
        details: JSON.stringify({ kind: "notice", title: "P3" }),
        ip: "203.0.113.9",
        at,
      },
    ]);
  });

  test("a change that fails after writing leaves neither the change nor an entry", async () => {
    await expect(
      saveWithAudit(deps, { ...actor, origin: null }, async (trx) => {
        await addNotice(trx);
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect(await notices()).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  test("nothing to change (null) logs nothing", async () => {
    expect(await saveWithAudit(deps, { ...actor, origin: null }, async () => null)).toBeNull();
    expect(await entries()).toEqual([]);
  });
});
