/**
 * Serves the brotli or gzip copy that the build wrote beside a hashed asset
 * (scripts/precompress-assets.mjs), when the browser accepts it. The copies are listed once at
 * start-up, since hashed assets never change while the server runs, so a request costs a map
 * lookup rather than a disk check. Anything else falls through to express.static.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

type Encoding = "br" | "gzip";
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** The encodings the request accepts, in the order we prefer them (brotli is smaller). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = quality.get("*");
  return (["br", "gzip"] as const).filter((encoding) => (quality.get(encoding) ?? wildcard ?? 0) > 0);
}

export function servePrecompressedAssets(assetsDir: string): RequestHandler {
  const copies = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(1));
    } catch {
      return next();
    }
    // Only plain file names of this directory: nothing with a separator can step outside it.
    if (!name || name.includes("/") || name.includes("\\") || !copies.has(name)) return next();
    const available = (["br", "gzip"] as const).filter((encoding) => copies.has(name + EXTENSION[encoding]));
    if (available.length === 0) return next();
    // Caches must keep the encodings apart, whichever one this answer carries.
    res.vary("Accept-Encoding");
    const encoding = acceptedEncodings(req.get("accept-encoding")).find((e) => available.includes(e));
    if (!encoding) return next();

    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(
      name + EXTENSION[encoding],
      {
        root: assetsDir,
        immutable: true,
        maxAge: "1y",
        // The copy's own ETag, so a cache never matches gzip bytes against a brotli validator.
        etag: true,
        lastModified: true,
      },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
