/**
 * Demo content of the stations area. The stations, offices and officers themselves are loaded by
 * db/seed/demo-stations.ts (their ids are part of the public contract); this adds sample portraits
 * for most officers, drawn here and stored through the image pipeline like an uploaded photo. A
 * few officers are left without one, as happens in real life, so the fallback image shows too.
 */
import type { DemoSeed } from "../../db/seed/demo-content";
import { storeDemoImage } from "../../db/seed/demo-media";

/** Officers shown with the placeholder: the in-charges of Karjat, Vadala and Palghar. */
export const OFFICERS_WITHOUT_PHOTO = [116, 117, 126];

export const seedStationsDemo: DemoSeed = async (db, storage) => {
  const officers = await db.selectFrom("officers").select("id").where("photo", "is", null).orderBy("id").execute();
  for (const { id } of officers) {
    if (OFFICERS_WITHOUT_PHOTO.includes(id)) continue;
    // A handful of distinct drawings: the demo-media cache then encodes each only once.
    const image = await storeDemoImage(storage, demoPortraitSvg(id % 4), `officers/${id}`);
    await db.updateTable("officers").set({ photo: image.key }).where("id", "=", id).execute();
  }
};

/** A 320x400 portrait silhouette in uniform colours, clearly labelled SAMPLE. */
export function demoPortraitSvg(variant: number): string {
  const palettes = [
    ["#dfe7f5", "#0b3d91", "#f6b400"],
    ["#e6efe6", "#2e5d34", "#f6b400"],
    ["#f3e8dc", "#6b4423", "#f6b400"],
    ["#e9e4f2", "#3d2c6b", "#f6b400"],
  ] as const;
  const [background, uniform, accent] = palettes[variant % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400">
  <rect width="320" height="400" fill="${background}"/>
  <path d="M40 400c0-78 54-128 120-128s120 50 120 128z" fill="${uniform}"/>
  <path d="M132 276h56l-28 44z" fill="#ffffff"/>
  <rect x="96" y="300" width="26" height="8" rx="2" fill="${accent}"/>
  <rect x="198" y="300" width="26" height="8" rx="2" fill="${accent}"/>
  <circle cx="160" cy="178" r="66" fill="#c79a74"/>
  <path d="M92 150c0-42 30-66 68-66s68 24 68 66c-20-10-44-16-68-16s-48 6-68 16z" fill="${uniform}"/>
  <rect x="92" y="138" width="136" height="14" rx="6" fill="#1b1b1f" opacity="0.85"/>
  <rect x="96" y="356" width="128" height="30" rx="6" fill="#ffffff" opacity="0.9"/>
  <text x="160" y="378" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${uniform}">SAMPLE</text>
</svg>`;
}
