/**
 * Issue 21: in production a forgotten SMS_PROVIDER must not send every citizen's code to a file.
 * `node <build>/index.js` refuses the outbox at start with one line naming the variables, unless
 * it is named (SMS_PROVIDER=outbox) and opted into (SMS_OUTBOX_IN_PRODUCTION=1, a staging site);
 * the quick start's `npm start` (scripts/start.mjs) opts in for the demo and says so in one line.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { commandEnv, commandOutput, type CommandRun } from "../support/command-output";
import { freePort } from "../support/free-port";
import { buildDir, testDatabaseUrl } from "../support/test-server";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "rp-sms-production-"));
  dirs.push(dir);
  return dir;
}

/** Runs `node <args>` with only the given environment (and PATH, HOME) until it exits by itself. */
function run(args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawn(process.execPath, args, { cwd: root, env: commandEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  return commandOutput(child).finally(() => clearTimeout(timer));
}

const production = () => ({
  NODE_ENV: "production",
  DATA_DIR: dataDir(),
  APP_SECRET: randomBytes(32).toString("hex"),
  PORT: "0",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
});

// Configuration is read before any database is opened: the PostgreSQL pass would repeat it unchanged.
describe.skipIf(Boolean(testDatabaseUrl))("the SMS provider of a production server", () => {
  test("node build/index.js with no SMS_PROVIDER exits at start with one line naming SMS_PROVIDER", async () => {
    const result = await run([path.join(buildDir, "index.js")], production());
    expect(result.code).toBe(78);
    expect(result.out).toBe("");
    const lines = result.err.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: SMS_PROVIDER is required when NODE_ENV=production/);
    expect(lines[0]).toContain("SMS_OUTBOX_IN_PRODUCTION");
  });

  test("SMS_PROVIDER=outbox without the opt-in exits with one line naming SMS_OUTBOX_IN_PRODUCTION", async () => {
    const result = await run([path.join(buildDir, "index.js")], { ...production(), SMS_PROVIDER: "outbox" });
    expect(result.code).toBe(78);
    const lines = result.err.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: SMS_PROVIDER=outbox .*SMS_OUTBOX_IN_PRODUCTION=1/);
  });

  test(
    "npm start's launcher opts into the outbox for the demo, says so in one line, and serves",
    { timeout: 60_000 },
    async () => {
      const dir = dataDir();
      const port = await freePort();
      const child = spawn(process.execPath, ["scripts/start.mjs"], {
        cwd: root,
        env: commandEnv({
          RR_BUILD_DIR: path.relative(root, buildDir),
          DATA_DIR: dir,
          PORT: String(port),
          HOST: "127.0.0.1",
          DEMO_CONTENT: "0",
          LOG_LEVEL: "warn",
        }),
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
        const lines = output.split("\n").filter((line) => line.includes("SMS_OUTBOX_IN_PRODUCTION"));
        expect(lines, output).toHaveLength(1);
        expect(lines[0]).toContain(path.join(dir, "sms-outbox.jsonl"));
        expect(lines[0]).toMatch(/SMS_PROVIDER/);
      } finally {
        if (child.exitCode === null) {
          child.kill("SIGTERM");
          await new Promise((resolve) => child.once("exit", resolve));
        }
      }
    },
  );
});
