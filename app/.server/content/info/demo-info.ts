/**
 * Demo content of the info area: the leadership page's three officers (SPEC §2 titles, sample
 * names) and former commissioners whose names, ranks and tenures are obviously sample data.
 * Portraits are drawn here as SVG and stored through the image pipeline; some former
 * commissioners have none, so the fallback picture is exercised too.
 */
import type { FileStorage } from "../../storage/file-storage";
import type { DemoSeed } from "../../db/seed/demo-seed";
import { storeDemoImage } from "../../db/seed/demo-media";
import type { NewFormerCommissioner, NewLeader } from "../../db/tables/info";

/** SPEC §2 "Our leadership": three officers with these titles, in this order. */
export const DEMO_LEADERS = [
  {
    name_en: "Sample Officer 1",
    name_mr: "नमुना अधिकारी 1",
    title_en: "Commissioner of Police Railways Mumbai",
    title_mr: "पोलीस आयुक्त, लोहमार्ग, मुंबई",
  },
  {
    name_en: "Sample Officer 201",
    name_mr: "नमुना अधिकारी 201",
    title_en: "Director General of Police Railways Maharashtra State",
    title_mr: "पोलीस महासंचालक, लोहमार्ग, महाराष्ट्र राज्य",
  },
  {
    name_en: "Sample Officer 202",
    name_mr: "नमुना अधिकारी 202",
    title_en: "Director General of Police Maharashtra State",
    title_mr: "पोलीस महासंचालक, महाराष्ट्र राज्य",
  },
] as const;

const RANKS = {
  adg: ["Additional Director General of Police", "अपर पोलीस महासंचालक"],
  sigp: ["Special Inspector General of Police", "विशेष पोलीस महानिरीक्षक"],
  igp: ["Inspector General of Police", "पोलीस महानिरीक्षक"],
  dig: ["Deputy Inspector General of Police", "पोलीस उपमहानिरीक्षक"],
} as const;

/** Deliberately not in date order: the page, not the seed, puts the newest first. */
export const DEMO_FORMER_COMMISSIONERS: Array<{
  n: number;
  rank: keyof typeof RANKS;
  start: string;
  end: string;
  photo: boolean;
}> = [
  { n: 303, rank: "sigp", start: "2013-06-01", end: "2016-05-31", photo: false },
  { n: 301, rank: "adg", start: "2021-09-01", end: "2024-12-31", photo: true },
  { n: 306, rank: "igp", start: "1998-03-31", end: "2003-01-14", photo: false },
  { n: 302, rank: "adg", start: "2016-06-01", end: "2021-08-31", photo: true },
  { n: 305, rank: "igp", start: "2003-01-15", end: "2008-11-30", photo: false },
  { n: 304, rank: "sigp", start: "2008-12-01", end: "2013-05-31", photo: false },
  { n: 307, rank: "dig", start: "1993-07-01", end: "1998-03-30", photo: false },
];

const PORTRAIT_COLOURS = ["#0b3d91", "#1b5e20", "#6a1b9a", "#004d61", "#37474f"] as const;

/** A head-and-shoulders silhouette in uniform colours, clearly labelled SAMPLE (480x600). */
export function demoPortraitSvg(seed: number): string {
  const uniform = PORTRAIT_COLOURS[seed % PORTRAIT_COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <rect width="480" height="600" fill="#e8eef8"/>
  <circle cx="240" cy="230" r="100" fill="#9ca3af"/>
  <rect x="150" y="118" width="180" height="44" rx="14" fill="${uniform}"/>
  <rect x="130" y="150" width="220" height="14" rx="7" fill="${uniform}"/>
  <circle cx="240" cy="138" r="12" fill="#f6b400"/>
  <path d="M40 600c0-130 90-210 200-210s200 80 200 210z" fill="${uniform}"/>
  <rect x="150" y="450" width="50" height="10" fill="#f6b400"/>
  <rect x="280" y="450" width="50" height="10" fill="#f6b400"/>
  <rect x="170" y="540" width="140" height="40" rx="8" fill="#ffffff" opacity="0.9"/>
  <text x="240" y="568" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${uniform}">SAMPLE</text>
</svg>`;
}

async function portrait(storage: FileStorage, seed: number) {
  const image = await storeDemoImage(storage, demoPortraitSvg(seed), "people");
  return { photo_key: image.key, photo_width: image.width, photo_height: image.height };
}

const NO_PHOTO = { photo_key: null, photo_width: null, photo_height: null };

export const seedInfoDemo: DemoSeed = async (db, storage) => {
  const leaders: NewLeader[] = [];
  for (const [index, leader] of DEMO_LEADERS.entries()) {
    leaders.push({ ...leader, sort_order: index + 1, ...(await portrait(storage, index)) });
  }
  await db.insertInto("leaders").values(leaders).execute();

  const commissioners: NewFormerCommissioner[] = [];
  for (const item of DEMO_FORMER_COMMISSIONERS) {
    const [rankEn, rankMr] = RANKS[item.rank];
    commissioners.push({
      name_en: `Sample Officer ${item.n}`,
      name_mr: `नमुना अधिकारी ${item.n}`,
      rank_en: rankEn,
      rank_mr: rankMr,
      tenure_start: item.start,
      tenure_end: item.end,
      ...(item.photo ? await portrait(storage, item.n) : NO_PHOTO),
    });
  }
  await db.insertInto("former_commissioners").values(commissioners).execute();
};
