import path from "node:path";
import express, { Router, type RequestHandler, type Response } from "express";

/**
 * Serves stored files at /storage/<key>. Keys are generated and never reused, so files are cached
 * for a year. Types come from the extension the application chose after sniffing the content;
 * `nosniff` stops a browser from guessing otherwise, and directory listings, dot-files and index
 * pages are never served. A missing file is a plain 404, not an error.
 *
 * Files under a `revalidate` folder can be withdrawn (an unpublished article's photos), so caches
 * must ask again each time (a cheap 304) instead of keeping them for a year; a file served only to
 * staff (`res.locals.privateFile`, article-files.ts) is kept by no cache.
 */
export function serveStoredFiles(storageDir: string, options: { revalidate?: string[] } = {}): RequestHandler {
  const revalidate = (options.revalidate ?? []).map((folder) => path.join(storageDir, folder));
  const router = Router();
  router.use(
    express.static(storageDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader("X-Content-Type-Options", "nosniff");
        if ((res as Response).locals.privateFile) res.setHeader("Cache-Control", "private, no-store");
        else if (revalidate.some((folder) => filePath.startsWith(folder)))
          res.setHeader("Cache-Control", "public, no-cache");
        if (filePath.endsWith(".pdf")) {
          // Browsers' PDF viewers do not run inside a sandboxed document, so PDFs are left as they are.
          res.setHeader("Content-Disposition", "inline");
        } else {
          // An image or video opened on its own is never a page: sandboxed, it can run nothing.
          // (Inline styles only let the browser's own image viewer lay itself out.)
          res.setHeader(
            "Content-Security-Policy",
            "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
          );
        }
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not Found");
  });
  return router;
}
