#!/usr/bin/env node
/**
 * Runs shell commands side by side and fails if any fails: `npm test`'s type check and lint,
 * each single-threaded, take a core each instead of one after the other. Each command's output is
 * printed whole when it ends (not interleaved), under its own heading.
 *
 *   node scripts/together.mjs "tsc" "npm run lint"
 */
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/together.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n> ${command} (${code === 0 ? "passed" : "FAILED"}, ${seconds} s)\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0 && signal === null);
        });
      }),
  ),
);

process.exit(results.every(Boolean) ? 0 : 1);
