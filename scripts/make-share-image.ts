/**
 * Writes public/images/share-card.png, the 1200x630 picture that link previews (WhatsApp, X,
 * Facebook) show for pages that have no picture of their own (run: npx tsx scripts/make-share-image.ts).
 * Link previews need a raster image; the emblem is the site's own (public/favicon.svg).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const emblem = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8")
  .replace(/<\?xml[^>]*>/, "")
  .replace(/ width="\d+" height="\d+"/, "")
  .replace("<svg", '<svg x="110" y="195" width="240" height="240"');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b3d91"/>
  <rect y="600" width="1200" height="30" fill="#f6b400"/>
  <rect x="90" y="175" width="280" height="280" rx="140" fill="#ffffff"/>
  ${emblem}
  <g font-family="Noto Sans, Noto Sans Devanagari, sans-serif" fill="#ffffff">
    <text x="430" y="250" font-size="64" font-weight="700">Mumbai Railway Police</text>
    <text x="430" y="335" font-size="56" font-weight="700">मुंबई लोहमार्ग पोलीस</text>
    <text x="430" y="430" font-size="44" fill="#f6b400">Helpline 1512 · 1800 22 1512</text>
  </g>
</svg>`;

const out = fileURLToPath(new URL("../public/images/share-card.png", import.meta.url));
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
