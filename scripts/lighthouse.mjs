#!/usr/bin/env node
/**
 * `npm run lighthouse` (issue 7): Lighthouse with its mobile defaults (a mid-range phone, slow 4G
 * simulated) in the system Chromium, against the production build with the demo content, for the
 * pages issue 7 names, in English and Marathi. Prints each category's score and LCP, CLS, TBT,
 * the bytes transferred and the JavaScript bytes. Figures for docs/performance.md, not a test.
 *
 * CHROMIUM_PATH picks another browser (default /usr/bin/chromium); RR_BUILD_DIR another build
 * (scripts/lib/production-server.mjs); LIGHTHOUSE_PAGES, comma-separated paths, other pages.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer, stop } from "./lib/production-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function pages(base) {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(",").map((page) => page.trim());
  const news = await (await fetch(`${base}/iapi/front/news?page=1`)).json();
  const articleId = news.data?.data?.[0]?.id;
  if (!articleId) throw new Error("no news article in the demo content");
  // The hydrated pages issue 7 names, then text pages served without React (app/lib/page-handle.ts).
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
    const rows = [];
    const failures = [];
    let version = "";
    for (const page of await pages(app.base)) {
      for (const lang of ["en", "mr"]) {
        const url = `${app.base}${page}${page.includes("?") ? "&" : "?"}lang=${lang}`;
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
        if (result.lhr.runtimeError) failures.push(`${page} (${lang}) failed: ${result.lhr.runtimeError.message}`);
        rows.push([`${page} (${lang})`, ...summary(result.lhr)]);
        version = result.lhr.lighthouseVersion;
        for (const failure of failedAudits(result.lhr)) failures.push(`${page} (${lang}) ${failure}`);
        console.error(`measured ${page} (${lang})`);
      }
    }
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) =>
      cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join("  ");
    console.log(`\nLighthouse ${version}, mobile defaults, ${CHROMIUM}\n`);
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
