#!/usr/bin/env node
/**
 * `npm run startup-profile`: what a phone's main thread does while a page React runs
 * starts up, and which code it spends that time in. Figures for finding work to defer or drop,
 * not a test; Lighthouse (`npm run lighthouse`) gives the total blocking time to report.
 *
 * The script builds the site without minifying (`BUILD_MINIFY=0`, into build-profile/, so that
 * components and functions keep their names), starts it with the demo content, and opens each page
 * in the system Chromium at phone width with the CPU slowed down four times (Lighthouse's mobile
 * setting), recording a JavaScript CPU profile from navigation until React has hydrated the
 * page, and a second more for its effects. Printed per page and language:
 * - the long tasks (over 50 ms) the page itself reported, and the time those after the first
 *   contentful paint block beyond 50 ms each (how TBT counts, here measured rather than
 *   simulated, so it moves from run to run; the tasks before the first paint, parsing and the
 *   first layout, are listed but not counted), with the longest of them;
 * - the functions with the most time of their own, and the components with the most time
 *   including what they call: a single component that takes 100 ms cannot be split by React's
 *   time slicing and is a long task by itself.
 *
 * STARTUP_PAGES (comma-separated paths, default the home page and two forms), STARTUP_RUNS (runs
 * per page, default 1), STARTUP_CPU_SLOWDOWN (default 4, Lighthouse's mid-range phone; 8 is closer
 * to the cheapest phones commuters carry), CHROMIUM_PATH.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { pageStarted } from "./lib/page-started.mjs";

const BUILD = "build-profile";
process.env.RR_BUILD_DIR = BUILD;
const { projectRoot, startProductionServer, stop } = await import("./lib/production-server.mjs");

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const PAGES = (process.env.STARTUP_PAGES || "/,/complaint,/lost-and-found").split(",").map((page) => page.trim());
const RUNS = Math.max(1, Number(process.env.STARTUP_RUNS || 1));
const CPU_SLOWDOWN = Math.max(1, Number(process.env.STARTUP_CPU_SLOWDOWN || 4));
const SHOWN = 8;

/** Inclusive and own time per function of a CDP CPU profile, in ms. */
function timesByFunction(profile, origin) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const own = new Map();
  const total = new Map();
  const label = ({ callFrame }) =>
    `${callFrame.functionName || "(anonymous)"} ${callFrame.url.replace(origin, "").replace(/-[\w-]{8}\.js$/, ".js")}`;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const first = label(nodes.get(id));
    own.set(first, (own.get(first) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const name = label(nodes.get(at));
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  return { own, total };
}

const top = (map, keep) =>
  [...map]
    .filter(([name]) => keep(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN)
    .map(([name, ms]) => `      ${ms.toFixed(0).padStart(5)} ms  ${name}`)
    .join("\n");

// Browser bookkeeping, not code: idle time, native work, the collector.
const isCode = (name) => !/^\((root|program|idle|garbage collector)\)/.test(name);
// React components are capitalised; React Router's own links are left out (there are dozens).
const isComponent = (name) =>
  /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]* \//.test(name) && !/^(Link|NavLink)WithRef /.test(name);

async function profilePage(browser, url) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 }, serviceWorkers: "block" });
  try {
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, "__longTasks", { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (paint) window.__firstPaint = Math.round(paint.startTime);
      }).observe({ type: "paint", buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await pageStarted(page);
    // A second more for what the start-up leaves to effects and timers.
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send("Profiler.stop");
    const { longTasks, firstPaint } = await page.evaluate(() => ({
      longTasks: window.__longTasks,
      firstPaint: window.__firstPaint ?? 0,
    }));
    return { profile, longTasks, firstPaint };
  } finally {
    await page.close();
  }
}

async function main() {
  execFileSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_MINIFY: "0", RR_BUILD_DIR: BUILD },
  });
  const dir = mkdtempSync(path.join(tmpdir(), "rp-startup-"));
  const app = await startProductionServer({ dataDir: dir });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    console.log(`CPU slowed down ${CPU_SLOWDOWN}x, 375 px, ${CHROMIUM}; times are the slowed-down ones`);
    for (const pagePath of PAGES) {
      for (const lang of ["en", "mr"]) {
        for (let run = 1; run <= RUNS; run += 1) {
          const url = `${app.base}${pagePath}${pagePath.includes("?") ? "&" : "?"}lang=${lang}`;
          const { profile, longTasks, firstPaint } = await profilePage(browser, url);
          const afterPaint = longTasks.filter(([at]) => at >= firstPaint).map(([, ms]) => ms);
          const blocking = afterPaint.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
          const longest = Math.max(0, ...afterPaint);
          const tasks = longTasks.map(([at, ms]) => `${ms} ms at ${at}`).join(", ") || "none";
          const { own, total } = timesByFunction(profile, app.base);
          console.log(
            `\n${pagePath} (${lang})${RUNS > 1 ? `, run ${run}` : ""}: first paint at ${firstPaint} ms; after it ` +
              `blocking ${blocking} ms, longest task ${longest} ms; all long tasks ${tasks}`,
          );
          console.log(`    most time of their own:\n${top(own, isCode)}`);
          console.log(`    components, with what they call:\n${top(total, isComponent)}`);
        }
      }
    }
  } finally {
    await browser.close();
    await stop(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
