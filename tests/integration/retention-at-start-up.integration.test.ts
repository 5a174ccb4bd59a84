/**
 * The retention purge at start-up. After an upgrade, a shorter REPORT_RETENTION_DAYS or a long
 * stop, a server may find years of closed reports to delete when it starts (786,529 took 94 s at a
 * decade of data). It must answer while it deletes them, and still stop at once when told to.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { withPgClient } from "../support/pg-client";
import { createSite, spawnServer, becomesHealthy, startServer, type Site } from "../support/production-site";

/** Closed long ago: enough chunks of the purge (500 each) for it to take a few seconds. */
const EXPIRED = 60_000;
const RETENTION = { REPORT_RETENTION_DAYS: "365" };

let site: Site;

/** Writes the backlog while no server runs: EXPIRED suggestions closed in January 2016. */
async function writeBacklog(batch: string) {
  const columns =
    "kind, status, submission_key, owner_key, reference, name, mobile_number, message, confirmed_at, closed_at";
  const row = (n: string, concat: (...parts: string[]) => string) =>
    `'suggestion', 'closed', ${concat(`'${batch}-'`, n)}, ${concat(`'${batch}-'`, n)}, ` +
    `${concat(`'MRP-S-2016-${batch}'`, n)}, 'Sample Citizen', '0000000000', 'Sample suggestion', ` +
    `'2016-01-01T00:00:00.000Z', '2016-01-02T00:00:00.000Z'`;
  if (site.databaseUrl) {
    await withPgClient(site.databaseUrl, (client) =>
      client.query(
        `insert into citizen_reports (${columns}) select ${row("i::text", (...parts) => parts.join(" || "))} ` +
          `from generate_series(1, ${EXPIRED}) as i`,
      ),
    );
    return;
  }
  const db = new SQLite(path.join(site.dataDir, "app.db"));
  db.exec(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${EXPIRED}) ` +
      `insert into citizen_reports (${columns}) select ${row("i", (...parts) => parts.join(" || "))} from n`,
  );
  db.close();
}

beforeAll(async () => {
  site = await createSite();
  // A first start makes the database.
  await (await startServer(site, RETENTION)).stop();
}, 120_000);

afterAll(async () => {
  await site?.remove();
});

const expiredLeft = async () =>
  Number(
    (await site.query<{ n: number | string }>(`select count(*) as n from citizen_reports where status = 'closed'`))[0]!
      .n,
  );

test("a server with a backlog of expired reports answers before the purge is done, and the purge finishes", async () => {
  await writeBacklog("a");
  expect(await expiredLeft()).toBe(EXPIRED);
  const server = await spawnServer(site, RETENTION);
  try {
    expect(await becomesHealthy(server), server.output()).toBe(true);
    // Answering already, with most of the backlog still there: the purge runs beside the requests.
    expect((await fetch(`${server.url}/news`)).status).toBe(200);
    expect(await expiredLeft()).toBeGreaterThan(0);
    const deadline = Date.now() + 60_000;
    while ((await expiredLeft()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await expiredLeft()).toBe(0);
  } finally {
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  }
}, 90_000);

test("a server told to stop while it purges stops at once, and the next start goes on with the purge", async () => {
  await writeBacklog("b");
  const server = await spawnServer(site, RETENTION);
  expect(await becomesHealthy(server), server.output()).toBe(true);
  const asked = Date.now();
  expect(await server.stop()).toEqual({ code: 0, signal: null });
  expect(Date.now() - asked).toBeLessThan(5_000);
  const left = await expiredLeft();
  expect(left).toBeGreaterThan(0);
  const again = await startServer(site, RETENTION);
  try {
    const deadline = Date.now() + 60_000;
    while ((await expiredLeft()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await expiredLeft()).toBe(0);
  } finally {
    await again.stop();
  }
}, 90_000);
