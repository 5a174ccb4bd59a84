/**
 * `npm start`: the production build with demo content (DEMO_CONTENT=1 unless set) on
 * http://localhost:3000, on a fresh
 * machine with nothing configured. A real deployment runs `node build/index.js` with APP_SECRET
 * set (the server refuses to start in production without it); this launcher only fills that gap
 * for the quick start, with a secret generated once and kept in the data directory.
 * See docs/decisions/004-quick-start-secret.md.
 *
 * Production refuses to write one-time codes to the outbox file unless told twice (
 * SMS_PROVIDER=outbox and SMS_OUTBOX_IN_PRODUCTION=1). The demo has no SMS gateway, so with no
 * provider named this launcher opts in, and says so in one line.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const env = { ...process.env, NODE_ENV: "production" };
const dataDir = path.resolve(env.DATA_DIR || "./data");
if (!env.APP_SECRET) {
  const file = path.join(dataDir, "app-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url") + "\n", { mode: 0o600 });
  }
  env.APP_SECRET = readFileSync(file, "utf8").trim();
  console.warn(`APP_SECRET is not set: using the one kept in ${file}. Set APP_SECRET in a real deployment.`);
}

if (!env.SMS_PROVIDER || env.SMS_PROVIDER === "outbox") {
  const named = env.SMS_PROVIDER ? "SMS_PROVIDER=outbox" : "SMS_PROVIDER is not set";
  env.SMS_PROVIDER = "outbox";
  env.SMS_OUTBOX_IN_PRODUCTION = "1";
  console.warn(
    `${named}: one-time codes are written to ${path.join(dataDir, "sms-outbox.jsonl")}, not sent (SMS_OUTBOX_IN_PRODUCTION=1 for this demo). Set SMS_PROVIDER in a real deployment.`,
  );
}

// The quick start shows the site with its sample content; a real deployment starts empty, as
// production does unless DEMO_CONTENT=1 says otherwise.
if (env.DEMO_CONTENT === undefined || env.DEMO_CONTENT === "") env.DEMO_CONTENT = "1";

// `npm run serve` builds into RR_BUILD_DIR when it is set (package.json), so start that build.
const buildDir = process.env.RR_BUILD_DIR || "build";
const server = spawn(process.execPath, [path.join(buildDir, "index.js")], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
