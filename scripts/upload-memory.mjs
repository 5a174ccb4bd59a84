#!/usr/bin/env node
/**
 * `npm run bench:uploads`: the server's resident memory while many visitors post complaints with
 * photos at once. Starts the production build (demo content on a fresh SQLite file), takes one
 * complaint page's CSRF token and form stamp, then sends UPLOADS_BENCH_POSTS (default 50) posts at
 * once, each with three 5 MB JPEGs (about 16 MB, the largest body a report may have), every one
 * to its own mobile number. It samples the server's resident memory (VmRSS) every 20 ms and prints
 * it before, at its peak and after, with the answers' statuses.
 *
 * What bounds the peak: large bodies are read UPLOADS_AT_ONCE at a time (server/upload-gate.ts)
 * and photos decoded one report at a time (app/.server/reports/photos.ts); the README's "Limits"
 * states the ceiling this script checks. Figures, not assertions: the machine is shared.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startProductionServer, stop } from "./lib/production-server.mjs";

const POSTS = Number(process.env.UPLOADS_BENCH_POSTS || 50);
const PHOTO_BYTES = 5 * 1024 * 1024 - 64 * 1024;

/** A JPEG just under 5 MB: noise does not compress, so its size is what the citizen's phone sends. */
async function largeJpeg() {
  const width = 2800;
  const height = 2000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  let quality = 100;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= PHOTO_BYTES || quality <= 50) return jpeg;
    quality -= 5;
  }
}

/** Resident memory of a process, and its peak so far, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "upload-memory-"));
const { child, base } = await startProductionServer({
  dataDir,
  // The stamp's minimum fill time would refuse every post at once: it is off, so posts get as far
  // as a person's would.
  env: { FORM_MIN_FILL_MS: "0", LOG_LEVEL: "error" },
});
try {
  const page = await fetch(`${base}/complaint`);
  const html = await page.text();
  const cookies = page.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  const opened = /name="_opened" value="([^"]+)"/.exec(html)?.[1];
  if (!token || !opened) throw new Error("no CSRF token or form stamp on /complaint");
  const jpeg = new Blob([new Uint8Array(await largeJpeg())], { type: "image/jpeg" });

  // Settle, then measure.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = memoryOf(child.pid);
  let highest = before.rss;
  const sampler = setInterval(() => {
    try {
      highest = Math.max(highest, memoryOf(child.pid).rss);
    } catch {
      // The server has gone: the answers say why.
    }
  }, 20);

  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: POSTS }, async (_, n) => {
      const body = new FormData();
      body.append("_token", token);
      body.append("_opened", opened);
      body.append("intent", "send");
      body.append("name", "Sample Citizen");
      body.append("mobile_number", `90000${String(n).padStart(5, "0")}`);
      body.append("complaint", `Sample complaint number ${n} sent to measure memory.`);
      body.append("terms", "on");
      for (const name of ["1.jpg", "2.jpg", "3.jpg"]) body.append("photos", jpeg, name);
      try {
        const response = await fetch(`${base}/complaint`, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { cookie: cookies, "sec-fetch-site": "same-origin" },
        });
        await response.arrayBuffer();
        return String(response.status);
      } catch (error) {
        // Refused before its body was read (the queue of uploads was full): the server answers
        // 503 and closes the connection, which fetch reports as a failure while still sending.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
        return `closed early (${(cause && "code" in cause && cause.code) || (error instanceof Error ? error.name : "error")})`;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = memoryOf(child.pid);

  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  const mb = (value) => `${Math.round(value)} MB`;
  console.log(
    `${POSTS} posts of 3 x ${(jpeg.size / 1024 / 1024).toFixed(1)} MB photos at once, in ${seconds.toFixed(1)} s`,
  );
  console.log(`answers: ${JSON.stringify(counts)}`);
  console.log(`resident memory before: ${mb(before.rss)}`);
  console.log(
    `resident memory at its highest: ${mb(Math.max(highest, after.peak))} (+${mb(Math.max(highest, after.peak) - before.rss)})`,
  );
  console.log(`resident memory 2 s after: ${mb(after.rss)}`);
} finally {
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
