import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, Router } from "express";
import { servePrecompressedAssets } from "./precompressed-assets";

/**
 * Hashed build assets never change: cache them for a year, and send the build's brotli or gzip
 * copy when there is one. Other public files for an hour, except the service worker, which
 * browsers must check on every visit so that a fix reaches them at once.
 */
export function serveStaticFiles(clientDir: string): RequestHandler {
  const router = Router();
  const assetsDir = path.join(clientDir, "assets");
  router.use(
    "/assets",
    servePrecompressedAssets(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  const publicFiles = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    setHeaders: (res, file) => {
      if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
    },
  });
  // The build's files are listed once: a page request then costs a set lookup, not a disk check
  // (the page cache answers most of them in less time than a stat takes).
  const known = listFiles(clientDir);
  router.use((req, res, next) => (known.has(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}

/** Every file under `dir` (but the hashed assets) as a URL path: "/favicon.svg", "/images/x.svg". */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!relative.startsWith("assets/")) files.add(`/${relative}`);
  }
  return files;
}
