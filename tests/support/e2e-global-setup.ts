/**
 * Starts the production server (`node build/index.js`, NODE_ENV=production) once for all browser
 * tests, on a free port with a fresh data directory and the demo content, and stops it afterwards.
 * It has no minimum fill time, and a short wait between codes (short-waits.ts). The start itself
 * is the measurement scripts' (scripts/lib/production-server.mjs), SMS outbox and all.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startProductionServer, stop } from "../../scripts/lib/production-server.mjs";
import { BROWSER_TESTS_ENV } from "./short-waits";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), "rp-e2e-"));
  const started = await startProductionServer({
    dataDir,
    env: {
      // Unset (an empty value counts as unset): the site names itself http://localhost:<port>.
      PUBLIC_URL: "",
      // A form may be sent at once, and a second code asked for a few hundred milliseconds on.
      ...BROWSER_TESTS_ENV,
    },
  });
  server = started.child;
  project.provide("baseUrl", started.base);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
