#!/usr/bin/env node
/**
 * `npm run bench`: how fast the production build serves the pages commuters open
 * most, next to nginx serving the very same bytes on the same machine, both measured by one wrk.
 *
 * - The application (build/index.js, demo content on a fresh SQLite file, the production log level
 *   with its lines written to a file) and nginx (one worker) each run on CPU 1 (taskset); wrk runs
 *   on CPU 0 with the same connections and duration against both. Issue 22: one autocannon process
 *   tops out near nginx's rate, so it measured its own ceiling, not the servers'; wrk does not.
 * - Each address is fetched once from the application and saved, byte for byte, as nginx's file
 *   for that address. Neither side compresses (wrk sends no Accept-Encoding).
 * - Three kinds of request per cached address, each a run of BENCH_SECONDS (default 10) at
 *   BENCH_CONNECTIONS (default 50), after one warm-up of BENCH_WARM_SECONDS (default 2):
 *   "new": no cookies, so every request is a visitor the site has never seen (an id, a CSRF
 *   cookie, a visit counted); "returning": the cookies of an earlier answer, which is most real
 *   traffic; "304": a returning visitor revalidating with If-None-Match. nginx ignores cookies, so
 *   it runs the 200 and the 304 once each and both visitor kinds are compared with its 200.
 * - Printed: requests/s, p50 and p99, bytes per answer (a 304 is a few hundred), the share of
 *   nginx's requests/s, anything but a 2xx/304 or a socket error, and the application's resident
 *   memory (now and at its peak) after all runs.
 *
 * The last addresses are rendered on every request, new visitors only: search results (free text
 * is never cached), and the news list with a query parameter no page reads, run twice
 * (just after start-up, and after BENCH_RENDER_WARM_SECONDS, default 20, more of renders) and
 * compared with nginx serving the cached news list.
 *
 * BENCH_ONLY (a regular expression) measures only the addresses whose name it matches:
 * `BENCH_ONLY="news list, rendered"` runs just the two news render rows.
 *
 * Figures, not assertions: the results go in docs/performance.md with the date, the command and
 * the load average. The machine is shared, so read the ratio (both servers measured in the same
 * minute) rather than the absolute figures. wrk and nginx come from the system
 * (apt-get install -y wrk nginx-light); without nginx only the application is measured, and
 * without wrk autocannon runs instead, with two workers, and the output says so.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import {
  freePort,
  hasCommand,
  pinned,
  projectRoot,
  startProductionServer,
  stop,
  waitFor,
} from "./lib/production-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const THREADS = Number(process.env.BENCH_THREADS || 2);
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
const RENDER_WARM_SECONDS = Number(process.env.BENCH_RENDER_WARM_SECONDS || 20);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const SERVER_CPU = "1";
const LOAD_CPU = "0";
const USE_WRK = hasCommand("wrk");
const autocannonBin = path.join(projectRoot, "node_modules/autocannon/autocannon.js");

/** wrk prints its own report; this adds one JSON line with what the table needs. */
const WRK_SUMMARY = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"seconds":%f,"bytes":%d,"p50":%f,"p99":%f,"errors":%d,"badStatus":%d}\\n',
    summary.requests, summary.duration / 1e6, summary.bytes, latency:percentile(50) / 1e3,
    latency:percentile(99) / 1e3, e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/**
 * One load run in its own process on the load CPU: requests/s, p50/p99 in ms, bytes per answer,
 * and answers that were neither 2xx nor 3xx or never came.
 */
function load(url, headers, seconds, scriptFile, pid = undefined) {
  const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
  const result = run(url, headers, seconds, scriptFile);
  const cpu = pid === undefined ? 0 : cpuSeconds(pid) - cpuBefore;
  // Answers per second of the server's own CPU time: what one core would do if it were all the
  // server's. Unlike req/s it hardly moves when other work shares the core.
  return { ...result, perCpuSecond: cpu > 0 ? (result.rps * seconds) / cpu : undefined };
}

function run(url, headers, seconds, scriptFile) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  if (USE_WRK) {
    const [command, args] = pinned(LOAD_CPU, "wrk", [
      ...["-t", String(THREADS), "-c", String(CONNECTIONS), "-d", `${seconds}s`, "--timeout", "10s"],
      ...["-s", scriptFile, ...headerArgs, url],
    ]);
    const output = execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    const result = JSON.parse(
      output
        .trim()
        .split("\n")
        .findLast((line) => line.startsWith("{")),
    );
    return {
      rps: result.requests / result.seconds,
      p50: result.p50,
      p99: result.p99,
      bytesPerAnswer: result.requests ? result.bytes / result.requests : 0,
      problems: result.errors + result.badStatus,
    };
  }
  const [command, args] = pinned(LOAD_CPU, process.execPath, [
    autocannonBin,
    ...["--json", "--workers", String(THREADS), "--connections", String(CONNECTIONS), "--duration", String(seconds)],
    ...headerArgs,
    url,
  ]);
  const result = JSON.parse(execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    // autocannon counts 304 as non-2xx.
    problems: result.errors + result["4xx"] + result["5xx"],
  };
}

/**
 * One GET with exactly the headers given (fetch would add a User-Agent, which decides whether a
 * visit is counted): status, headers and body, as wrk's requests will see them.
 */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The cookies an answer set, as the Cookie header a browser would send back. */
function cookieHeader(setCookies = []) {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** nginx's one worker process (the master forks it and sleeps). */
function nginxWorker(masterPid) {
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, "utf8").trim().split(/\s+/);
  return Number(children[0]);
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { now: kilobytes("VmRSS") / 1024, peak: kilobytes("VmHWM") / 1024 };
}

/**
 * The V8 heap the application is using and has reserved, from its own /metrics (prom-client's
 * default metrics; the bench asks from 127.0.0.1, which may read them): resident memory well above
 * the heap in use is heap V8 keeps after a busy spell, not data the server holds on to.
 */
async function v8Heap(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const megabytes = (name) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN) / 1048576;
  return { used: megabytes("nodejs_heap_size_used_bytes"), total: megabytes("nodejs_heap_size_total_bytes") };
}

/** The addresses measured: the pages commuters open most, and the front page's JSON. */
async function targets(base) {
  const news = await (await fetch(`${base}/iapi/front/news?page=1`)).json();
  const articleId = news.data?.data?.[0]?.id;
  if (!articleId) throw new Error("no news article in the demo content");
  return [
    { name: "home page", path: "/" },
    { name: "news list", path: "/news" },
    { name: "news article", path: `/news/${articleId}` },
    { name: "police station", path: "/police-station/10" },
    { name: "news JSON, page 2", path: "/iapi/front/news?page=2" },
    // Free text is never cached: every search is a render, compared with its own bytes.
    { name: "search results, rendered", path: "/search?q=railway", rendered: true },
    // A parameter no page reads keeps a request out of the page cache: every one is a full render,
    // compared with nginx serving the cached news list.
    { name: "news list, rendered (cache miss)", path: "/news?bench=render", rendered: true, reference: "/news" },
    // The same again once V8 has optimised the render path, as on a server that has been up a while.
    {
      name: "news list, rendered, warm",
      path: "/news?bench=render",
      rendered: true,
      reference: "/news",
      warmSeconds: RENDER_WARM_SECONDS,
    },
  ];
}

/** nginx on CPU 1 with one worker, serving each saved response at its own address. */
async function startNginx(dir, files) {
  const port = await freePort();
  const map = files.map(({ uri, file }) => `    ${JSON.stringify(uri)} /${file};`).join("\n");
  const config = `
worker_processes 1;
worker_cpu_affinity ${SERVER_CPU === "1" ? "10" : "01"};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 1000000;
  types { text/html html; application/json json; }
  map $request_uri $snapshot {
    default "";
${map}
  }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    location / { try_files $snapshot =404; }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${files[0].uri}`, child, 10);
  return { child, base, worker: nginxWorker(child.pid) };
}

/**
 * The floor of any Node server on this machine: node:http answering each saved response from
 * memory with two headers and nothing else, on CPU 1 like the others (measured at about 0.6
 * of nginx, docs/performance.md). What the site costs above it is the site's own work.
 */
const BARE_NODE_SERVER = `
const { createServer } = require("node:http");
const { readFileSync } = require("node:fs");
const [port, root, list] = process.argv.slice(1);
const answers = new Map(JSON.parse(list).map(({ uri, file }) => [uri, readFileSync(root + "/" + file)]));
createServer((req, res) => {
  const body = answers.get(req.url);
  if (!body) return void res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1");
`;

async function startBareNode(dir, files) {
  const port = await freePort();
  const [command, args] = pinned(SERVER_CPU, process.execPath, [
    ...["-e", BARE_NODE_SERVER, String(port), path.join(dir, "root"), JSON.stringify(files)],
  ]);
  const child = spawn(command, args, { stdio: "inherit" });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${files[0].uri}`, child, 10);
  return { child, base };
}

const format = (value, digits = 0) => (value === undefined ? "-" : value.toFixed(digits));

/** The request headers of each kind of run at one address of one server. */
async function requestKinds(base, uri) {
  const first = await get(`${base}${uri}`);
  if (first.status !== 200) throw new Error(`${base}${uri} answered ${first.status}`);
  const cookie = cookieHeader(first.headers["set-cookie"]);
  const returning = cookie ? { Cookie: cookie } : {};
  // The answer a returning visitor gets: its ETag is what their browser holds.
  const again = await get(`${base}${uri}`, returning);
  if (!again.headers.etag) {
    throw new Error(`${base}${uri} answered ${again.status} without an ETag (X-Cache: ${again.headers["x-cache"]})`);
  }
  const kinds = { new: {}, returning, 304: { ...returning, "If-None-Match": again.headers.etag } };
  const check = await get(`${base}${uri}`, kinds[304]);
  if (check.status !== 304) throw new Error(`${base}${uri}: a revalidation answered ${check.status}, not 304`);
  return { body: first.body, type: first.headers["content-type"] ?? "", kinds };
}

/** The returning-visitor figures next to a bare Node server's for the same bytes. */
async function compareWithBareNode(dir, files, returningRuns, scriptFile) {
  const measured = files.filter(({ uri }) => returningRuns.has(uri));
  if (measured.length === 0) return;
  const bare = await startBareNode(dir, measured);
  try {
    console.log("\nthe same bytes from a bare node:http server (two headers, no logic), against returning visitors:");
    const header = ["address", "bare req/s", "p99 ms", "req/CPU-s", "site/bare", "per CPU-s"];
    const rows = measured.map(({ uri }) => {
      load(`${bare.base}${uri}`, {}, WARM_SECONDS, scriptFile);
      const floor = load(`${bare.base}${uri}`, {}, SECONDS, scriptFile, bare.child.pid);
      const site = returningRuns.get(uri);
      return [
        uri,
        format(floor.rps),
        format(floor.p99, 1),
        format(floor.perCpuSecond),
        format(site.rps / floor.rps, 2),
        site.perCpuSecond && floor.perCpuSecond ? format(site.perCpuSecond / floor.perCpuSecond, 2) : "-",
      ];
    });
    printTable(header, rows, 1);
  } finally {
    await stop(bare.child);
  }
}

/** A table with its first `left` columns aligned left, the figures right. */
function printTable(header, rows, left) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column < left ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "rp-bench-"));
  // nginx's workers run as an unprivileged user when started by root: let them read the snapshot.
  chmodSync(dir, 0o755);
  // The production log level (one line per request), written where a service's log would go.
  const logFile = path.join(dir, "server.log");
  const app = await startProductionServer({
    dataDir: path.join(dir, "data"),
    cpu: SERVER_CPU,
    env: { LOG_LEVEL: "info" },
    stdout: openSync(logFile, "a"),
  });
  let nginx;
  try {
    const list = (await targets(app.base)).filter((target) => !ONLY || ONLY.test(target.name));
    if (list.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no address`);

    // Every cached address (and what a rendered one is compared with) as nginx's file.
    mkdirSync(path.join(dir, "root"), { recursive: true });
    const files = [];
    const appKinds = new Map();
    for (const target of list) {
      const uri = target.reference ?? target.path;
      if (files.some((saved) => saved.uri === uri)) continue;
      // A cached address: the headers of its three kinds of request; a rendered one: its bytes.
      const { body, type, kinds } = target.rendered
        ? await get(`${app.base}${uri}`).then((answer) => ({ ...answer, type: answer.headers["content-type"] ?? "" }))
        : await requestKinds(app.base, uri);
      if (kinds) appKinds.set(uri, kinds);
      const file = `${files.length}.${type.includes("json") ? "json" : "html"}`;
      writeFileSync(path.join(dir, "root", file), body);
      files.push({ uri, file, bytes: body.length });
    }
    if (hasCommand("nginx")) nginx = await startNginx(dir, files);
    else console.warn("nginx is not installed (apt-get install -y nginx-light): measuring the application only.");
    if (!USE_WRK) {
      console.warn(
        `wrk is not installed (apt-get install -y wrk): using autocannon with ${THREADS} workers instead, ` +
          "which may saturate below nginx's rate: the ratios are then too kind to the application.",
      );
    }
    const scriptFile = path.join(dir, "summary.lua");
    writeFileSync(scriptFile, WRK_SUMMARY);

    const tool = USE_WRK ? `wrk, ${THREADS} threads` : `autocannon, ${THREADS} workers`;
    console.log(
      `\n${tool}, ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_SECONDS} s of warm-up per address;` +
        ` servers on CPU ${SERVER_CPU}, load on CPU ${LOAD_CPU}; load average at start ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")}.\n`,
    );
    const header = ["address", "request", "bytes", "app req/s", "p50 ms", "p99 ms", "B/answer", "req/CPU-s"];
    header.push("nginx req/s", "p50 ms", "p99 ms", "req/CPU-s", "app/nginx", "per CPU-s");
    const rows = [];
    // nginx ignores cookies: its 200 and its 304 are run once per address and shared by the rows.
    const nginxRuns = new Map();
    const nginxRun = async (uri, kind) => {
      if (!nginx) return undefined;
      if (!nginxRuns.has(uri)) {
        load(`${nginx.base}${uri}`, {}, WARM_SECONDS, scriptFile);
        nginxRuns.set(uri, { kinds: (await requestKinds(nginx.base, uri)).kinds });
      }
      const runs = nginxRuns.get(uri);
      const headers = kind === "304" ? runs.kinds[304] : {};
      runs[kind] ??= load(`${nginx.base}${uri}`, headers, SECONDS, scriptFile, nginx.worker);
      return runs[kind];
    };
    const returningRuns = new Map();
    for (const target of list) {
      const kinds = target.rendered ? ["new"] : ["new", "returning", "304"];
      // Warm-up: JIT, connection handling, SQLite's page cache; for renders, V8's optimised code.
      load(`${app.base}${target.path}`, {}, target.warmSeconds ?? WARM_SECONDS, scriptFile);
      const bytes = files.find(({ uri }) => uri === (target.reference ?? target.path)).bytes;
      for (const kind of kinds) {
        const headers = target.rendered ? {} : appKinds.get(target.path)[kind];
        const own = load(`${app.base}${target.path}`, headers, SECONDS, scriptFile, app.child.pid);
        if (kind === "returning") returningRuns.set(target.path, own);
        const reference = await nginxRun(target.reference ?? target.path, kind === "304" ? "304" : "200");
        const problems = own.problems + (reference?.problems ?? 0);
        rows.push([
          `${target.name} (${target.path})${problems ? ` [${problems} errors or 4xx/5xx]` : ""}`,
          kind,
          String(bytes),
          format(own.rps),
          format(own.p50, 1),
          format(own.p99, 1),
          format(own.bytesPerAnswer),
          format(own.perCpuSecond),
          format(reference?.rps),
          format(reference?.p50, 1),
          format(reference?.p99, 1),
          format(reference?.perCpuSecond),
          reference ? format(own.rps / reference.rps, 2) : "-",
          reference?.perCpuSecond && own.perCpuSecond ? format(own.perCpuSecond / reference.perCpuSecond, 2) : "-",
        ]);
      }
    }
    printTable(header, rows, 2);
    const memory = residentMegabytes(app.child.pid);
    const heap = await v8Heap(app.base);
    await compareWithBareNode(dir, files, returningRuns, scriptFile);
    console.log(
      `\napplication resident memory after the runs: ${format(memory.now)} MB (peak ${format(memory.peak)} MB),` +
        ` V8 heap ${format(heap.used)} MB in use of ${format(heap.total)} MB;` +
        ` load average at the end ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")}`,
    );
    // Read line by line: a quiet machine's runs log several million requests, more than one string holds.
    const warnings = [];
    for await (const entry of createInterface({ input: createReadStream(logFile), crlfDelay: Infinity })) {
      if (/"level":(4|5|6)\d/.test(entry)) warnings.push(entry);
    }
    if (warnings.length)
      console.log(`${warnings.length} warnings or errors in the server's log, the first: ${warnings[0]}`);
  } finally {
    if (nginx) await stop(nginx.child);
    await stop(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
