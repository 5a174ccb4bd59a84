/**
 * What SQLite has confirmed, it keeps: the production server is killed with SIGKILL (no chance to
 * close or flush anything) in the middle of a burst of citizen submissions, restarted on the same
 * data directory, and every submission that was answered as confirmed is there, whole, while
 * nothing is half there.
 *
 * A killed process loses nothing it had handed to the operating system; a power cut loses what
 * the disk had not yet been made to write, and that is what `synchronous=FULL` is for. No test can
 * pull the plug, so this one shows the rest: an answered commit is in the WAL and survives
 * recovery, a transaction cut off is rolled back whole, and the server's connection asks for FULL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase } from "~/.server/db/connection";
import { createSite, startServer, type ServerProcess, type Site } from "../support/production-site";
import { testDatabaseUrl } from "../support/test-server";
import { Citizen, REPORT_COLUMNS, waitForFillTime, type ReportRow } from "./operations-support";

const CITIZENS = 40;
/** The kill comes once this many have been told their submission is confirmed. */
const KILL_AFTER = 12;

type Outcome = { citizen: Citizen; id?: number; reference?: string | null; failed?: unknown };

describe.skipIf(testDatabaseUrl)("SQLite after a crash", () => {
  let site: Site;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await server.stop();
    await site?.remove();
  });

  test(
    "every submission answered as confirmed before a SIGKILL is in the database after a restart, and none is half written",
    { timeout: 30_000 },
    async () => {
      site = await createSite();
      server = await startServer(site);
      const citizens = await Promise.all(Array.from({ length: CITIZENS }, () => new Citizen(server!.url).start()));
      // Opened its page before the crash, sends after the restart: the site carries on.
      const latecomer = await new Citizen(server.url).start();
      await waitForFillTime(Math.max(...citizens.map((citizen) => citizen.openedAt)));

      const crashed = server;
      let confirmed = 0;
      const outcomes = await Promise.all(
        citizens.map(async (citizen, index): Promise<Outcome> => {
          // Staggered, so that the kill finds some done, some half-way and some not yet begun.
          await new Promise((resolve) => setTimeout(resolve, index * 15));
          const outcome: Outcome = { citizen };
          try {
            outcome.id = await citizen.sendSuggestion();
            outcome.reference = await citizen.confirmSuggestion(site.dataDir, outcome.id);
            if (outcome.reference && ++confirmed === KILL_AFTER) crashed.child.kill("SIGKILL");
          } catch (error) {
            outcome.failed = error;
          }
          return outcome;
        }),
      );
      expect((await crashed.exited).signal).toBe("SIGKILL");

      const answered = outcomes.filter((outcome) => outcome.reference);
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
      // The kill really came in the middle: some submissions were cut off.
      expect(outcomes.filter((outcome) => outcome.failed).length).toBeGreaterThan(0);

      // On the same address, as a supervisor (systemd) restarts it.
      server = await startServer(site, {}, { port: crashed.port });
      const rows = await site.query<ReportRow>(`select ${REPORT_COLUMNS} from citizen_reports order by id`);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { id, reference, citizen } of answered) {
        expect(byId.get(id!), `confirmed submission ${reference}`).toMatchObject({
          status: "received",
          reference,
          mobile_number: citizen.mobile,
        });
        expect(byId.get(id!)!.confirmed_at).toBeTruthy();
      }
      // Whole or not there: a draft has no reference yet; a confirmed report has both.
      for (const row of rows) {
        if (row.status === "draft") expect(row).toMatchObject({ reference: null, confirmed_at: null });
        else expect(row.reference && row.confirmed_at, `report ${row.id}`).toBeTruthy();
      }
      const references = rows.flatMap((row) => (row.reference ? [row.reference] : []));
      expect(new Set(references).size).toBe(references.length);
      expect(await site.query("pragma integrity_check")).toEqual([{ integrity_check: "ok" }]);

      // After recovery the numbering goes on where the confirmed ones left it.
      const id = await latecomer.sendSuggestion();
      const reference = await latecomer.confirmSuggestion(site.dataDir, id);
      expect(reference).toMatch(/^MRP-S-\d{4}-\d{6}$/);
      expect(references).not.toContain(reference);
    },
  );

  test("the server's connection asks SQLite for WAL, synchronous=FULL and a busy timeout", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rp-pragmas-"));
    const db = openDatabase({ kind: "sqlite", file: path.join(dir, "app.db") });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("busy_timeout")).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!testDatabaseUrl)("on PostgreSQL", () => {
  test.skip("the SQLite crash test does not apply: PostgreSQL's durability is the database server's own (fsync, WAL)", () => {});
});
