#!/usr/bin/env node
/**
 * `npm run bench` (issue 7): how fast the production build serves the pages commuters open most,
 * next to nginx serving a static snapshot of the very same responses on the same machine.
 *
 * - The application (build/index.js, demo content on a fresh SQLite file) and nginx each run on
 *   CPU 1 (taskset) with one worker; autocannon runs in a separate process on CPU 0.
 * - Each address is fetched once from the application and saved, byte for byte, as nginx's file
 *   for that address. Neither side compresses (autocannon sends no Accept-Encoding).
 * - For each address: a short warm-up, then BENCH_SECONDS (default 10) at BENCH_CONNECTIONS
 *   (default 50) connections (the rendered address a second time after
 *   BENCH_RENDER_WARM_SECONDS, default 20, more of renders); printed: requests/s, p50 and p99 latency, non-2xx responses, and
 *   the application's requests/s as a share of nginx's. Then the application's resident memory.
 *
 * Every address but the last is answered from the page cache after its first request
 * (docs/decisions/009-page-cache.md); the last carries a query parameter no page reads, which
 * keeps it out of the cache, so it measures a full render (twice: just after start-up, and warm).
 *
 * BENCH_ONLY (a regular expression) measures only the addresses whose name it matches:
 * `BENCH_ONLY=rendered` runs just the two render rows, about a minute, for comparing two builds
 * back to back (their "cold" row then follows start-up directly instead of the cached addresses).
 *
 * "app req/CPU-s" divides the answers by the CPU time the application used meanwhile (from
 * /proc): what one core would do if it were all the application's. It moves far less than req/s
 * when other work shares the machine, which on a shared build machine it usually does.
 *
 * Figures, not assertions: the results go in docs/performance.md with the date and the command.
 * nginx comes from the system (apt-get install -y nginx-light); without it, only the application
 * is measured.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const RENDER_WARM_SECONDS = Number(process.env.BENCH_RENDER_WARM_SECONDS || 20);
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const SERVER_CPU = "1";
const LOAD_CPU = "0";
const autocannonBin = path.join(projectRoot, "node_modules/autocannon/autocannon.js");

/** One autocannon run in its own process; its JSON summary. */
function autocannon(url, seconds) {
  const [command, args] = pinned(LOAD_CPU, process.execPath, [
    autocannonBin,
    "--json",
    "--connections",
    String(CONNECTIONS),
    "--duration",
    String(seconds),
    url,
  ]);
  const output = execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return JSON.parse(output);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function measure(url, warmSeconds = 2, pid = undefined) {
  autocannon(url, warmSeconds); // warm-up: JIT, connection pools, SQLite page cache
  const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
  const result = autocannon(url, SECONDS);
  const cpu = pid === undefined ? 0 : cpuSeconds(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    // Answers per second of the server's own CPU time: what one core would do if it were all the
    // server's. Unlike req/s it hardly moves when other work shares the core.
    perCpuSecond: cpu > 0 ? result.requests.total / cpu : undefined,
  };
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
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
    { name: "search results", path: "/search?q=railway" },
    // A parameter no page reads keeps a request out of the page cache: every one is a full render.
    { name: "news list, rendered (cache miss)", path: "/news?bench=render" },
    // The same again once V8 has optimised the render path: a server that has just started renders
    // at about half this rate for its first ten seconds or so of renders; one that has been up
    // for a while, as in production, renders at this one.
    { name: "news list, rendered, warm", path: "/news?bench=render", warmSeconds: RENDER_WARM_SECONDS },
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
  return { child, base };
}

const format = (value, digits = 0) => (value === undefined ? "-" : value.toFixed(digits));

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "rp-bench-"));
  // nginx's workers run as an unprivileged user when started by root: let them read the snapshot.
  chmodSync(dir, 0o755);
  const app = await startProductionServer({ dataDir: path.join(dir, "data"), cpu: SERVER_CPU });
  let nginx;
  try {
    const appBase = app.base;
    const list = (await targets(appBase)).filter((target) => !ONLY || ONLY.test(target.name));
    if (list.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no address`);

    mkdirSync(path.join(dir, "root"), { recursive: true });
    const files = [];
    for (const [index, target] of list.entries()) {
      const saved = files.find(({ uri }) => uri === target.path);
      if (saved) {
        target.bytes = list.find(({ path: uri }) => uri === target.path).bytes;
        continue;
      }
      const response = await fetch(`${appBase}${target.path}`, { headers: { "accept-encoding": "identity" } });
      const body = Buffer.from(await response.arrayBuffer());
      target.bytes = body.length;
      const file = `${index}.${(response.headers.get("content-type") ?? "").includes("json") ? "json" : "html"}`;
      writeFileSync(path.join(dir, "root", file), body);
      files.push({ uri: target.path, file });
    }
    if (hasCommand("nginx")) nginx = await startNginx(dir, files);
    else console.warn("nginx is not installed (apt-get install -y nginx-light): measuring the application only.");

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per run; servers on CPU ${SERVER_CPU}, autocannon on CPU ${LOAD_CPU}.\n`,
    );
    const header = [
      "address",
      "bytes",
      "app req/s",
      "p50 ms",
      "p99 ms",
      "app req/CPU-s",
      "nginx req/s",
      "p50 ms",
      "p99 ms",
      "app/nginx",
    ];
    const rows = [];
    for (const target of list) {
      const own = measure(`${appBase}${target.path}`, target.warmSeconds, app.child.pid);
      const reference = nginx ? measure(`${nginx.base}${target.path}`) : undefined;
      const problems = own.non2xx + (reference?.non2xx ?? 0);
      rows.push([
        `${target.name} (${target.path})${problems ? ` [${problems} non-2xx/errors]` : ""}`,
        String(target.bytes),
        format(own.rps),
        format(own.p50),
        format(own.p99),
        format(own.perCpuSecond),
        format(reference?.rps),
        format(reference?.p50),
        format(reference?.p99),
        reference ? `${format((own.rps / reference.rps) * 100)}%` : "-",
      ]);
    }
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) =>
      cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join("  ");
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(`\napplication resident memory after the runs: ${format(residentMegabytes(app.child.pid))} MB`);
  } finally {
    if (nginx) await stop(nginx.child);
    await stop(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
