/**
 * The production build (build/index.js, or $RR_BUILD_DIR/index.js) started for a measurement
 * script, on a free port with the demo content on a fresh SQLite file in `dataDir` (or what `env`
 * names instead), optionally pinned to one CPU.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The build to run: `build/`, or RR_BUILD_DIR when builds run side by side. */
export const buildDir = path.resolve(projectRoot, process.env.RR_BUILD_DIR || "build");

export function hasCommand(command) {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** `command args` run on CPU `cpu` when taskset is there; as it is otherwise. */
export function pinned(cpu, command, args) {
  return cpu !== undefined && hasCommand("taskset") ? ["taskset", ["-c", cpu, command, ...args]] : [command, args];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  return new Promise((resolve) => child.once("exit", resolve));
}

/**
 * Starts the build and resolves once /healthz answers (the demo content is seeded at start-up).
 * `stdout` is where its log lines go and `stderr` its other output (a file descriptor, or
 * "inherit"); `port` keeps an instance on the address a load balancer knows when it is started
 * again (a free one otherwise); `waitSeconds` bounds the wait for /healthz; `onSpawn` is given the
 * child process at once, for a caller that must be able to stop it while it starts.
 */
export async function startProductionServer({
  dataDir,
  cpu,
  env = {},
  stdout = "inherit",
  stderr = "inherit",
  port: wantedPort,
  waitSeconds = 120,
  onSpawn,
}) {
  const port = wantedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const [command, args] = pinned(cpu, process.execPath, [path.join(buildDir, "index.js")]);
  const child = spawn(command, args, {
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
      // Codes go to $DATA_DIR/sms-outbox.jsonl: production refuses that without the explicit opt-in.
      SMS_PROVIDER: "outbox",
      SMS_OUTBOX_IN_PRODUCTION: "1",
      // Canonical and share links name the address the pages are measured at.
      PUBLIC_URL: base,
      // Overrides: another database, Redis, a shared secret and file store (several instances).
      ...env,
    },
    stdio: ["ignore", stdout, stderr],
  });
  onSpawn?.(child);
  try {
    await waitFor(`${base}/healthz`, child, waitSeconds);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, base };
}
