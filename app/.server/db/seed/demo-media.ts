/**
 * Images and PDFs for the demo content, made on this machine (no network): SVG drawings rendered
 * by sharp and pushed through the same image pipeline as staff uploads, and generated PDFs.
 * Rendered images are cached in the system temp directory, so the many test servers that each
 * load demo content do not re-encode the same pictures.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ImageRef } from "~/lib/image-sources";
import type { FileStorage } from "../../storage/file-storage";
import { storeImage } from "../../storage/images";
import { makePdf } from "./sample-pdf";

const CACHE_DIR = path.join(tmpdir(), "rp-demo-media-v1");

/** Stores a demo picture drawn as SVG under `folder`, exactly as an uploaded photo would be. */
export async function storeDemoImage(storage: FileStorage, svg: string, folder: string): Promise<ImageRef> {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 24);
  const cached = path.join(CACHE_DIR, hash);
  const key = `${folder}/${randomUUID()}`;
  try {
    const meta = JSON.parse(await readFile(path.join(cached, "meta.json"), "utf8")) as {
      width: number;
      height: number;
    };
    for (const file of await readdir(cached)) {
      if (file !== "meta.json") await storage.put(`${key}/${file}`, await readFile(path.join(cached, file)));
    }
    return { key, ...meta };
  } catch {
    // Not cached yet: render and encode below.
  }
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const image = await storeImage(storage, png, folder);
  await mkdir(cached, { recursive: true });
  for (const file of await readdir(path.join(storage.root, image.key))) {
    await writeFile(path.join(cached, file), (await storage.get(`${image.key}/${file}`))!);
  }
  await writeFile(path.join(cached, "meta.json"), JSON.stringify({ width: image.width, height: image.height }));
  return image;
}

/** Stores a generated one-page PDF under `folder` and returns its key. */
export async function storeDemoPdf(storage: FileStorage, folder: string, lines: string[]): Promise<string> {
  const key = `${folder}/${randomUUID()}.pdf`;
  await storage.put(key, makePdf(lines));
  return key;
}

/** The colours of the demo pictures: dark, accent and light, one set a seed. */
export const DEMO_PALETTES = [
  ["#0b3d91", "#f6b400", "#e8eef8"],
  ["#1b5e20", "#ffca28", "#e8f5e9"],
  ["#6a1b9a", "#ffb74d", "#f3e5f5"],
  ["#b3261e", "#ffe082", "#fdecea"],
  ["#004d61", "#ffd54f", "#e0f2f1"],
  ["#37474f", "#ff8a65", "#eceff1"],
] as const;

export const demoPalette = (seed: number) => DEMO_PALETTES[seed % DEMO_PALETTES.length]!;

/**
 * A simple illustrated card (640x400) for demo pictures: a coloured scene with shapes and a
 * "SAMPLE" label, varied by `seed` so lists do not show the same picture twice in a row.
 */
export function demoPictureSvg(seed: number, label: string): string {
  const [dark, accent, light] = demoPalette(seed);
  const x = 80 + ((seed * 97) % 360);
  const safeLabel = label.replace(/[<>&"]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" fill="${light}"/>
  <rect y="250" width="640" height="150" fill="${dark}" opacity="0.15"/>
  <rect x="40" y="170" width="560" height="90" rx="18" fill="${dark}"/>
  <rect x="70" y="190" width="70" height="40" rx="6" fill="${light}"/>
  <rect x="160" y="190" width="70" height="40" rx="6" fill="${light}"/>
  <rect x="250" y="190" width="70" height="40" rx="6" fill="${light}"/>
  <rect x="340" y="190" width="70" height="40" rx="6" fill="${light}"/>
  <rect x="430" y="190" width="70" height="40" rx="6" fill="${light}"/>
  <rect x="40" y="236" width="560" height="8" fill="${accent}"/>
  <circle cx="${x}" cy="90" r="46" fill="${accent}"/>
  <rect x="0" y="270" width="640" height="10" fill="${dark}" opacity="0.5"/>
  <rect x="500" y="352" width="124" height="32" rx="6" fill="#ffffff" opacity="0.85"/>
  <text x="562" y="374" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="${dark}">SAMPLE</text>
  <text x="24" y="40" font-family="sans-serif" font-size="18" fill="${dark}">${safeLabel}</text>
</svg>`;
}
