/**
 * Demo stations, offices and officers. The station names and ids are the real ones of SPEC §2
 * (railway map; their ids are part of the public contract); every address, phone number, e-mail
 * and officer here is sample data and says so. Most officers get a sample portrait, drawn here and
 * stored through the image pipeline like an uploaded photo; a few are left without one, as happens
 * in real life, so the fallback image shows too.
 */
import type { DemoSeed } from "../../db/seed/demo-seed";
import { storeDemoImage } from "../../db/seed/demo-media";
import type { NewOfficer, NewPoliceStation } from "../../db/schema";

/** Officers shown with the placeholder: the in-charges of Karjat, Vadala and Palghar. */
export const OFFICERS_WITHOUT_PHOTO = [116, 117, 126];

export const seedStationsDemo: DemoSeed = async (db, storage) => {
  await db.insertInto("officers").values(DEMO_OFFICERS).execute();
  // Offices first: stations point at them as parents.
  await db.insertInto("police_stations").values(DEMO_OFFICES).execute();
  await db.insertInto("police_stations").values(DEMO_STATIONS).execute();
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

type StationSeed = {
  id: number;
  en: string;
  mr: string;
  hi: string;
  line: "central" | "western" | "harbour";
  parent: number;
};

/** Office ids 1-9 sit below the station ids the map fixes (10-26). */
export const DEMO_OFFICES: NewPoliceStation[] = [
  office(
    1,
    "CP",
    "Office of the Commissioner of Police, Railways, Mumbai",
    "पोलीस आयुक्त कार्यालय, लोहमार्ग, मुंबई",
    null,
    1,
  ),
  office(2, "DCP", "DCP Office, Central Region (sample)", "पोलीस उपायुक्त कार्यालय, मध्य परिमंडळ (नमुना)", 1, 2),
  office(3, "DCP", "DCP Office, Western Region (sample)", "पोलीस उपायुक्त कार्यालय, पश्चिम परिमंडळ (नमुना)", 1, 3),
  office(4, "ACP", "ACP Office, CSMT Division (sample)", "सहायक पोलीस आयुक्त कार्यालय, सीएसएमटी विभाग (नमुना)", 2, 4),
  office(5, "ACP", "ACP Office, Kalyan Division (sample)", "सहायक पोलीस आयुक्त कार्यालय, कल्याण विभाग (नमुना)", 2, 5),
  office(6, "ACP", "ACP Office, Harbour Division (sample)", "सहायक पोलीस आयुक्त कार्यालय, हार्बर विभाग (नमुना)", 2, 6),
  office(
    7,
    "ACP",
    "ACP Office, Mumbai Central Division (sample)",
    "सहायक पोलीस आयुक्त कार्यालय, मुंबई सेंट्रल विभाग (नमुना)",
    3,
    7,
  ),
  office(8, "ACP", "ACP Office, Vasai Division (sample)", "सहायक पोलीस आयुक्त कार्यालय, वसई विभाग (नमुना)", 3, 8),
  office(9, "CONTROL", "Railway Police Control Room (sample)", "लोहमार्ग पोलीस नियंत्रण कक्ष (नमुना)", 1, 9),
];

const STATIONS: StationSeed[] = [
  { id: 10, en: "CSMT", mr: "सीएसएमटी", hi: "सीएसएमटी", line: "central", parent: 4 },
  { id: 11, en: "Dadar", mr: "दादर", hi: "दादर", line: "central", parent: 4 },
  { id: 12, en: "Kurla", mr: "कुर्ला", hi: "कुर्ला", line: "central", parent: 4 },
  { id: 13, en: "Thane", mr: "ठाणे", hi: "ठाणे", line: "central", parent: 5 },
  { id: 14, en: "Dombivli", mr: "डोंबिवली", hi: "डोंबिवली", line: "central", parent: 5 },
  { id: 15, en: "Kalyan", mr: "कल्याण", hi: "कल्याण", line: "central", parent: 5 },
  { id: 16, en: "Karjat", mr: "कर्जत", hi: "कर्जत", line: "central", parent: 5 },
  { id: 17, en: "Vadala", mr: "वडाळा", hi: "वडाला", line: "harbour", parent: 6 },
  { id: 18, en: "Vashi", mr: "वाशी", hi: "वाशी", line: "harbour", parent: 6 },
  { id: 19, en: "Panvel", mr: "पनवेल", hi: "पनवेल", line: "harbour", parent: 6 },
  { id: 20, en: "Churchgate", mr: "चर्चगेट", hi: "चर्चगेट", line: "western", parent: 7 },
  { id: 21, en: "Mumbai Central", mr: "मुंबई सेंट्रल", hi: "मुंबई सेंट्रल", line: "western", parent: 7 },
  { id: 22, en: "Bandra", mr: "वांद्रे", hi: "बांद्रा", line: "western", parent: 7 },
  { id: 23, en: "Andheri", mr: "अंधेरी", hi: "अंधेरी", line: "western", parent: 8 },
  { id: 24, en: "Borivali", mr: "बोरिवली", hi: "बोरीवली", line: "western", parent: 8 },
  { id: 25, en: "Vasai Road", mr: "वसई रोड", hi: "वसई रोड", line: "western", parent: 8 },
  { id: 26, en: "Palghar", mr: "पालघर", hi: "पालघर", line: "western", parent: 8 },
];

const LINE_COLOURS = { central: "#c62828", western: "#1565c0", harbour: "#6a1b9a" } as const;
const LINE_NAMES = {
  central: ["Central line", "मध्य रेल्वे"],
  western: ["Western line", "पश्चिम रेल्वे"],
  harbour: ["Harbour line", "हार्बर मार्ग"],
} as const;

export const DEMO_STATIONS: NewPoliceStation[] = STATIONS.map((s) => ({
  id: s.id,
  type: "PS",
  name_en: `${s.en} Railway Police Station`,
  name_mr: `${s.mr} लोहमार्ग पोलीस ठाणे`,
  // docs/glossary-hi.md: a railway police station is a रेलवे पुलिस थाना; the station's own name as the railways write it in Hindi.
  name_hi: `${s.hi} रेलवे पुलिस थाना`,
  address_en: `Sample address: Railway Police Station, ${s.en} railway station, ${LINE_NAMES[s.line][0]}, Mumbai`,
  address_mr: `नमुना पत्ता: लोहमार्ग पोलीस ठाणे, ${s.mr} रेल्वे स्थानक, ${LINE_NAMES[s.line][1]}, मुंबई`,
  landline: `000-0000-00${s.id}`,
  email: `sample-ps-${s.id}@example.org`,
  color_code: LINE_COLOURS[s.line],
  strip: s.line,
  officer_id: 100 + s.id,
  parent_id: s.parent,
}));

function office(
  id: number,
  type: NewPoliceStation["type"],
  en: string,
  mr: string,
  parent: number | null,
  officer: number,
): NewPoliceStation {
  return {
    id,
    type,
    name_en: en,
    name_mr: mr,
    address_en: "Sample address: Railway Police Commissionerate, Mumbai",
    address_mr: "नमुना पत्ता: लोहमार्ग पोलीस आयुक्तालय, मुंबई",
    landline: `000-0000-000${id}`,
    email: `sample-office-${id}@example.org`,
    color_code: "#37474f",
    strip: null,
    officer_id: officer,
    parent_id: parent,
  };
}

const OFFICE_DESIGNATIONS: Record<number, NewOfficer["designation"]> = {
  1: "CP",
  2: "DCP",
  3: "DCP",
  4: "ACP",
  5: "ACP",
  6: "ACP",
  7: "ACP",
  8: "ACP",
  9: "PI",
};
const STATION_DESIGNATIONS: NewOfficer["designation"][] = ["SENIOR_PI", "PI", "API", "PSI"];

export const DEMO_OFFICERS: NewOfficer[] = [
  ...Object.entries(OFFICE_DESIGNATIONS).map(([id, designation]) => ({
    id: Number(id),
    name_en: `Sample Officer ${id}`,
    name_mr: `नमुना अधिकारी ${id}`,
    designation,
    contact_number: "000-0000-0000",
    email: `sample-officer-${id}@example.org`,
    photo: null,
  })),
  ...STATIONS.map((s, index) => ({
    id: 100 + s.id,
    name_en: `Sample Officer ${100 + s.id}`,
    name_mr: `नमुना अधिकारी ${100 + s.id}`,
    designation: STATION_DESIGNATIONS[index % 2 === 0 ? 0 : 1]!,
    contact_number: "000-0000-0000",
    email: `sample-officer-${100 + s.id}@example.org`,
    photo: null,
  })),
];
