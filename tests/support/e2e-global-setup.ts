/**
 * Starts the production server (`node build/index.js`, NODE_ENV=production) once for all browser
 * tests, on a free port with a fresh data directory and the demo content, and stops it afterwards.
 * It has no minimum fill time, and a short wait between codes (short-waits.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port";
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
  const port = await freePort();
  server = spawn(process.execPath, [path.join(process.env.RR_BUILD_DIR || "build", "index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(32).toString("hex"),
      DEMO_CONTENT: "1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // The tests read codes back from $DATA_DIR/sms-outbox.jsonl: a production build writes them
      // there only when told twice.
      SMS_PROVIDER: "outbox",
      SMS_OUTBOX_IN_PRODUCTION: "1",
      // A form may be sent at once, and a second code asked for a few hundred milliseconds on.
      ...BROWSER_TESTS_ENV,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server!.once("exit", resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealthy(baseUrl: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error("the production server exited during start-up");
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the production server did not become healthy within 120 s (demo content is seeded at start-up)");
}
