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
  router.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: (res, file) => {
        if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  return router;
}
