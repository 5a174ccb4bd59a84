import path from "node:path";
import express, { type RequestHandler, Router } from "express";

/** Hashed build assets never change: cache them for a year. Other public files for an hour. */
export function serveStaticFiles(clientDir: string): RequestHandler {
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return router;
}
