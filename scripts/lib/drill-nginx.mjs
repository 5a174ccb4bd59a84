/**
 * nginx in front of the fault drill's instances, with the configuration of docs/deployment.md
 * taken from the guide itself, so that the drill checks what an operator following the guide
 * gets (its upstream, error_page and page cache), on plain HTTP at a loopback port instead of TLS.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDir, pinned, projectRoot, waitFor } from "./production-server.mjs";

/**
 * nginx.conf from docs/deployment.md: its upstream and site blocks and its asset cache, changed
 * only where this machine differs (every edit must find its text, so a guide that changes shape
 * stops the drill rather than testing something else): the two instances in the upstream, plain
 * HTTP on a loopback port instead of TLS (no certificate; the redirecting port-80 server dropped),
 * this build's build/client as the root of the unavailable pages, and paths in the temp folder.
 */
function nginxConfig({ dir, port, upstreamPorts }) {
  const guide = readFileSync(path.join(projectRoot, "docs/deployment.md"), "utf8");
  const blocks = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]);
  const site = blocks.find((block) => block.startsWith("upstream railway_police"));
  const cache = blocks.find((block) => block.startsWith("proxy_cache_path"));
  if (!site || !cache) throw new Error("docs/deployment.md: its nginx configuration was not found");
  const edit = (text, pattern, replacement) => {
    if (!pattern.test(text)) throw new Error(`docs/deployment.md: the nginx configuration has no ${pattern}`);
    pattern.lastIndex = 0;
    return text.replace(pattern, replacement);
  };
  let server = site;
  server = edit(server, /^([ \t]*)server 127\.0\.0\.1:3000 (max_fails=0;)$/m, (_, indent, options) =>
    upstreamPorts.map((upstream) => `${indent}server 127.0.0.1:${upstream} ${options}`).join("\n"),
  );
  server = edit(server, /\n# Plain HTTP only redirects[\s\S]*?\n\}\n/, "\n");
  server = edit(server, /^[ \t]*# nginx 1\.25\.1 and later.*\n/m, "");
  server = edit(server, /^([ \t]*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${port};`);
  server = edit(server, /^[ \t]*listen \[::\]:443 ssl http2;\n/m, "");
  server = edit(server, /^[ \t]*ssl_\w+[ \t].*\n/gm, "");
  server = edit(server, /root \/srv\/railway-police\/build\/client;/g, `root ${path.join(buildDir, "client")};`);
  const cachePath = edit(cache, /\/var\/cache\/nginx\/railway-police/, path.join(dir, "cache"));
  const mimeTypes = "/etc/nginx/mime.types";
  return [
    "# Written by scripts/drill.mjs from docs/deployment.md (plain HTTP on loopback instead of TLS).",
    "daemon off;",
    "worker_processes 1;",
    // The temp folder is root's alone when the drill runs as root.
    process.getuid?.() === 0 ? "user root;" : "",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    existsSync(mimeTypes) ? `include ${mimeTypes};` : "types { text/html html; application/json json; }",
    "default_type application/octet-stream;",
    `access_log ${path.join(dir, "access.log")};`,
    `client_body_temp_path ${path.join(dir, "body")};`,
    `proxy_temp_path ${path.join(dir, "proxy")};`,
    cachePath,
    server,
    "}",
    "",
  ].join("\n");
}

/** Starts nginx (pinned to `cpu`) on `port` in front of `upstreamPorts`, its files in `dir`; resolves once it answers. */
export async function startNginx({ dir, port, upstreamPorts, cpu }) {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, port, upstreamPorts }));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf];
  execFileSync("nginx", ["-t", "-q", ...args], { stdio: ["ignore", "ignore", "inherit"] });
  const [command, commandArgs] = pinned(cpu, "nginx", args);
  const child = spawn(command, commandArgs, { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}/healthz`, child, 30);
  return child;
}

export async function stopNginx(nginx) {
  if (nginx.exitCode !== null || nginx.signalCode !== null) return;
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  nginx.kill("SIGTERM");
  await exited;
}
