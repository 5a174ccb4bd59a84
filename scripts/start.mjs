/**
 * `npm start`: the production build with demo content on http://localhost:3000, on a fresh
 * machine with nothing configured. A real deployment runs `node build/index.js` with APP_SECRET
 * set (the server refuses to start in production without it); this launcher only fills that gap
 * for the quick start, with a secret generated once and kept in the data directory.
 * See docs/decisions/004-quick-start-secret.md.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const env = { ...process.env, NODE_ENV: "production" };
if (!env.APP_SECRET) {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const file = path.join(dataDir, "app-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url") + "\n", { mode: 0o600 });
  }
  env.APP_SECRET = readFileSync(file, "utf8").trim();
  console.warn(`APP_SECRET is not set: using the one kept in ${file}. Set APP_SECRET in a real deployment.`);
}

const server = spawn(process.execPath, ["build/index.js"], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
