import pino from "pino";
import { expect, test } from "vitest";
import { DatabaseNeverAnswered, whenDatabaseAnswers } from "./wait-for-database";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

test("tries again while the database is unreachable, logging each try, and goes on once it answers", async () => {
  const { lines, logger } = logLines();
  const pauses: number[] = [];
  let tries = 0;
  const result = await whenDatabaseAnswers(
    async () => {
      tries += 1;
      if (tries < 4) throw refused();
      return "migrated";
    },
    { logger, sleep: async (ms) => void pauses.push(ms) },
  );
  expect(result).toBe("migrated");
  expect(pauses).toEqual([500, 1000, 2000]);
  expect(lines.filter((line) => line.reason === "ECONNREFUSED")).toHaveLength(3);
  expect(lines.at(-1)).toMatchObject({ msg: "the database answers: starting", attempts: 4 });
});

test("gives up after the wait, in one line naming why", async () => {
  const { logger } = logLines();
  let waited = 0;
  const attempt = whenDatabaseAnswers(
    async () => {
      throw refused();
    },
    {
      logger,
      waitMs: 0,
      sleep: async (ms) => void (waited += ms),
    },
  );
  await expect(attempt).rejects.toBeInstanceOf(DatabaseNeverAnswered);
  await expect(attempt).rejects.toThrow(/ECONNREFUSED\): giving up$/);
  expect(waited).toBe(0);
});

test("any other error fails at once: waiting would not mend it", async () => {
  const { logger } = logLines();
  let tries = 0;
  const broken = whenDatabaseAnswers(
    async () => {
      tries += 1;
      throw new Error('relation "citizen_reports" already exists');
    },
    { logger, sleep: async () => undefined },
  );
  await expect(broken).rejects.toThrow(/already exists/);
  expect(tries).toBe(1);
});
