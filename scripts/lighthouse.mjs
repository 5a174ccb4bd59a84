#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse with its mobile defaults (a mid-range phone,
 * slow 4G simulated) in the system Chromium, against the production build with the demo content,
 * for the pages commuters use most, in English and Marathi. Prints each category's score and LCP, CLS,
 * TBT, the bytes transferred and the JavaScript bytes. Figures for docs/performance.md, not a test.
 *
 * Issue 22: TBT moves by 100 ms from one run to the next here, so LIGHTHOUSE_RUNS=5 runs each page
 * five times and prints the median run (by TBT) with the range of TBT. Then, once per page, what
 * of the site's JavaScript Chromium ran before anyone touched the page (precise coverage from
 * navigation until the page is hydrated and the network is idle): the bytes of the functions that
 * ran, of all the site's script bytes loaded, uncompressed.
 *
 * CHROMIUM_PATH picks another browser (default /usr/bin/chromium); RR_BUILD_DIR another build
 * (scripts/lib/production-server.mjs); LIGHTHOUSE_PAGES, comma-separated paths, other pages.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { pageStarted } from "./lib/page-started.mjs";
import { startProductionServer, stop } from "./lib/production-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 1));

async function pages(base) {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(",").map((page) => page.trim());
  const news = await (await fetch(`${base}/iapi/front/news?page=1`)).json();
  const articleId = news.data?.data?.[0]?.id;
  if (!articleId) throw new Error("no news article in the demo content");
  // The hydrated pages commuters use most, then text pages served without React (app/lib/page-handle.ts).
  return [
    "/",
    "/news",
    `/news/${articleId}`,
    "/mumbai-railway-map",
    "/complaint",
    "/gallery",
    "/police-station/10",
    "/about-us",
    "/search?q=railway",
  ];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** The audits that cost points outside performance (whose opportunities are long and noisy). */
function failedAudits(lhr) {
  return CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

const tbtOf = (lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? NaN;

/**
 * The middle run by TBT (the lower middle of an even count) and the range of TBT over the runs.
 * A run whose trace failed (Lighthouse's NO_NAVSTART, now and then) has no TBT and is left out.
 */
function medianRun(lhrs) {
  const measured = lhrs.filter((lhr) => Number.isFinite(tbtOf(lhr)));
  const sorted = (measured.length > 0 ? measured : lhrs).sort((a, b) => tbtOf(a) - tbtOf(b));
  const tbts = sorted.map((lhr) => tbtOf(lhr).toFixed(0));
  const failed = lhrs.length - measured.length;
  return {
    lhr: sorted[Math.floor((sorted.length - 1) / 2)],
    spread: `${tbts[0]}-${tbts.at(-1)} ms${failed > 0 ? ` (${failed} failed)` : ""}`,
  };
}

/**
 * What of the site's own scripts ran before any interaction: Chromium's precise JavaScript
 * coverage (per function) from navigation until the page is hydrated (or, without React, loaded)
 * and the network is idle. Uncompressed bytes: the functions that ran, of all the scripts loaded.
 */
async function scriptsRun(browser, url) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 }, serviceWorkers: "block" });
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url, { waitUntil: "networkidle" });
    await pageStarted(page, { timeout: 10_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const origin = new URL(url).origin;
    let loaded = 0;
    let ran = 0;
    for (const entry of await page.coverage.stopJSCoverage()) {
      // The site's files and its inline scripts (which have the page's address); not extensions.
      if (!entry.url.startsWith(origin)) continue;
      const source = entry.source ?? "";
      loaded += source.length;
      // Ranges with a count of 0 are functions (or blocks) that never ran; they nest, so merge them.
      const unused = entry.functions
        .flatMap((fn) => fn.ranges)
        .filter((range) => range.count === 0)
        .sort((a, b) => a.startOffset - b.startOffset);
      let unusedBytes = 0;
      let end = 0;
      for (const range of unused) {
        const start = Math.max(range.startOffset, end);
        if (range.endOffset > start) unusedBytes += range.endOffset - start;
        end = Math.max(end, range.endOffset);
      }
      ran += source.length - unusedBytes;
    }
    return { loaded, ran };
  } finally {
    await page.close();
  }
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  return [
    ...CATEGORIES.map((category) => String(Math.round((lhr.categories[category]?.score ?? 0) * 100))),
    `${(audit("largest-contentful-paint") / 1000).toFixed(1)} s`,
    audit("cumulative-layout-shift").toFixed(3),
    `${audit("total-blocking-time").toFixed(0)} ms`,
    kb(audit("total-byte-weight")),
    kb(scripts?.transferSize ?? 0),
  ];
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "rp-lighthouse-"));
  const app = await startProductionServer({ dataDir: dir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const header = ["page", "perf", "a11y", "best", "seo", "LCP", "CLS", "TBT", "bytes", "JS"];
    if (RUNS > 1) header.push(`TBT of ${RUNS}`);
    header.push("JS run", "of JS loaded");
    const rows = [];
    const failures = [];
    let version = "";
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      for (const page of await pages(app.base)) {
        for (const lang of ["en", "mr"]) {
          const url = `${app.base}${page}${page.includes("?") ? "&" : "?"}lang=${lang}`;
          const lhrs = [];
          for (let run = 0; run < RUNS; run += 1) {
            const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
            if (result.lhr.runtimeError) failures.push(`${page} (${lang}) failed: ${result.lhr.runtimeError.message}`);
            lhrs.push(result.lhr);
          }
          const { lhr, spread } = medianRun(lhrs);
          version = lhr.lighthouseVersion;
          for (const failure of failedAudits(lhr)) failures.push(`${page} (${lang}) ${failure}`);
          const { loaded, ran } = await scriptsRun(browser, url);
          rows.push([`${page} (${lang})`, ...summary(lhr), ...(RUNS > 1 ? [spread] : []), kb(ran), kb(loaded)]);
          console.error(`measured ${page} (${lang})`);
        }
      }
    } finally {
      await browser.close();
    }
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) =>
      cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join("  ");
    const runs = RUNS > 1 ? `, the median of ${RUNS} runs by TBT` : "";
    console.log(`\nLighthouse ${version}, mobile defaults${runs}, ${CHROMIUM}\n`);
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    if (failures.length > 0) console.log(`\nAudits that cost points:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  } finally {
    await chrome.kill();
    await stop(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
