#!/usr/bin/env node
/**
 * `npm run loadtest`: page views and confirmed complaint submissions at the same time,
 * against one instance and against two instances behind a (simulated) load balancer, both on
 * PostgreSQL and Redis; then a check that the database holds exactly as many confirmed complaints
 * as the citizens were told were confirmed.
 *
 * - Scenario A: one instance. Scenario B: two instances on the same PostgreSQL database and Redis
 *   prefix, each with its own DATA_DIR (and so its own SMS outbox and page cache), sharing
 *   STORAGE_DIR and APP_SECRET, as two machines would.
 * - Each scenario gets a fresh PostgreSQL database (`rp_loadtest_<random>_<a|b>`, dropped at the
 *   end) and a fresh REDIS_KEY_PREFIX (its keys deleted at the end).
 * - Page views: autocannon at LOADTEST_CONNECTIONS (default 50) connections for LOADTEST_SECONDS
 *   (default 10), in its own process on CPU 0; each connection cycles through the pages commuters
 *   open most, one of them always rendered (a query parameter no page reads keeps it out of the
 *   page cache). With two instances the connections alternate between them.
 * - Submissions, meanwhile: LOADTEST_SUBMISSIONS (default 100) simulated citizens, started at an
 *   even pace, each from its own documentation-range address (X-Forwarded-For, TRUST_PROXY=1) with
 *   its own mobile number. Each opens the complaint form (keeping its cookies and CSRF token),
 *   waits out the 3-second minimum fill time, posts the complaint, reads its one-time code from the
 *   SMS outbox of the instance that sent it, and confirms it. With two instances a citizen opens
 *   the form and confirms on one and posts the complaint on the other.
 * - The servers run on CPU 1 (taskset, when present), autocannon on CPU 0.
 *
 * Printed per scenario: page requests/s, p50 and p99 latency, non-2xx answers, errors and
 * timeouts; submissions attempted, confirmed and failed. Exits non-zero when the number of
 * confirmed complaints stored differs from the number of successful confirmations answered, or
 * when no submission was confirmed at all.
 *
 * Environment: LOADTEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a role that
 * may create databases), LOADTEST_REDIS_URL (default redis://127.0.0.1:6379), RR_BUILD_DIR.
 */
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Citizen, COMPLAINT, documentationAddress, FILL_TIME_MS } from "./lib/citizen.mjs";
import { pinned, startProductionServer, stop } from "./lib/production-server.mjs";
import { databaseUrl, deleteRedisKeys, withPg } from "./lib/scratch-stores.mjs";

const SECONDS = Number(process.env.LOADTEST_SECONDS || 10);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS || 50);
const SUBMISSIONS = Math.min(Number(process.env.LOADTEST_SUBMISSIONS || 100), 750);
const DATABASE_URL = process.env.LOADTEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.LOADTEST_REDIS_URL || "redis://127.0.0.1:6379";
const SERVER_CPU = "1";
const LOAD_CPU = "0";

// --- autocannon, in a process of its own on the load CPU -----------------------------------------

/** Run as `node scripts/loadtest.mjs --autocannon '<json>'`: one autocannon run, its JSON summary. */
async function autocannonWorker(options) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon(options);
  process.stdout.write(JSON.stringify(result));
}

function pageViews(bases, paths, seconds, connections = CONNECTIONS) {
  const options = {
    url: bases,
    connections,
    duration: seconds,
    timeout: 10,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  };
  const [command, args] = pinned(LOAD_CPU, process.execPath, [
    import.meta.filename,
    "--autocannon",
    JSON.stringify(options),
  ]);
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

// --- simulated citizens ----------------------------------------------------------------------------

/** The codes an instance has texted, from its SMS outbox ($DATA_DIR/sms-outbox.jsonl). */
function codeSentTo(dataDir, mobile) {
  const file = path.join(dataDir, "sms-outbox.jsonl");
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = JSON.parse(lines[index]);
    if (line.to === mobile && line.template === "otp") return /^(\d{4,8})\s/.exec(line.text)?.[1];
  }
  return undefined;
}

/**
 * One citizen's complaint, from opening the form to the confirmation. `formAt` is the instance the
 * browser opens the form and confirms on, `postAt` the one the complaint is posted to.
 */
async function submitComplaint(index, mobile, formAt, postAt) {
  const citizen = new Citizen(documentationAddress(index));
  await citizen.open(`${formAt.base}/complaint`);
  // A person starts filling the form in once it is on the screen.
  const opened = Date.now();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, opened + FILL_TIME_MS - Date.now())));
  const created = await citizen.api(`${postAt.base}/api/complaint/new`, {
    _opened: citizen.opened,
    name: "Asha Patil",
    mobile_number: mobile,
    complaint: COMPLAINT,
  });
  const id = created.json?.complaint?.id;
  if (created.status !== 200 || !id) throw new Error(`new: ${created.status} ${created.json?.message ?? ""}`);
  let code;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    code = codeSentTo(postAt.dataDir, mobile);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error("no code in the outbox");
  const verified = await citizen.api(`${formAt.base}/api/complaint/verify`, { complaint_id: String(id), otp: code });
  if (verified.status !== 200 || verified.json?.otp_verification !== "successful") {
    throw new Error(`verify: ${verified.status} ${verified.json?.reason ?? verified.json?.message ?? ""}`);
  }
  return verified.json.reference;
}

// --- one scenario -----------------------------------------------------------------------------------

async function scenario(name, instanceCount) {
  const tag = `${randomBytes(4).toString("hex")}_${name.toLowerCase()}`;
  const database = `rp_loadtest_${tag}`;
  const redisPrefix = `rp-loadtest-${tag}:`;
  const dir = mkdtempSync(path.join(tmpdir(), "rp-loadtest-"));
  const shared = {
    DATABASE_URL: databaseUrl(DATABASE_URL, database),
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    STORAGE_DIR: path.join(dir, "storage"),
    APP_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "1",
  };
  mkdirSync(shared.STORAGE_DIR, { recursive: true });
  await withPg(DATABASE_URL, (client) => client.query(`create database ${database}`));
  const instances = [];
  try {
    // Started together: the migrations and the demo content take turns (advisory lock).
    const started = await Promise.all(
      Array.from({ length: instanceCount }, async (_, index) => {
        const dataDir = path.join(dir, `data-${index}`);
        const server = await startProductionServer({ dataDir, cpu: SERVER_CPU, env: shared });
        return { ...server, dataDir };
      }),
    );
    instances.push(...started);
    const bases = instances.map((instance) => instance.base);

    const news = await (await fetch(`${bases[0]}/iapi/front/news?page=1`)).json();
    const articleId = news.data?.data?.[0]?.id;
    if (!articleId) throw new Error("no news article in the demo content");
    const paths = [
      "/",
      "/news",
      `/news/${articleId}`,
      "/police-station/10",
      "/iapi/front/news?page=2",
      "/news?loadtest=render",
    ];
    await pageViews(bases, paths, 2, 10); // warm-up: JIT, pools, page caches

    const startedAt = new Date();
    const views = pageViews(bases, paths, SECONDS);
    // Citizens start at an even pace, so that their submissions overlap the page views.
    const spreadMs = Math.max(1, SECONDS - 4) * 1000;
    const mobileStem = `9${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: SUBMISSIONS }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * spreadMs) / SUBMISSIONS));
        const formAt = instances[index % instances.length];
        const postAt = instances[(index + 1) % instances.length];
        return submitComplaint(index, `${mobileStem}${String(index).padStart(4, "0")}`, formAt, postAt);
      }),
    );
    const pages = await views;

    const confirmed = outcomes.filter((outcome) => outcome.status === "fulfilled").length;
    const failures = new Map();
    for (const outcome of outcomes) {
      if (outcome.status !== "rejected") continue;
      const reason = String(outcome.reason?.message ?? outcome.reason);
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
    const stored = await withPg(shared.DATABASE_URL, async (client) => {
      const { rows } = await client.query(
        "select count(*)::int as n from citizen_reports where kind = 'complaint' and status <> 'draft' and created_at >= $1",
        [startedAt.toISOString()],
      );
      return rows[0].n;
    });
    return {
      name,
      instances: instanceCount,
      rps: pages.requests.average,
      p50: pages.latency.p50,
      p99: pages.latency.p99,
      total: pages.requests.total,
      non2xx: pages.non2xx,
      errors: pages.errors,
      timeouts: pages.timeouts,
      attempted: SUBMISSIONS,
      confirmed,
      failed: SUBMISSIONS - confirmed,
      failures,
      stored,
    };
  } finally {
    await Promise.all(instances.map((instance) => stop(instance.child)));
    await withPg(DATABASE_URL, (client) => client.query(`drop database if exists ${database} with (force)`)).catch(
      (error) => console.warn(`could not drop database ${database}: ${error.message}`),
    );
    await deleteRedisKeys(REDIS_URL, redisPrefix).catch((error) =>
      console.warn(`could not delete Redis keys ${redisPrefix}*: ${error.message}`),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const cpus = execFileSync("nproc", { encoding: "utf8" }).trim();
  console.log(
    `\n${SECONDS} s per scenario; page views at ${CONNECTIONS} connections (autocannon on CPU ${LOAD_CPU}), ` +
      `${SUBMISSIONS} complaint submissions meanwhile; servers on CPU ${SERVER_CPU} (${cpus} CPUs here).\n`,
  );
  const results = [];
  for (const [name, count] of [
    ["A", 1],
    ["B", 2],
  ]) {
    results.push(await scenario(name, count));
  }

  const header = [
    "scenario",
    "pages req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "timeouts",
    "submitted",
    "confirmed",
    "failed",
    "stored",
  ];
  const rows = results.map((r) => [
    `${r.name}: ${r.instances} instance${r.instances > 1 ? "s" : ""}`,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors),
    String(r.timeouts),
    String(r.attempted),
    String(r.confirmed),
    String(r.failed),
    String(r.stored),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  let ok = true;
  for (const r of results) {
    for (const [reason, count] of r.failures) console.log(`  ${r.name}: ${count} × ${reason}`);
    if (r.stored !== r.confirmed) {
      console.error(`${r.name}: ${r.stored} confirmed complaints stored, but ${r.confirmed} confirmations answered`);
      ok = false;
    } else if (r.confirmed === 0) {
      console.error(`${r.name}: no submission was confirmed`);
      ok = false;
    } else {
      console.log(`${r.name}: stored confirmed complaints = successful confirmations = ${r.stored}`);
    }
  }
  if (!ok) process.exitCode = 1;
}

const workerAt = process.argv.indexOf("--autocannon");
if (workerAt !== -1) await autocannonWorker(JSON.parse(process.argv[workerAt + 1]));
else await main();
