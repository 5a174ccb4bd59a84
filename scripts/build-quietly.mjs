/**
 * The quick start's build (`npm start`): `npm run build` with its output kept in a file instead of
 * the terminal. The full build prints about 270 lines (Vite's list of every file it wrote, React
 * Router's notes on its next major version, a deprecation line from React Router's own Vite
 * settings), none of which a newcomer needs; the one line they need is where the site is. On a
 * failure the whole output is printed, with the file's name.
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const logFile = path.join(root, ".cache", "last-build.log");
mkdirSync(path.dirname(logFile), { recursive: true });
const log = createWriteStream(logFile);
const started = Date.now();
process.stdout.write("Building the site (about 20 seconds)… ");

const chunks = [];
const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: process.env });
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk) => {
    chunks.push(chunk);
    log.write(chunk);
  });
}
child.on("close", (code) => {
  log.end();
  const seconds = Math.round((Date.now() - started) / 1000);
  if (code === 0) {
    console.log(`done in ${seconds} s (its output: ${path.relative(root, logFile)})`);
    return;
  }
  console.log("failed:\n");
  process.stdout.write(Buffer.concat(chunks));
  console.error(`\nThe build failed (exit ${code}); its output is also in ${path.relative(root, logFile)}.`);
  process.exit(code ?? 1);
});
