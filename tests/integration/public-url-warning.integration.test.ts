/**
 * Issue 20: a production server without PUBLIC_URL calls itself http://localhost:<port> in SMS
 * texts and the PDF footer. It still starts (the quick start runs in production mode on a laptop)
 * but says so in one log line at start; with PUBLIC_URL set it says nothing about it.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { freePort } from "../support/free-port";
import { buildDir, testDatabaseUrl } from "../support/test-server";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts `node <build>/index.js` in production, waits until it answers /healthz, stops it; returns its output. */
async function outputOfProductionStart(extraEnv: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rp-public-url-"));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(buildDir, "index.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(32).toString("hex"),
      SMS_PROVIDER: "outbox",
      SMS_OUTBOX_IN_PRODUCTION: "1",
      DEMO_CONTENT: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    let healthy = false;
    for (let i = 0; i < 200 && !healthy && child.exitCode === null; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(healthy, output).toBe(true);
    return output;
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
}

// Configuration is read before any database is opened: the PostgreSQL pass would repeat it unchanged.
describe.skipIf(Boolean(testDatabaseUrl))("PUBLIC_URL in production", () => {
  test(
    "unset, the server starts and logs one line naming PUBLIC_URL and the address it uses instead",
    { timeout: 60_000 },
    async () => {
      const output = await outputOfProductionStart({});
      const lines = output.split("\n").filter((line) => line.includes("PUBLIC_URL"));
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toContain("PUBLIC_URL is not set");
      expect(lines[0]).toContain("http://localhost:");
    },
  );

  test("set, nothing is said about it", { timeout: 60_000 }, async () => {
    const output = await outputOfProductionStart({ PUBLIC_URL: "https://railwaypolice.example.in" });
    expect(output).not.toContain("PUBLIC_URL");
  });
});
