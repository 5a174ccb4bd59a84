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
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { templateIdVariables } from "../app/.server/sms/template-list.ts";
import { Citizen, COMPLAINT, documentationAddress, FILL_TIME_MS, PageError } from "./lib/citizen.mjs";
import {
  buildDir,
  freePort,
  hasCommand,
  pinned,
  projectRoot,
  startProductionServer,
  stop,
  waitFor,
} from "./lib/production-server.mjs";

const DATABASE_URL = process.env.DRILL_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.DRILL_REDIS_URL || "redis://127.0.0.1:6379";
const PAGES_PER_SECOND = Number(process.env.DRILL_PAGES_PER_SECOND || 30);
const SUBMISSION_INTERVAL_MS = Number(process.env.DRILL_SUBMISSION_INTERVAL_MS || 500);
/** The instances on CPU 1, nginx on CPU 0 (this script's load is light). */
/** Every answer the drill recorded, as JSON lines, when set (for a closer look at a failure). */
const RECORDS_FILE = process.env.DRILL_RECORDS;
const SERVER_CPU = "1";
const NGINX_CPU = "0";

/** How long PostgreSQL or Redis is away in a restart. */
const OUTAGE_MS = 3_000;
/** How long PostgreSQL stays away after an instance has started without it. */
const START_OUTAGE_MS = 5_000;
/** The unit's RestartSec (docs/deployment.md): a killed instance is started again this much later. */
const RESTART_SEC_MS = 10_000;
/** Load before each fault and after the instances are back. */
const BEFORE_MS = 3_000;
const AFTER_MS = 4_000;
/** Every instance must answer /healthz and /readyz/dependencies this soon after a fault ended. */
const BACK_WITHIN_S = 20;
/** The slow gateway answers after this long, longer than SMS_TIMEOUT_MS's default of 5 s. */
const SLOW_GATEWAY_MS = 6_000;
const SLOW_WINDOW_MS = 8_000;
/** Citizens held at the door of a request, then let through together just before the kill. */
const BURST = 8;

const CACHED_PAGES = ["/", "/news", "/all-police-stations"];
const FORM_PAGE = "/complaint";
const STAFF = { email: "drill@example.org", password: "monsoon platform chai umbrella drill", name: "Sample Officer" };
const NGINX_BARE_PAGE = "<center>nginx</center>";
const STORAGE_UNWRITABLE_TITLE = "Files cannot be saved just now";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// --- what happened: every answer, by the phase in which it arrived --------------------------------

const records = [];
let phase = "warm-up";
const unexpectedExits = [];

function note(record) {
  records.push({ ...record, phase, at: Date.now() });
}

let unavailablePages;

/** ok: below 400; nginx-bare: nginx's own error page; nginx-page: the guide's error_page file; site: the site's own error. */
function kindOf(status, body) {
  if (body.includes(NGINX_BARE_PAGE)) return "nginx-bare";
  if (status >= 500 && unavailablePages.has(body.trim())) return "nginx-page";
  return status < 400 ? "ok" : "site";
}

function describeError(error) {
  const cause = error?.cause?.code ?? error?.cause?.message;
  return cause ? `${error.message} (${cause})` : String(error?.message ?? error);
}

// --- TCP proxies that can be cut and restored -------------------------------------------------------

/**
 * A TCP proxy in front of PostgreSQL or Redis. Cut, it stops listening and drops every open
 * connection, which is what the instances see while the service restarts: the connections they
 * had die and new ones are refused. Restored, it listens on the same port again.
 */
class CuttableProxy {
  sockets = new Set();
  server = undefined;
  port = 0;

  constructor(host, upstreamPort) {
    this.host = host;
    this.upstreamPort = upstreamPort;
  }

  async start() {
    this.server = createServer((client) => {
      const upstream = createConnection({ host: this.host, port: this.upstreamPort });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.port, "127.0.0.1", resolve);
    });
    this.port = this.server.address().port;
  }

  async cut() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  restore() {
    return this.server ? Promise.resolve() : this.start();
  }
}

// --- the SMS: instance 1's outbox and instance 2's gateway ------------------------------------------

/** The one-time codes texted to each mobile, as the citizen's phone would show them. */
class CodeBook {
  codes = new Map();
  outboxes = new Map();

  /** Reads the new lines of an instance's SMS outbox ($DATA_DIR/sms-outbox.jsonl). */
  readOutbox(file, via) {
    if (!existsSync(file)) return;
    const state = this.outboxes.get(file) ?? { offset: 0, rest: "" };
    const size = statSync(file).size;
    if (size > state.offset) {
      const buffer = Buffer.alloc(size - state.offset);
      const fd = openSync(file, "r");
      try {
        readSync(fd, buffer, 0, buffer.length, state.offset);
      } finally {
        closeSync(fd);
      }
      state.offset = size;
      const lines = (state.rest + buffer.toString("utf8")).split("\n");
      state.rest = lines.pop();
      for (const line of lines.filter(Boolean)) {
        const message = JSON.parse(line);
        if (message.template === "otp") this.add(message.to, message.text, via, false);
      }
    }
    this.outboxes.set(file, state);
  }

  add(to, text, via, slow) {
    const code = /^(\d{4,8})\s/.exec(text)?.[1];
    if (code) this.codes.set(to.replace(/^91(?=\d{10}$)/, ""), { code, via, slow });
  }

  async waitFor(mobile, outbox, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.readOutbox(outbox, "outbox");
      const found = this.codes.get(mobile);
      if (found || Date.now() > deadline) return found;
      await sleep(100);
    }
  }
}

/**
 * A gateway for SMS_PROVIDER=http: it takes each message (the citizen's phone has the code from
 * that moment) and answers after `delayMs`, at once unless the slow-gateway fault is on.
 */
async function startGateway(book, otpTemplateIds) {
  const gateway = { delayMs: 0, received: 0, receivedSlow: 0 };
  const server = createHttpServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const slow = gateway.delayMs > 0;
      try {
        const message = JSON.parse(body);
        gateway.received += 1;
        if (slow) gateway.receivedSlow += 1;
        if (otpTemplateIds.has(message.dlt_template_id)) book.add(message.to, message.text, "gateway", slow);
      } catch {
        // not a message: answered all the same
      }
      const timer = setTimeout(() => {
        if (!response.destroyed) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ id: randomBytes(8).toString("hex") }));
        }
      }, gateway.delayMs);
      response.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${server.address().port}/send`;
  gateway.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return gateway;
}

// --- PostgreSQL and Redis, directly (set-up, checks and clean-up) -------------------------------------

async function withPg(connectionString, work) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name, port) {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  if (port) {
    url.hostname = "127.0.0.1";
    url.port = String(port);
  }
  return url.href;
}

async function deleteRedisKeys(prefix) {
  const { Redis } = await import("ioredis");
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

// --- the instances, supervised as systemd would -------------------------------------------------------

let shuttingDown = false;

/**
 * Starts (or starts again) one instance on its port. An exit the drill did not cause counts
 * against the run and is followed by a start 10 s later, as the unit's Restart=on-failure does.
 */
async function launch(instance, { demo = false, initial = false } = {}) {
  instance.expectExit = false;
  const log = openSync(instance.logFile, "a");
  try {
    const { child } = await startProductionServer({
      dataDir: instance.dataDir,
      cpu: SERVER_CPU,
      port: instance.port,
      stdout: log,
      stderr: log,
      waitSeconds: 90,
      env: { ...instance.env, DEMO_CONTENT: demo ? "1" : "0" },
      // Known at once, so that a clean-up during start-up stops it too.
      onSpawn: (spawned) => (instance.child = spawned),
    });
    child.once("exit", (code, signal) => {
      if (!instance.expectExit && !shuttingDown) crashed(instance, `exited by itself (${signal ?? `code ${code}`})`);
    });
  } catch (error) {
    if (initial) throw new Error(`${instance.name}: ${error.message}; its log: ${instance.logFile}`);
    if (!shuttingDown) crashed(instance, `failed to start: ${error.message}`);
  } finally {
    closeSync(log);
  }
}

function crashed(instance, how) {
  unexpectedExits.push({ instance: instance.name, phase, how });
  console.log(`   ! ${instance.name} ${how}; started again ${seconds(RESTART_SEC_MS)} later, as systemd would`);
  instance.restart = sleep(RESTART_SEC_MS).then(() => (shuttingDown ? undefined : launch(instance)));
}

async function stopInstance(instance, signal = "SIGTERM") {
  instance.expectExit = true;
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  if (signal === "SIGTERM") return stop(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Seconds from `since` until the instance answers /healthz and /readyz/dependencies (undefined: not within the limit). */
async function backAfter(instance, since) {
  const deadline = since + BACK_WITHIN_S * 1000;
  while (Date.now() < deadline) {
    if ((await answers(`${instance.base}/healthz`)) && (await answers(`${instance.base}/readyz/dependencies`))) {
      return (Date.now() - since) / 1000;
    }
    await sleep(100);
  }
  return undefined;
}

// --- nginx with the guide's configuration ---------------------------------------------------------------

/**
 * nginx.conf from docs/deployment.md: its upstream and site blocks and its asset cache, changed
 * only where this machine differs (every edit must find its text, so a guide that changes shape
 * stops the drill rather than testing something else): the two instances in the upstream, plain
 * HTTP on a loopback port instead of TLS (no certificate; the redirecting port-80 server dropped),
 * this build's build/client as the root of the unavailable pages, and paths in the temp folder.
 */
function nginxConfig({ dir, port, upstreamPorts }) {
  const guide = readFileSync(path.join(projectRoot, "docs/deployment.md"), "utf8");
  const blocks = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]);
  const site = blocks.find((block) => block.startsWith("upstream railway_police"));
  const cache = blocks.find((block) => block.startsWith("proxy_cache_path"));
  if (!site || !cache) throw new Error("docs/deployment.md: its nginx configuration was not found");
  const edit = (text, pattern, replacement) => {
    if (!pattern.test(text)) throw new Error(`docs/deployment.md: the nginx configuration has no ${pattern}`);
    pattern.lastIndex = 0;
    return text.replace(pattern, replacement);
  };
  let server = site;
  server = edit(server, /^([ \t]*)server 127\.0\.0\.1:3000 (max_fails=0;)$/m, (_, indent, options) =>
    upstreamPorts.map((upstream) => `${indent}server 127.0.0.1:${upstream} ${options}`).join("\n"),
  );
  server = edit(server, /\n# Plain HTTP only redirects[\s\S]*?\n\}\n/, "\n");
  server = edit(server, /^[ \t]*# nginx 1\.25\.1 and later.*\n/m, "");
  server = edit(server, /^([ \t]*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${port};`);
  server = edit(server, /^[ \t]*listen \[::\]:443 ssl http2;\n/m, "");
  server = edit(server, /^[ \t]*ssl_\w+[ \t].*\n/gm, "");
  server = edit(server, /root \/srv\/railway-police\/build\/client;/g, `root ${path.join(buildDir, "client")};`);
  const cachePath = edit(cache, /\/var\/cache\/nginx\/railway-police/, path.join(dir, "cache"));
  const mimeTypes = "/etc/nginx/mime.types";
  return [
    "# Written by scripts/drill.mjs from docs/deployment.md (plain HTTP on loopback instead of TLS).",
    "daemon off;",
    "worker_processes 1;",
    // The temp folder is root's alone when the drill runs as root.
    process.getuid?.() === 0 ? "user root;" : "",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    existsSync(mimeTypes) ? `include ${mimeTypes};` : "types { text/html html; application/json json; }",
    "default_type application/octet-stream;",
    `access_log ${path.join(dir, "access.log")};`,
    `client_body_temp_path ${path.join(dir, "body")};`,
    `proxy_temp_path ${path.join(dir, "proxy")};`,
    cachePath,
    server,
    "}",
    "",
  ].join("\n");
}

async function startNginx(dir, port, upstreamPorts) {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, port, upstreamPorts }));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf];
  execFileSync("nginx", ["-t", "-q", ...args], { stdio: ["ignore", "ignore", "inherit"] });
  const [command, commandArgs] = pinned(NGINX_CPU, "nginx", args);
  const child = spawn(command, commandArgs, { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}/healthz`, child, 30);
  return child;
}

// --- the load: page views and citizens -------------------------------------------------------------------

async function pageView(base, pathname) {
  try {
    const response = await fetch(`${base}${pathname}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
      headers: { accept: "text/html" },
    });
    const body = await response.text();
    note({ type: "page", path: pathname, status: response.status, kind: kindOf(response.status, body) });
  } catch (error) {
    note({ type: "page", path: pathname, status: 0, kind: "network", reason: describeError(error) });
  }
}

let citizens = 0;
const mobileStem = `9${String(randomInt(100_000)).padStart(5, "0")}`;
const allMobiles = [];

/**
 * One citizen's complaint through nginx, from the form to the confirmation. `hold` (the kill
 * fault's burst) stops the citizen at the door of its "new" or "verify" request until released.
 */
async function submission(base, context, hold) {
  const index = citizens++;
  const mobile = `${mobileStem}${String(index).padStart(4, "0")}`;
  allMobiles.push(mobile);
  const citizen = new Citizen(documentationAddress(index % 762));
  const result = {
    type: "submission",
    mobile,
    step: "form",
    burst: Boolean(hold),
    startedAt: Date.now(),
    startPhase: phase,
  };
  const failed = (status, body, reason) => {
    const kind = kindOf(status, body ?? "");
    // The site's own message says what the citizen was told; nginx's page is always the same one.
    Object.assign(result, { outcome: "failed", status, kind, reason: kind === "site" ? reason : undefined });
  };
  try {
    await citizen.open(`${base}${FORM_PAGE}`);
    await sleep(FILL_TIME_MS);
    if (hold?.before === "new") await hold.ready();
    result.step = "new";
    const started = Date.now();
    const created = await citizen.api(`${base}/api/complaint/new`, {
      _opened: citizen.opened,
      name: "Asha Patil",
      mobile_number: mobile,
      complaint: COMPLAINT,
    });
    result.newMs = Date.now() - started;
    const id = created.json?.complaint?.id;
    if (created.status !== 200 || !id) {
      failed(created.status, created.body, created.json?.message);
    } else {
      result.step = "code";
      const sms = await context.codes.waitFor(mobile, context.outbox);
      if (!sms) {
        Object.assign(result, { outcome: "failed", status: created.status, kind: "no-code" });
      } else {
        Object.assign(result, { via: sms.via, slow: sms.slow });
        if (hold?.before === "verify") await hold.ready();
        result.step = "verify";
        const verified = await citizen.api(`${base}/api/complaint/verify`, { complaint_id: String(id), otp: sms.code });
        if (verified.status !== 200 || verified.json?.otp_verification !== "successful") {
          failed(verified.status, verified.body, verified.json?.reason ?? verified.json?.message);
        } else {
          Object.assign(result, { outcome: "confirmed", status: 200, kind: "ok", reference: verified.json.reference });
        }
      }
    }
  } catch (error) {
    if (error instanceof PageError) failed(error.status, error.body);
    else Object.assign(result, { outcome: "failed", status: 0, kind: "network", reason: describeError(error) });
  }
  note(result);
}

function startLoad(base, context) {
  const pending = new Set();
  const track = (promise) => {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
  };
  const pages = [...CACHED_PAGES, FORM_PAGE];
  let next = 0;
  const pageTimer = setInterval(() => track(pageView(base, pages[next++ % pages.length])), 1000 / PAGES_PER_SECOND);
  const submissionTimer = setInterval(() => track(submission(base, context)), SUBMISSION_INTERVAL_MS);
  return {
    track,
    async stop() {
      clearInterval(pageTimer);
      clearInterval(submissionTimer);
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * BURST citizens, half held before their "new" request and half before "verify"; resolves once
 * all are waiting, with `release()` sending all their requests at once.
 */
async function heldCitizens(base, context, load) {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  let waiting = 0;
  let allWaiting;
  const everyone = new Promise((resolve) => (allWaiting = resolve));
  const ready = async () => {
    waiting += 1;
    if (waiting === BURST) allWaiting();
    await gate;
  };
  for (let index = 0; index < BURST; index += 1) {
    load.track(submission(base, context, { before: index % 2 ? "verify" : "new", ready }));
  }
  // A held citizen that fails before its door never arrives there: do not wait for it for ever.
  await Promise.race([everyone, sleep(15_000)]);
  return { release, waiting: () => waiting };
}

// --- staff ---------------------------------------------------------------------------------------------------

function createStaffUser(env) {
  execFileSync(
    process.execPath,
    [path.join(buildDir, "admin.js"), "create-user", "--email", STAFF.email, "--role", "admin", "--name", STAFF.name],
    { env: { ...process.env, ...env, ADMIN_PASSWORD: STAFF.password }, stdio: ["ignore", "ignore", "inherit"] },
  );
}

async function signIn(base) {
  const staff = new Citizen("192.0.2.254");
  await (await staff.send(`${base}/admin/sign-in`)).arrayBuffer();
  const response = await staff.send(`${base}/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({
      _token: decodeURIComponent(staff.cookies.get("XSRF-TOKEN") ?? ""),
      email: STAFF.email,
      password: STAFF.password,
    }).toString(),
  });
  await response.arrayBuffer();
  if (response.status !== 302 || response.headers.get("location") !== "/admin") {
    throw new Error(`staff sign-in: ${response.status} to ${response.headers.get("location")}`);
  }
  return staff;
}

let photo;

/** A staff member adds a photo to an album, as the album's photo form sends it. */
async function uploadPhoto(staff, base, albumId, label) {
  if (!photo) {
    const { default: sharp } = await import("sharp");
    photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 90, b: 150 } } })
      .jpeg()
      .toBuffer();
  }
  const form = new FormData();
  form.append("_token", decodeURIComponent(staff.cookies.get("XSRF-TOKEN") ?? ""));
  form.append("caption_en_1", `Sample: drill photo ${label}`);
  form.append("photo_1", new Blob([photo], { type: "image/jpeg" }), `drill-${label}.jpg`);
  const response = await staff.send(`${base}/admin/content/albums/${albumId}/photos`, {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin" },
    body: form,
  });
  const body = await response.text();
  return {
    status: response.status,
    kind: kindOf(response.status, body),
    saved: response.status === 302 && /done=photos_added/.test(response.headers.get("location") ?? ""),
    storagePage: body.includes(STORAGE_UNWRITABLE_TITLE),
  };
}

async function dependencies(instance) {
  try {
    const response = await fetch(`${instance.base}/readyz/dependencies`, { signal: AbortSignal.timeout(5_000) });
    return { ...(await response.json()), httpStatus: response.status };
  } catch (error) {
    return { httpStatus: 0, failed: [describeError(error)] };
  }
}

// --- the faults ------------------------------------------------------------------------------------------------

function faults(drill) {
  const { instances, pgProxy, redisProxy, base, context, storageDir, gateway } = drill;
  const [first, second] = instances;
  return [
    {
      title: "PostgreSQL restart",
      what: `PostgreSQL's proxy cut for ${seconds(OUTAGE_MS)}`,
      async run() {
        await pgProxy.cut();
        await sleep(OUTAGE_MS);
        await pgProxy.restore();
        return { endedAt: Date.now() };
      },
    },
    {
      title: "Redis restart",
      what: `Redis's proxy cut for ${seconds(OUTAGE_MS)}`,
      async run() {
        await redisProxy.cut();
        await sleep(OUTAGE_MS);
        await redisProxy.restore();
        return { endedAt: Date.now() };
      },
    },
    {
      title: "kill -9 of an instance",
      what: `instance 1 killed with ${BURST} requests let through just before, started ${seconds(RESTART_SEC_MS)} later`,
      async run() {
        const held = await heldCitizens(base, context, drill.load);
        held.release();
        // Long enough for nginx to pass the requests on, short of their answers.
        await sleep(5);
        await stopInstance(first, "SIGKILL");
        const notes = [`${held.waiting()} of ${BURST} held citizens were let through at the kill`];
        await sleep(RESTART_SEC_MS);
        return { endedAt: Date.now(), after: launch(first), notes, since: "its restart" };
      },
    },
    {
      title: "start while PostgreSQL is down",
      what: `instance 2 stopped, PostgreSQL's proxy cut, instance 2 started, PostgreSQL back ${seconds(START_OUTAGE_MS)} later`,
      async run() {
        await stopInstance(second);
        await pgProxy.cut();
        const starting = launch(second);
        await sleep(START_OUTAGE_MS);
        await pgProxy.restore();
        return { endedAt: Date.now(), after: starting, since: "PostgreSQL came back" };
      },
    },
    {
      title: "storage not writable",
      what: "STORAGE_DIR renamed away and a file put in its place while staff upload a photo",
      async run() {
        const checks = [];
        const staff = await signIn(base);
        const albumId = drill.albumId;
        const control = await uploadPhoto(staff, base, albumId, "before");
        checks.push([control.saved, `a photo uploaded before the fault is saved (${control.status})`]);
        const away = `${storageDir}.away`;
        renameSync(storageDir, away);
        writeFileSync(storageDir, "the file store is not here: scripts/drill.mjs\n");
        try {
          const during = await uploadPhoto(staff, base, albumId, "during");
          checks.push([
            during.status === 503 && during.kind === "site" && during.storagePage,
            `an upload during the fault gets the site's 503 "${STORAGE_UNWRITABLE_TITLE}" (${during.status}, ${during.kind})`,
          ]);
          const named = await Promise.all(instances.map(dependencies));
          checks.push([
            named.every((answer) => answer.httpStatus === 503 && (answer.failed ?? []).includes("storage")),
            `/readyz/dependencies names "storage" on every instance (${named
              .map((answer) => `${answer.httpStatus} ${JSON.stringify(answer.failed ?? [])}`)
              .join(", ")})`,
          ]);
          await sleep(OUTAGE_MS);
        } finally {
          rmSync(storageDir, { force: true });
          renameSync(away, storageDir);
        }
        const endedAt = Date.now();
        const after = uploadPhoto(staff, base, albumId, "after").then((answer) => {
          checks.push([answer.saved, `a photo uploaded after the fault is saved (${answer.status})`]);
        });
        return { endedAt, after, checks };
      },
    },
    {
      title: "slow SMS gateway",
      what: `instance 2's gateway answers after ${seconds(SLOW_GATEWAY_MS)} (SMS_TIMEOUT_MS 5 s) for ${seconds(SLOW_WINDOW_MS)}`,
      async run() {
        const before = gateway.receivedSlow;
        gateway.delayMs = SLOW_GATEWAY_MS;
        await sleep(SLOW_WINDOW_MS);
        gateway.delayMs = 0;
        return {
          endedAt: Date.now(),
          // The citizens whose codes went out slowly finish their code step meanwhile.
          afterMs: SLOW_GATEWAY_MS,
          notes: [`${gateway.receivedSlow - before} messages reached the gateway while it was slow`],
        };
      },
    },
  ];
}

// --- the report ----------------------------------------------------------------------------------------------------

function countBy(items, key) {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const KIND_WORDS = {
  ok: "",
  site: " site",
  "nginx-page": " nginx's unavailable page",
  "nginx-bare": " nginx's bare page",
  "no-code": " but no code reached the phone",
};

function describeAnswers(items) {
  return countBy(items, (item) =>
    item.kind === "ok"
      ? String(item.status)
      : `${item.path} ${item.kind === "network" ? `no answer (${item.reason})` : `${item.status}${KIND_WORDS[item.kind]}`}`,
  )
    .map(([what, count]) => `${what} ×${count}`)
    .join(", ");
}

function describeFailures(items) {
  return countBy(items, (item) =>
    item.outcome === "confirmed"
      ? "confirmed"
      : item.kind === "network"
        ? `${item.step}: no answer (${item.reason})`
        : `${item.step}: ${item.status}${KIND_WORDS[item.kind] ?? ""}${item.reason ? ` "${item.reason}"` : ""}`,
  )
    .map(([what, count]) => `${what} ×${count}`)
    .join("; ");
}

/** What visitors saw in one phase, and the database's account of its confirmations. */
function summarise(label, stored) {
  const mine = records.filter((record) => record.phase === label);
  const pages = mine.filter((record) => record.type === "page");
  const cached = pages.filter((record) => CACHED_PAGES.includes(record.path));
  const submissions = mine.filter((record) => record.type === "submission");
  const confirmed = submissions.filter((record) => record.outcome === "confirmed");
  const failedOnes = submissions.filter((record) => record.outcome === "failed");
  const bare = mine.filter((record) => record.kind === "nginx-bare").length;
  const storedOnce = confirmed.filter((record) => stored.get(record.mobile) === 1).length;
  const storedAnyway = failedOnes.filter((record) => (stored.get(record.mobile) ?? 0) > 0);
  return {
    pages,
    cachedOk: cached.filter((record) => record.status === 200).length,
    cachedTotal: cached.length,
    bare,
    submissions,
    confirmed,
    failedOnes,
    storedOnce,
    storedAnyway,
  };
}

// --- the drill ---------------------------------------------------------------------------------------------------------

const cleanups = [];
let cleaning;

function cleanUp() {
  shuttingDown = true;
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const [what, task] = cleanups.pop();
      try {
        await task();
      } catch (error) {
        console.warn(`clean-up: could not ${what}: ${describeError(error)}`);
      }
    }
  })();
  return cleaning;
}

async function main() {
  if (!hasCommand("nginx")) throw new Error("nginx is not on PATH (apt-get install nginx-light)");
  if (!existsSync(path.join(buildDir, "index.js"))) throw new Error(`no build in ${buildDir}: npm run build`);
  unavailablePages = new Set(
    ["unavailable.html", "unavailable.json"].map((file) =>
      readFileSync(path.join(buildDir, "client", file), "utf8").trim(),
    ),
  );
  const startedAt = Date.now();
  const tag = randomBytes(4).toString("hex");
  const database = `rp_drill_${tag}`;
  const redisPrefix = `rp-drill-${tag}:`;
  const dir = mkdtempSync(path.join(tmpdir(), "rp-drill-"));
  cleanups.push(["remove the temp folder", () => rmSync(dir, { recursive: true, force: true })]);
  const storageDir = path.join(dir, "storage");
  mkdirSync(storageDir, { recursive: true });

  await withPg(DATABASE_URL, (client) => client.query(`create database ${database}`));
  cleanups.push([
    `drop database ${database}`,
    () => withPg(DATABASE_URL, (client) => client.query(`drop database if exists ${database} with (force)`)),
  ]);
  cleanups.push([`delete Redis keys ${redisPrefix}*`, () => deleteRedisKeys(redisPrefix)]);

  const pgUpstream = new URL(DATABASE_URL);
  const pgProxy = new CuttableProxy(pgUpstream.hostname, Number(pgUpstream.port || 5432));
  const redisUpstream = new URL(REDIS_URL);
  const redisProxy = new CuttableProxy(redisUpstream.hostname, Number(redisUpstream.port || 6379));
  await pgProxy.start();
  await redisProxy.start();
  cleanups.push(["stop the proxies", () => Promise.all([pgProxy.cut(), redisProxy.cut()])]);

  const codes = new CodeBook();
  const otpVariables = templateIdVariables("SMS_DLT_TEMPLATE");
  const templateIds = Object.fromEntries(
    otpVariables.map((variable, index) => [variable, `1107${String(index + 1).padStart(15, "0")}`]),
  );
  const gateway = await startGateway(
    codes,
    new Set([templateIds.SMS_DLT_TEMPLATE_OTP_EN, templateIds.SMS_DLT_TEMPLATE_OTP_MR]),
  );
  cleanups.push(["stop the SMS gateway", () => gateway.close()]);

  const nginxPort = await freePort();
  const base = `http://127.0.0.1:${nginxPort}`;
  const directUrl = databaseUrl(database);
  const redisUrl = new URL(REDIS_URL);
  redisUrl.hostname = "127.0.0.1";
  redisUrl.port = String(redisProxy.port);
  const shared = {
    DATABASE_URL: databaseUrl(database, pgProxy.port),
    REDIS_URL: redisUrl.href,
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
  const instances = await Promise.all(
    [1, 2].map(async (number) => ({
      name: `instance ${number}`,
      port: await freePort(),
      dataDir: path.join(dir, `data-${number}`),
      logFile: path.join(dir, `instance-${number}.log`),
    })),
  );
  for (const instance of instances) instance.base = `http://127.0.0.1:${instance.port}`;
  instances[0].env = { ...shared, SMS_PROVIDER: "outbox", SMS_OUTBOX_IN_PRODUCTION: "1" };
  instances[1].env = {
    ...shared,
    ...templateIds,
    SMS_PROVIDER: "http",
    SMS_OUTBOX_IN_PRODUCTION: "0",
    SMS_HTTP_URL: gateway.url,
    SMS_SENDER_ID: "MRPOLC",
    SMS_DLT_ENTITY_ID: "1101000000000000000",
  };
  cleanups.push(["stop the instances", () => Promise.all(instances.map((instance) => stopInstance(instance)))]);
  // Started together: the migrations and the demo content take turns (advisory lock).
  await Promise.all(instances.map((instance) => launch(instance, { demo: true, initial: true })));

  const nginx = await startNginx(
    path.join(dir, "nginx"),
    nginxPort,
    instances.map((instance) => instance.port),
  );
  cleanups.push([
    "stop nginx",
    async () => {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    },
  ]);

  createStaffUser({
    NODE_ENV: "production",
    DATABASE_URL: directUrl,
    APP_SECRET: shared.APP_SECRET,
    DATA_DIR: path.join(dir, "data-admin"),
    STORAGE_DIR: storageDir,
    SMS_PROVIDER: "outbox",
    SMS_OUTBOX_IN_PRODUCTION: "1",
  });
  const albumId = await withPg(directUrl, async (client) => {
    const { rows } = await client.query("select id from albums order by id limit 1");
    return rows[0]?.id;
  });
  if (!albumId) throw new Error("no album in the demo content");

  console.log(
    `\nnginx at ${base} (docs/deployment.md's configuration, plain HTTP) in front of ${instances
      .map((instance) => `${instance.name} :${instance.port}`)
      .join(" and ")}; set up in ${seconds(Date.now() - startedAt)}.` +
      `\nLoad: ${PAGES_PER_SECOND} page views/s (${[...CACHED_PAGES, FORM_PAGE].join(" ")}), ` +
      `a complaint every ${seconds(SUBMISSION_INTERVAL_MS)}.\n`,
  );

  const context = { codes, outbox: path.join(instances[0].dataDir, "sms-outbox.jsonl") };
  const load = startLoad(base, context);
  cleanups.push(["stop the load", () => load.stop()]);
  const drill = { instances, pgProxy, redisProxy, base, context, storageDir, gateway, load, albumId };

  await sleep(2_000);
  phase = "baseline";
  await sleep(BEFORE_MS + AFTER_MS);

  const results = [];
  const list = faults(drill);
  for (const [index, fault] of list.entries()) {
    const label = `${index + 1}. ${fault.title}`;
    phase = label;
    console.log(`${label}: ${fault.what}`);
    await sleep(BEFORE_MS);
    const faultAt = Date.now();
    const outcome = await fault.run();
    // Polled from the fault's end, while what remains of it (a start, an upload) goes on.
    const [back] = await Promise.all([
      Promise.all(instances.map((instance) => backAfter(instance, outcome.endedAt))),
      outcome.after,
    ]);
    await Promise.all(instances.map((instance) => instance.restart));
    await sleep(Math.max(AFTER_MS, outcome.afterMs ?? 0));
    results.push({ label, fault, ...outcome, back, faultAt });
  }
  // The last citizens finish; their answers count for the last fault.
  await load.stop();

  const stored = await withPg(directUrl, async (client) => {
    const { rows } = await client.query(
      "select mobile_number, count(*)::int as n from citizen_reports where kind = 'complaint' and status <> 'draft' and mobile_number = any($1) group by mobile_number",
      [allMobiles],
    );
    return new Map(rows.map((row) => [row.mobile_number, row.n]));
  });

  if (RECORDS_FILE) {
    const faultTimes = results.map(({ label, faultAt, endedAt }) => ({ type: "fault", label, faultAt, endedAt }));
    writeFileSync(RECORDS_FILE, [...faultTimes, ...records].map((record) => JSON.stringify(record)).join("\n"));
  }

  // --- printed: per phase, then the checks and a table -----------------------------------------------
  const failures = [];
  const check = (ok, text) => {
    console.log(`   ${ok ? "ok  " : "FAIL"} ${text}`);
    if (!ok) failures.push(text);
  };
  const table = [];
  const phases = [{ label: "baseline", fault: { title: "none (baseline)" } }, ...results];
  console.log("");
  for (const result of phases) {
    const s = summarise(result.label, stored);
    console.log(result.label === "baseline" ? "(baseline)" : result.label);
    console.log(`   page views ${s.pages.length}: ${describeAnswers(s.pages) || "none"}`);
    console.log(
      `   submissions ${s.submissions.length}: ${s.confirmed.length} confirmed` +
        (s.failedOnes.length ? `; ${s.failedOnes.length} failed: ${describeFailures(s.failedOnes)}` : ""),
    );
    const slow = s.submissions.filter((record) => record.slow);
    if (slow.length > 0) {
      const waits = slow.map((record) => record.newMs).filter(Boolean);
      console.log(
        `   codes sent through the slow gateway: ${slow.length}; ${slow.filter((record) => record.outcome === "confirmed").length} confirmed with that code; the code step answered after ${waits.length ? seconds(Math.max(...waits)) : "-"} at most`,
      );
    }
    const burst = s.submissions.filter((record) => record.burst);
    if (burst.length > 0) console.log(`   held citizens let through at the kill: ${describeFailures(burst)}`);
    for (const text of result.notes ?? []) console.log(`   ${text}`);
    check(s.bare === 0, `nginx's bare error page: ${s.bare}`);
    check(s.cachedOk === s.cachedTotal, `cached pages answered 200: ${s.cachedOk} of ${s.cachedTotal}`);
    check(
      s.storedOnce === s.confirmed.length,
      `confirmed reports in the database exactly once: ${s.storedOnce} of ${s.confirmed.length}`,
    );
    const definite = s.storedAnyway.filter((record) => record.kind === "site");
    check(
      definite.length === 0,
      `stored although the site answered that it failed: ${definite.length}` +
        (s.storedAnyway.length > definite.length
          ? ` (and ${s.storedAnyway.length - definite.length} stored whose answer was lost: ${describeFailures(s.storedAnyway.filter((record) => record.kind !== "site"))})`
          : ""),
    );
    for (const [ok, text] of result.checks ?? []) check(ok, text);
    if (result.back) {
      check(
        result.back.every((value) => value !== undefined),
        `back by itself (/healthz and /readyz/dependencies) after ${result.since ?? "the fault ended"}: ${result.back
          .map(
            (value, at) =>
              `${instances[at].name} ${value === undefined ? `not within ${BACK_WITHIN_S} s` : `${value.toFixed(1)} s`}`,
          )
          .join(", ")}`,
      );
      // Citizens who began after the fault ended and finished before the next one began.
      const nextFaultAt = results[results.indexOf(result) + 1]?.faultAt ?? Infinity;
      const after = records.filter(
        (record) => record.type === "submission" && record.startedAt >= result.endedAt && record.at < nextFaultAt,
      );
      const confirmedAfter = after.filter((record) => record.outcome === "confirmed").length;
      check(
        confirmedAfter > 0,
        `complaints begun after the fault ended and confirmed: ${confirmedAfter} of ${after.length}`,
      );
    }
    const notOk = s.pages.filter((record) => record.kind !== "ok");
    table.push([
      result.fault.title,
      String(s.pages.length),
      notOk.length ? describeAnswers(notOk) : "none",
      String(s.bare),
      `${s.cachedOk}/${s.cachedTotal}`,
      `${s.confirmed.length}/${s.submissions.length}`,
      s.failedOnes.length ? describeFailures(s.failedOnes) : "none",
      `${s.storedOnce}/${s.confirmed.length}`,
      result.back ? result.back.map((value) => (value === undefined ? "no" : `${value.toFixed(1)} s`)).join(", ") : "",
    ]);
  }
  for (const exit of unexpectedExits) failures.push(`${exit.instance} ${exit.how} (${exit.phase})`);
  for (const exit of unexpectedExits) console.log(`FAIL ${exit.instance} ${exit.how} during "${exit.phase}"`);
  const doubled = [...stored].filter(([, count]) => count > 1);
  if (doubled.length > 0) {
    failures.push(`${doubled.length} mobiles with more than one confirmed report`);
    console.log(`FAIL ${doubled.length} mobiles have more than one confirmed report`);
  }
  const confirmedTotal = records.filter((record) => record.outcome === "confirmed").length;
  if (confirmedTotal === 0) failures.push("no complaint was confirmed at all");

  console.log(
    "\n| fault | page views | not 2xx/3xx | nginx bare | cached 200 | confirmed | failed submissions | stored once | back after |",
  );
  console.log("| --- | --: | --- | --: | --: | --: | --- | --: | --- |");
  for (const row of table) console.log(`| ${row.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`);
  console.log(
    `\n${citizens} citizens, ${records.filter((record) => record.type === "page").length} page views, ` +
      `${confirmedTotal} complaints confirmed, in ${seconds(Date.now() - startedAt)}.`,
  );
  if (failures.length > 0) {
    console.log(`\n${failures.length} check${failures.length > 1 ? "s" : ""} failed.`);
    process.exitCode = 1;
  } else {
    console.log("\nEvery check passed.");
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.log(`\n${signal}: cleaning up`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(`drill failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
