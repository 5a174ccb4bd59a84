/**
 * Drawn scenes for the demo albums: simple, clearly illustrated (never mistaken for real photos),
 * marked SAMPLE, and varied enough that an album does not show the same picture twice. Landscape
 * scenes are 1200x800 and portrait ones 800x1100, so the lightbox shows both shapes.
 */

export type SceneKind = "platform" | "help-desk" | "crowd" | "parade" | "tower";

const PALETTES = [
  { sky: "#dfe9f7", dark: "#0b3d91", accent: "#f6b400", ground: "#9aa5b8" },
  { sky: "#fdf1dc", dark: "#6d3b00", accent: "#e65100", ground: "#b7a58f" },
  { sky: "#e3f4ea", dark: "#1b5e20", accent: "#f9a825", ground: "#9fb3a3" },
  { sky: "#f1e6f7", dark: "#4a148c", accent: "#ffb300", ground: "#ab9db8" },
  { sky: "#e0f2f1", dark: "#004d61", accent: "#ff7043", ground: "#90a4ae" },
  { sky: "#fbe9e7", dark: "#7f1d1d", accent: "#fbc02d", ground: "#b0a19e" },
] as const;

type Palette = (typeof PALETTES)[number];

/** A standing figure (head and body) at x, with its feet on `ground`. */
function person(x: number, ground: number, scale: number, body: string, head = "#8d5a3b"): string {
  const h = 120 * scale;
  return `<g>
    <rect x="${x - 16 * scale}" y="${ground - h}" width="${32 * scale}" height="${h * 0.62}" rx="${10 * scale}" fill="${body}"/>
    <rect x="${x - 13 * scale}" y="${ground - h * 0.4}" width="${11 * scale}" height="${h * 0.4}" fill="#37474f"/>
    <rect x="${x + 2 * scale}" y="${ground - h * 0.4}" width="${11 * scale}" height="${h * 0.4}" fill="#37474f"/>
    <circle cx="${x}" cy="${ground - h - 14 * scale}" r="${15 * scale}" fill="${head}"/>
  </g>`;
}

/** A police officer: khaki uniform and a navy cap. */
function officer(x: number, ground: number, scale: number): string {
  const h = 120 * scale;
  return `${person(x, ground, scale, "#b39a64")}
    <rect x="${x - 17 * scale}" y="${ground - h - 32 * scale}" width="${34 * scale}" height="${10 * scale}" rx="${3 * scale}" fill="#0b3d91"/>`;
}

/*
 * The label and the SAMPLE tag sit inside the middle 4:3 band of the picture, so they survive the
 * thumbnail's crop: 67px off each side of a landscape scene, 250px off the top and bottom of a
 * portrait one.
 */
function sampleTag(x: number, y: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="150" height="40" rx="8" fill="#ffffff" opacity="0.9"/>
  <text x="${x + 75}" y="${y + 27}" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.dark}">SAMPLE</text>`;
}

function caption(label: string, x: number, y: number, p: Palette): string {
  const safe = label.replace(/[<>&"]/g, "");
  return `<rect x="${x}" y="${y}" width="${Math.min(1000, 30 + safe.length * 13)}" height="44" rx="8" fill="#ffffff" opacity="0.85"/>
  <text x="${x + 16}" y="${y + 30}" font-family="sans-serif" font-size="22" fill="${p.dark}">${safe}</text>`;
}

function platform(p: Palette, seed: number): string {
  const windows = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${110 + i * 125}" y="330" width="90" height="70" rx="8" fill="${p.sky}"/>`,
  ).join("");
  return `<rect y="520" width="1200" height="280" fill="${p.ground}"/>
  <rect x="60" y="300" width="1080" height="200" rx="28" fill="${p.dark}"/>
  ${windows}
  <rect x="60" y="440" width="1080" height="14" fill="${p.accent}"/>
  <rect y="500" width="1200" height="26" fill="#546e7a"/>
  <circle cx="${200 + ((seed * 131) % 800)}" cy="140" r="60" fill="${p.accent}"/>
  ${officer(300 + ((seed * 53) % 500), 700, 1.3)}
  ${person(720, 690, 1.1, "#5c6bc0")}
  ${person(800, 700, 1.2, "#ef6c00")}`;
}

function helpDesk(p: Palette, seed: number): string {
  return `<rect y="560" width="1200" height="240" fill="${p.ground}"/>
  <rect x="330" y="300" width="540" height="300" rx="14" fill="${p.dark}"/>
  <rect x="360" y="230" width="480" height="80" rx="10" fill="${p.accent}"/>
  <text x="600" y="282" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${p.dark}">HELP DESK</text>
  <rect x="330" y="470" width="540" height="40" fill="#ffffff" opacity="0.85"/>
  ${officer(520, 470, 1.0)}
  ${officer(680, 470, 1.0)}
  ${person(220 + ((seed * 37) % 60), 720, 1.3, "#ad1457")}
  ${person(980, 720, 1.25, "#00897b")}
  <rect x="940" y="120" width="200" height="120" rx="10" fill="#ffffff"/>
  <text x="1040" y="195" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${p.dark}">1512</text>`;
}

function crowd(p: Palette, seed: number): string {
  const people = Array.from({ length: 9 }, (_, i) =>
    person(
      120 + i * 120 + ((seed * (i + 3)) % 30),
      700 + (i % 2) * 30,
      1 + (i % 3) * 0.12,
      ["#5c6bc0", "#ef6c00", "#26a69a", "#8e24aa", "#c62828"][(i + seed) % 5]!,
    ),
  ).join("");
  return `<rect y="560" width="1200" height="240" fill="${p.ground}"/>
  <rect x="200" y="150" width="800" height="180" rx="16" fill="${p.dark}"/>
  <text x="600" y="230" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">TRAVEL SAFE</text>
  <text x="600" y="290" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${p.accent}">Do not board a moving train</text>
  ${people}
  ${officer(600, 560, 1.2)}`;
}

function parade(p: Palette, seed: number): string {
  const rows = Array.from({ length: 2 }, (_, r) =>
    Array.from({ length: 7 }, (_, i) => officer(170 + i * 145 + r * 40, 640 + r * 110, 1.05 + r * 0.1)).join(""),
  ).join("");
  return `<rect y="540" width="1200" height="260" fill="${p.ground}"/>
  <rect x="0" y="520" width="1200" height="20" fill="#ffffff" opacity="0.7"/>
  <rect x="${80 + ((seed * 71) % 200)}" y="110" width="8" height="300" fill="#5d4037"/>
  <rect x="${88 + ((seed * 71) % 200)}" y="110" width="150" height="36" fill="#ff9933"/>
  <rect x="${88 + ((seed * 71) % 200)}" y="146" width="150" height="36" fill="#ffffff"/>
  <rect x="${88 + ((seed * 71) % 200)}" y="182" width="150" height="36" fill="#138808"/>
  <circle cx="${163 + ((seed * 71) % 200)}" cy="164" r="14" fill="none" stroke="#000080" stroke-width="3"/>
  ${rows}`;
}

function tower(p: Palette, seed: number): string {
  return `<rect y="860" width="800" height="240" fill="${p.ground}"/>
  <rect x="280" y="220" width="240" height="660" fill="${p.dark}"/>
  <polygon points="260,230 400,90 540,230" fill="${p.accent}"/>
  <circle cx="400" cy="340" r="80" fill="#ffffff"/>
  <line x1="400" y1="340" x2="400" y2="285" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
  <line x1="400" y1="340" x2="${440 + (seed % 3) * 5}" y2="360" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
  ${[0, 1, 2].map((i) => `<rect x="320" y="${470 + i * 120}" width="160" height="80" rx="8" fill="${p.sky}"/>`).join("")}
  ${officer(170, 1000, 1.4)}
  ${person(640, 1000, 1.3, "#5c6bc0")}`;
}

/** An SVG scene for a demo photo. */
export function demoGalleryScene(kind: SceneKind, seed: number, label: string): string {
  const p = PALETTES[seed % PALETTES.length]!;
  const portrait = kind === "tower";
  const [width, height] = portrait ? [800, 1100] : [1200, 800];
  const body = { platform, "help-desk": helpDesk, crowd, parade, tower }[kind](p, seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${p.sky}"/>
  ${body}
  ${portrait ? caption(label, 40, 270, p) : caption(label, 90, 24, p)}
  ${portrait ? sampleTag(610, 790, p) : sampleTag(width - 250, height - 64, p)}
</svg>`;
}
