/**
 * Migration 023 moves the FIR numbers already recorded on FIR requests to their reports, on the
 * configured engine (a temporary SQLite file, or a fresh PostgreSQL schema with TEST_DATABASE_URL).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase, type Db } from "../connection";
import { migrations } from "./index";
import { withPgClient } from "../../../../tests/support/pg-client";

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
let dataDir: string;
let schema: string | undefined;
let db: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "rp-fir-numbers-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString("hex"),
    ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
  });
  if (testDatabaseUrl) {
    schema = `test_fir_${randomBytes(6).toString("hex")}`;
    await withPgClient(testDatabaseUrl!, (client) => client.query(`create schema ${schema}`));
  }
  db = openDatabase(config.database, { searchPath: schema });
});

afterAll(async () => {
  await db?.destroy();
  if (schema) await withPgClient(testDatabaseUrl!, (client) => client.query(`drop schema ${schema} cascade`));
  rmSync(dataDir, { recursive: true, force: true });
});

const migrator = () =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

test("an FIR number recorded on an FIR request before 023 is its report's afterwards", async () => {
  expect((await migrator().migrateTo("022-found-property-matching")).error).toBeUndefined();
  const report = (kind: string, reference: string) =>
    sql<{ id: number }>`insert into citizen_reports (kind, submission_key, owner_key, reference, status, name,
      mobile_number, message) values (${kind}, ${reference}, 'test', ${reference}, 'received', 'Sample', '9876500001',
      'Sample') returning id`.execute(db);
  const registered = (await report("fir", "MRP-F-2026-000001")).rows[0]!.id;
  const pending = (await report("fir", "MRP-F-2026-000002")).rows[0]!.id;
  const complaint = (await report("complaint", "MRP-C-2026-000003")).rows[0]!.id;
  for (const [id, number] of [
    [registered, "CSMT/1/2026"],
    [pending, null],
  ] as const) {
    await sql`insert into fir_requests (report_id, parentage_name, date_of_birth, gender, country, address, place_type,
      offence, property, fir_number, fir_recorded_at) values (${id}, 'Sample', '1990-01-01', 'female', 'India', 'Sample',
      'station', 'theft', '[]', ${number}, ${number ? "2026-11-20T10:00:00.000Z" : null})`.execute(db);
  }

  expect((await migrator().migrateToLatest()).error).toBeUndefined();
  const rows = await db
    .selectFrom("citizen_reports")
    .select(["id", "fir_number", "fir_recorded_at"])
    .orderBy("id")
    .execute();
  expect(rows).toEqual([
    { id: registered, fir_number: "CSMT/1/2026", fir_recorded_at: "2026-11-20T10:00:00.000Z" },
    { id: pending, fir_number: null, fir_recorded_at: null },
    { id: complaint, fir_number: null, fir_recorded_at: null },
  ]);
});
