/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build's
 * hashed assets, at the highest compression levels. The server then sends these bytes
 * as they are (server/middleware/precompressed-assets.ts) instead of compressing the same
 * immutable file again on every request: smaller downloads for phones, no CPU per request.
 * Usage: node scripts/precompress-assets.mjs <build dir>   (run by `npm run build`)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map|webmanifest|html)$/;
/** Below this a compressed copy saves too little to be worth a second file and a lookup. */
const MIN_BYTES = 512;

const assetsDir = path.join(process.argv[2] ?? "build", "client", "assets");

let written = 0;
for (const name of readdirSync(assetsDir)) {
  const file = path.join(assetsDir, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
  const original = readFileSync(file);
  if (original.length < MIN_BYTES) continue;
  const copies = {
    br: brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]:
          name.endsWith(".js") || name.endsWith(".css") ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      },
    }),
    gz: gzipSync(original, { level: 9 }),
  };
  for (const [extension, bytes] of Object.entries(copies)) {
    // A copy no smaller than the original would only cost the phone a decompression.
    if (bytes.length >= original.length) continue;
    writeFileSync(`${file}.${extension}`, bytes);
    written += 1;
  }
}
console.log(`precompressed assets: ${written} files written in ${assetsDir}`);
