/**
 * The inbox's search for text inside the reports' names, messages and references, on a real
 * database (SQLite, or PostgreSQL with TEST_DATABASE_URL), now that it reads an index of their
 * trigrams (migration 032, report-words.ts): it finds what `lower(column) like '%text%'` finds,
 * text of one or two characters too, and the index follows every write of the three columns: a
 * confirmation that gives the reference, a changed name or message, a deleted or purged report.
 */
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { EVERY_STATION } from "../../auth/station-scope";
import type { Db } from "../../db/connection";
import { purgingReports } from "./purge.fixtures";
import { deskReports } from "./desk-reports";
import { listReports } from "./report-inbox";
import { containsWords } from "./report-words";

let database: TestDatabase;
let db: Db;

beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterEach(async () => {
  await database.close();
});

let made = 0;

/** A confirmed complaint (or a draft, without a reference) with this name and message. */
async function report(name: string, message: string, fields: Record<string, unknown> = {}) {
  made += 1;
  const row = await db
    .insertInto("citizen_reports")
    .values({
      kind: "complaint",
      status: "received",
      submission_key: `words-${made}`,
      owner_key: `words-${made}`,
      reference: `MRP-C-2026-${String(700000 + made)}`,
      name,
      mobile_number: `98200${String(made).padStart(5, "0")}`,
      message,
      confirmed_at: new Date(Date.parse("2026-11-20T06:00:00Z") - made * 60_000).toISOString(),
      ...fields,
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
  return { id: row.id, reference: row.reference };
}

/** The names of the reports the inbox lists for a search, in its order. */
async function found(q: string) {
  const page = await listReports(db, { q }, EVERY_STATION, 1, "en");
  expect(page.total, q).toBe(page.data.length);
  return page.data.map((row) => row.name);
}

describe("the inbox search inside the text", () => {
  test("finds a part of a name, a message or a reference, whatever its case", async () => {
    await report("Asha Kulkarni", "Left my BLACK umbrella near platform 3");
    const { reference } = await report("Ravi Patil", "A man was pushing people at the footbridge");
    await report("Meena Shah", "Please put more lights on the footbridge");
    expect(await found("kulk")).toEqual(["Asha Kulkarni"]);
    expect(await found("ASHA KUL")).toEqual(["Asha Kulkarni"]);
    expect(await found("Black Umbrella")).toEqual(["Asha Kulkarni"]);
    expect(await found("footbridge")).toEqual(["Ravi Patil", "Meena Shah"]);
    expect(await found(reference!.slice(2).toLowerCase())).toEqual(["Ravi Patil"]);
    expect(await found("zyxwv")).toEqual([]);
  });

  test("takes %, _ and quotation marks literally", async () => {
    await report("Leather", 'Black bag, 100% leather, with a shoulder_strap and a "VIP" tag');
    await report("Plain", "Black bag, 100 per cent leather, with a shoulder-strap and a VIP tag");
    expect(await found("100% l")).toEqual(["Leather"]);
    expect(await found("%")).toEqual(["Leather"]);
    expect(await found("r_s")).toEqual(["Leather"]);
    expect(await found("_")).toEqual(["Leather"]);
    expect(await found('"vip"')).toEqual(["Leather"]);
    expect(await found('a "v')).toEqual(["Leather"]);
    expect(await found("vip")).toEqual(["Leather", "Plain"]);
  });

  test("finds text of one or two characters, which no trigram holds", async () => {
    await report("Li Wei", "Lost a phone");
    await report("Omkar Jadhav", "Crowd at platform 7");
    expect(await found("li")).toEqual(["Li Wei"]);
    expect(await found("ph")).toEqual(["Li Wei"]);
    expect(await found("a")).toEqual(["Li Wei", "Omkar Jadhav"]);
  });

  test("never lists a draft, however much of its text matches", async () => {
    await report("Draft Dinesh", "Unattended suitcase", { status: "draft", reference: null, confirmed_at: null });
    await report("Kept Kavita", "Unattended suitcase");
    expect(await found("unattended suitcase")).toEqual(["Kept Kavita"]);
  });
});

/**
 * On SQLite, that the word index holds exactly the reports' text (FTS5's integrity check fails
 * otherwise): a deleted report left in it would never show, the LIKE reads the table, but would
 * weigh in the count of candidates.
 */
async function indexInStep() {
  if (database.engine === "sqlite")
    await sql`insert into citizen_report_words (citizen_report_words, rank) values ('integrity-check', 1)`.execute(db);
}

describe("the index follows the reports", () => {
  test("a confirmation's reference, a changed name or message, and a deleted report", async () => {
    const draft = await report("Sunita Rao", "Lost a purse", { status: "draft", reference: null, confirmed_at: null });
    await db
      .updateTable("citizen_reports")
      .set({ status: "received", reference: "MRP-C-2026-123456", confirmed_at: "2026-11-20T07:00:00.000Z" })
      .where("id", "=", draft.id)
      .execute();
    expect(await found("c-2026-12345")).toEqual(["Sunita Rao"]);

    await db
      .updateTable("citizen_reports")
      .set({ name: "Sunita Deshmukh", message: "Lost a wallet" })
      .where("id", "=", draft.id)
      .execute();
    expect(await found("sunita rao")).toEqual([]);
    expect(await found("lost a purse")).toEqual([]);
    expect(await found("deshmukh")).toEqual(["Sunita Deshmukh"]);
    expect(await found("a wallet")).toEqual(["Sunita Deshmukh"]);

    // A change of status alone leaves the text, and the index, as they were.
    await db.updateTable("citizen_reports").set({ status: "closed" }).where("id", "=", draft.id).execute();
    expect(await found("deshmukh")).toEqual(["Sunita Deshmukh"]);

    await indexInStep();

    await db.deleteFrom("citizen_reports").where("id", "=", draft.id).execute();
    expect(await found("deshmukh")).toEqual([]);
    await indexInStep();
  });

  test("a report purged after the retention period is no longer found", async () => {
    await report("Old Onkar", "Theft of a bag", { status: "closed", closed_at: "2026-01-01T00:00:00.000Z" });
    await report("New Nalini", "Theft of a bag", { status: "closed", closed_at: "2026-11-01T00:00:00.000Z" });
    expect(await found("theft of")).toEqual(["Old Onkar", "New Nalini"]);
    expect(await purgingReports(db).purge()).toEqual({ drafts: 0, closed: 1 });
    expect(await found("theft of")).toEqual(["New Nalini"]);
    expect(await found("onkar")).toEqual([]);
    await indexInStep();
  });
});

test.skipIf(!process.env.TEST_DATABASE_URL)(
  "on PostgreSQL the search's LIKE can read the trigram index of each of the three columns",
  async () => {
    await report("Asha Kulkarni", "Left my umbrella near platform 3");
    const plan = await db.transaction().execute(async (trx) => {
      // A table this small is read whole otherwise; at a decade the planner picks the indexes itself.
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = deskReports(trx, EVERY_STATION)
        .select("citizen_reports.id")
        .where((eb) => containsWords(eb, { text: "umbrella", phrase: null }));
      return (await query.explain()).map((row) => Object.values(row).join(" ")).join("\n");
    });
    for (const column of ["name", "message", "reference"]) expect(plan).toContain(`citizen_reports_${column}_trigrams`);
  },
);
