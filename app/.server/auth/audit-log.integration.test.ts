/**
 * The audit log's pages over years of staff work, on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the count stops at AUDIT_COUNT_LIMIT and says there are more, the pages go
 * on past it, and a filtered view is counted exactly while it is under the limit.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { AUDIT_COUNT_LIMIT, AUDIT_PAGE_SIZE, listAudit } from "./audit-log";

let database: TestDatabase;
const ENTRIES = AUDIT_COUNT_LIMIT + 20;

beforeAll(async () => {
  database = await openTestDatabase();
  const start = Date.parse("2026-01-01T00:00:00Z");
  const rows = Array.from({ length: ENTRIES }, (_, i) => ({
    at: new Date(start + i * 60_000).toISOString(),
    actor_id: null,
    action: i % 100 === 0 ? "sign_out" : "sign_in",
    target_type: null,
    target_id: null,
    details: null,
    ip: null,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db
      .insertInto("audit_log")
      .values(rows.slice(i, i + 500))
      .execute();
}, 60_000);

afterAll(async () => {
  await database.close();
});

test("past the count limit the log says 'more than' and the pages go on to the last entry", async () => {
  const lastCounted = Math.ceil(AUDIT_COUNT_LIMIT / AUDIT_PAGE_SIZE);
  const first = await listAudit(database.db, {}, 1);
  expect(first).toMatchObject({ total: AUDIT_COUNT_LIMIT, more: true, current_page: 1, last_page: lastCounted });
  expect(first.data).toHaveLength(AUDIT_PAGE_SIZE);
  expect(first.data[0]!.at).toBe(new Date(Date.parse("2026-01-01T00:00:00Z") + (ENTRIES - 1) * 60_000).toISOString());
  const end = await listAudit(database.db, {}, lastCounted + 1);
  expect(end).toMatchObject({ more: true, last_page: lastCounted + 1 });
  expect(end.data).toHaveLength(ENTRIES - lastCounted * AUDIT_PAGE_SIZE);
  expect((await listAudit(database.db, {}, lastCounted + 2)).data).toHaveLength(0);
});

test("a view under the limit is counted exactly", async () => {
  const signOuts = await listAudit(database.db, { action: "sign_out" }, 1);
  expect(signOuts).toMatchObject({ total: Math.ceil(ENTRIES / 100), more: false, last_page: 3 });
});
