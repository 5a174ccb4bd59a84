/**
 * What the found-property integration tests beside this file start from: a fresh database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL) for each test with the CSMT station (id 10) the
 * items are found at, and lost reports stored as the citizen form stores them.
 */
import { afterEach, beforeEach } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import type { Db } from "../db/connection";
import type { NewCitizenReport } from "../db/tables/citizen";

/** A staff member of no station: proposals from every station. */
export const NOBODY = { stationId: null };

/**
 * Opens a fresh database before each test of the calling file and closes it after; read
 * `database` and `db` inside the tests (they change from one test to the next).
 */
export function freshDatabaseEachTest(): { readonly database: TestDatabase; readonly db: Db } {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await openTestDatabase();
    await current.db.insertInto("police_stations").values({ id: 10, name_en: "CSMT", type: "PS" }).execute();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const open = () => {
    if (!current) throw new Error("the database is open only inside a test");
    return current;
  };
  return {
    get database() {
      return open();
    },
    get db() {
      return open().db;
    },
  };
}

/**
 * Stores a received lost report by "Sample Citizen" with what `details` says (the category, the
 * description, where and when); `n` makes its keys and its reference its own. Returns its id.
 */
export async function addLostReport(
  db: Db,
  n: number,
  details: Pick<NewCitizenReport, "category" | "message"> & Partial<NewCitizenReport>,
): Promise<number> {
  const row = await db
    .insertInto("citizen_reports")
    .values({
      kind: "lost_found",
      lf_type: "lost",
      status: "received",
      submission_key: `sample-${n}`,
      owner_key: `sample-${n}`,
      reference: `MRP-L-2026-${String(n).padStart(6, "0")}`,
      name: "Sample Citizen",
      mobile_number: "0000000000",
      ...details,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
