#!/usr/bin/env node
/**
 * `npm run drill`: a fault drill on this machine. Two instances of the production build behind
 * nginx, on PostgreSQL and Redis, under a steady load of page views and real complaint
 * submissions, while what a deployment loses one day is taken away in turn. The deployment guide
 * promises that visitors then see the site's own pages (never nginx's bare "502 Bad Gateway"),
 * that cached pages keep answering, that no confirmed report is lost or stored twice, and that
 * every instance comes back by itself; each piece has its own test, and this checks them together,
 * the way a deployment meets them.
 *
 * - Set-up: a fresh PostgreSQL database (`rp_drill_<random>`, dropped at the end) and Redis key
 *   prefix (`rp-drill-<random>:`, its keys deleted at the end); one STORAGE_DIR and APP_SECRET;
 *   two instances (`node build/index.js`, NODE_ENV=production, TRUST_PROXY=1) with a DATA_DIR
 *   each, reaching PostgreSQL and Redis through TCP proxies of this script that it cuts (connections
 *   refused, open ones dropped, as while the service restarts) and restores. The demo content is
 *   loaded at their first start only. Instance 1 writes its codes to its SMS outbox
 *   (SMS_OUTBOX_IN_PRODUCTION=1); instance 2 sends them with SMS_PROVIDER=http to a gateway of this
 *   script, which answers at once until the last fault makes it slow.
 * - nginx in front with the configuration of docs/deployment.md, taken from the guide itself (its
 *   upstream and site blocks and the asset cache's path), on plain HTTP at a free loopback port
 *   instead of TLS (no certificate here), started as `nginx -p <temp> -c <temp>/nginx.conf`.
 * - Load through nginx for the whole drill: DRILL_PAGES_PER_SECOND page views (/, /news and
 *   /all-police-stations from the page cache, and the uncached complaint form), and a citizen
 *   every DRILL_SUBMISSION_INTERVAL_MS who opens the complaint form (keeping cookies and CSRF
 *   token), waits out the fill time, posts, reads the one-time code (outbox or gateway) and
 *   confirms. Every answer is recorded with its status and whether it was nginx's bare error page,
 *   nginx's copy of the site's "unavailable" page, or the site's own answer.
 * - Faults, in turn, each with load before and after: (1) PostgreSQL restarts (its proxy cut 3 s);
 *   (2) Redis restarts (3 s); (3) instance 1 is killed (SIGKILL) while submissions are in flight
 *   and started again 10 s later, as the unit's Restart=on-failure and RestartSec=10s do; (4)
 *   instance 2 starts while PostgreSQL is down (back after 5 s); (5) the file store cannot be
 *   written (STORAGE_DIR renamed away and a file put in its place) while a staff member uploads a
 *   photo; (6) the SMS gateway answers after 6 s, longer than SMS_TIMEOUT_MS (5 s).
 *
 * Printed per fault: what visitors saw (answers by status and kind, nginx's bare pages, whether
 * the cached pages answered 200 throughout), whether every confirmation a citizen was told of is
 * in the database exactly once, and how long after the fault ended each instance answered
 * /healthz and /readyz/dependencies by itself; then a Markdown table of the figures. Exits
 * non-zero when a check fails. Everything it started or made is removed at the end, also after a
 * failure or Ctrl-C.
 *
 * Environment: DRILL_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a role that
 * may create databases), DRILL_REDIS_URL (default redis://127.0.0.1:6379), DRILL_PAGES_PER_SECOND
 * (default 30), DRILL_SUBMISSION_INTERVAL_MS (default 500), DRILL_RECORDS (a file for every
 * recorded answer as JSON lines; unset: none), RR_BUILD_DIR. Needs `nginx` on PATH
 * (Debian's nginx-light is enough).
 *
 * The parts are in scripts/lib/drill-*.mjs, one concern each: the TCP proxies (drill-proxy), the
 * SMS outbox and gateway (drill-sms), PostgreSQL and Redis reached directly (scratch-stores), the
 * supervised instances (drill-instances), nginx (drill-nginx), the load (drill-load), the staff
 * member (drill-staff), the faults (drill-faults), the report (drill-report), the record of what
 * happened (drill-records) and the clean-up (drill-cleanup). This file wires them together.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CleanUp } from "./lib/drill-cleanup.mjs";
import {
  createDatabase,
  databaseUrl,
  deleteRedisKeys,
  firstAlbumId,
  redisUrlVia,
  storedComplaints,
} from "./lib/scratch-stores.mjs";
import { runFaults } from "./lib/drill-faults.mjs";
import { planInstances, Supervisor } from "./lib/drill-instances.mjs";
import { CACHED_PAGES, FORM_PAGE, startLoad } from "./lib/drill-load.mjs";
import { startNginx, stopNginx } from "./lib/drill-nginx.mjs";
import { CuttableProxy } from "./lib/drill-proxy.mjs";
import { DrillRecords, readUnavailablePages, seconds } from "./lib/drill-records.mjs";
import { report } from "./lib/drill-report.mjs";
import { CodeBook, dltTemplateIds, startGateway } from "./lib/drill-sms.mjs";
import { createStaffUser } from "./lib/drill-staff.mjs";
import { buildDir, freePort, hasCommand } from "./lib/production-server.mjs";

const DATABASE_URL = process.env.DRILL_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.DRILL_REDIS_URL || "redis://127.0.0.1:6379";
const PAGES_PER_SECOND = Number(process.env.DRILL_PAGES_PER_SECOND || 30);
const SUBMISSION_INTERVAL_MS = Number(process.env.DRILL_SUBMISSION_INTERVAL_MS || 500);
/** Every answer the drill recorded, as JSON lines, when set (for a closer look at a failure). */
const RECORDS_FILE = process.env.DRILL_RECORDS;
/** The instances on CPU 1, nginx on CPU 0 (this script's load is light). */
const SERVER_CPU = "1";
const NGINX_CPU = "0";

const cleanUp = new CleanUp();

async function main() {
  if (!hasCommand("nginx")) throw new Error("nginx is not on PATH (apt-get install nginx-light)");
  if (!existsSync(path.join(buildDir, "index.js"))) throw new Error(`no build in ${buildDir}: npm run build`);
  const records = new DrillRecords(readUnavailablePages(buildDir));
  const startedAt = Date.now();
  const tag = randomBytes(4).toString("hex");
  const database = `rp_drill_${tag}`;
  const redisPrefix = `rp-drill-${tag}:`;
  const dir = mkdtempSync(path.join(tmpdir(), "rp-drill-"));
  cleanUp.add("remove the temp folder", () => rmSync(dir, { recursive: true, force: true }));
  const storageDir = path.join(dir, "storage");
  mkdirSync(storageDir, { recursive: true });

  const dropDatabase = await createDatabase(DATABASE_URL, database);
  cleanUp.add(`drop database ${database}`, dropDatabase);
  cleanUp.add(`delete Redis keys ${redisPrefix}*`, () => deleteRedisKeys(REDIS_URL, redisPrefix));

  const pgUpstream = new URL(DATABASE_URL);
  const pgProxy = new CuttableProxy(pgUpstream.hostname, Number(pgUpstream.port || 5432));
  const redisUpstream = new URL(REDIS_URL);
  const redisProxy = new CuttableProxy(redisUpstream.hostname, Number(redisUpstream.port || 6379));
  await pgProxy.start();
  await redisProxy.start();
  cleanUp.add("stop the proxies", () => Promise.all([pgProxy.cut(), redisProxy.cut()]));

  const codes = new CodeBook();
  const { templateIds, otpTemplateIds } = dltTemplateIds();
  const gateway = await startGateway(codes, otpTemplateIds);
  cleanUp.add("stop the SMS gateway", () => gateway.close());

  const nginxPort = await freePort();
  const base = `http://127.0.0.1:${nginxPort}`;
  const directUrl = databaseUrl(DATABASE_URL, database);
  const shared = {
    DATABASE_URL: databaseUrl(DATABASE_URL, database, pgProxy.port),
    REDIS_URL: redisUrlVia(REDIS_URL, redisProxy.port),
    REDIS_KEY_PREFIX: redisPrefix,
    STORAGE_DIR: storageDir,
    APP_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: base,
    TRUST_PROXY: "1",
    // Every drill citizen reaches the instances from nginx's one address, as commuters behind a
    // carrier's NAT do: the per-address code limits are raised as the README says for that case.
    OTP_SENDS_PER_ADDRESS_15_MIN: "100000",
    OTP_SENDS_PER_ADDRESS_DAY: "100000",
  };
  const instances = await planInstances({ dir, shared, gateway, templateIds });
  const supervisor = new Supervisor({ records, cpu: SERVER_CPU, shuttingDown: () => cleanUp.started });
  cleanUp.add("stop the instances", () => Promise.all(instances.map((instance) => supervisor.stop(instance))));
  // Started together: the migrations and the demo content take turns (advisory lock).
  await Promise.all(instances.map((instance) => supervisor.launch(instance, { demo: true, initial: true })));

  const nginx = await startNginx({
    dir: path.join(dir, "nginx"),
    port: nginxPort,
    upstreamPorts: instances.map((instance) => instance.port),
    cpu: NGINX_CPU,
  });
  cleanUp.add("stop nginx", () => stopNginx(nginx));

  createStaffUser({
    NODE_ENV: "production",
    DATABASE_URL: directUrl,
    APP_SECRET: shared.APP_SECRET,
    DATA_DIR: path.join(dir, "data-admin"),
    STORAGE_DIR: storageDir,
    SMS_PROVIDER: "outbox",
    SMS_OUTBOX_IN_PRODUCTION: "1",
  });
  const albumId = await firstAlbumId(directUrl);

  console.log(
    `\nnginx at ${base} (docs/deployment.md's configuration, plain HTTP) in front of ${instances
      .map((instance) => `${instance.name} :${instance.port}`)
      .join(" and ")}; set up in ${seconds(Date.now() - startedAt)}.` +
      `\nLoad: ${PAGES_PER_SECOND} page views/s (${[...CACHED_PAGES, FORM_PAGE].join(" ")}), ` +
      `a complaint every ${seconds(SUBMISSION_INTERVAL_MS)}.\n`,
  );

  const load = startLoad({
    base,
    records,
    codes,
    outbox: path.join(instances[0].dataDir, "sms-outbox.jsonl"),
    pagesPerSecond: PAGES_PER_SECOND,
    submissionIntervalMs: SUBMISSION_INTERVAL_MS,
  });
  cleanUp.add("stop the load", () => load.stop());

  const results = await runFaults({
    instances,
    supervisor,
    pgProxy,
    redisProxy,
    base,
    storageDir,
    gateway,
    load,
    albumId,
    records,
  });
  // The last citizens finish; their answers count for the last fault.
  await load.stop();

  const stored = await storedComplaints(directUrl, load.mobiles);
  if (RECORDS_FILE) records.writeTo(RECORDS_FILE, results);
  const failures = report({ records, results, stored, instances, citizens: load.citizens, startedAt });
  if (failures.length > 0) process.exitCode = 1;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.log(`\n${signal}: cleaning up`);
    cleanUp.run().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(`drill failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp.run();
}
