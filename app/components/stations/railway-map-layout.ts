/**
 * The geometry of the railway map (SPEC §2 "Railway map"): a stylised, NOT-to-scale diagram with
 * north at the top. Each line is a column: Western (Churchgate-Palghar) on the left, Central
 * (CSMT-Karjat) in the middle, Harbour (CSMT-Vadala-Vashi-Panvel) on the right. Dadar and Kurla are
 * interchanges, drawn as capsules joining two columns. Station ids are SPEC's (CSMT 10 … Palghar 26).
 */
import type stationsText from "~/locales/en/stations";

export const MAP_LINES = ["western", "central", "harbour"] as const;
export type MapLine = (typeof MAP_LINES)[number];

export const MAP_VIEWBOX = { width: 540, height: 740 } as const;

/** Where each line's column runs. */
export const COLUMN_X: Record<MapLine, number> = { western: 36, central: 210, harbour: 384 };

const TOP = 100;
const ROW = 80;
const row = (n: number) => TOP + n * ROW;

export type MapStation = {
  id: number;
  /** Locale key under stations.map.names. */
  key: keyof typeof stationsText.map.names;
  /** The column the marker sits on (where its label is written). */
  line: MapLine;
  y: number;
  /** An interchange: the capsule reaches across to this other line's column. */
  joins?: MapLine;
};

export const MAP_STATIONS: readonly MapStation[] = [
  { id: 26, key: "s26", line: "western", y: row(0) },
  { id: 16, key: "s16", line: "central", y: row(0) },
  { id: 25, key: "s25", line: "western", y: row(1) },
  { id: 15, key: "s15", line: "central", y: row(1) },
  { id: 19, key: "s19", line: "harbour", y: row(1) },
  { id: 24, key: "s24", line: "western", y: row(2) },
  { id: 14, key: "s14", line: "central", y: row(2) },
  { id: 23, key: "s23", line: "western", y: row(3) },
  { id: 13, key: "s13", line: "central", y: row(3) },
  { id: 18, key: "s18", line: "harbour", y: row(3) },
  { id: 22, key: "s22", line: "western", y: row(4) },
  // Kurla: on the Central line, with the Harbour line's platforms beside it.
  { id: 12, key: "s12", line: "central", joins: "harbour", y: row(4) },
  // Dadar: the Western and Central lines' stations, joined by footbridges.
  { id: 11, key: "s11", line: "central", joins: "western", y: row(5) },
  { id: 21, key: "s21", line: "western", y: row(6) },
  { id: 17, key: "s17", line: "harbour", y: row(6) },
  { id: 20, key: "s20", line: "western", y: row(7) },
  { id: 10, key: "s10", line: "central", y: row(7) },
];

/** The stations along each line, south to north, for the list below the map. */
export const LINE_STATIONS: Record<MapLine, readonly number[]> = {
  western: [20, 21, 11, 22, 23, 24, 25, 26],
  central: [10, 11, 12, 13, 14, 15, 16],
  harbour: [10, 17, 12, 18, 19],
};

const SOUTH = row(7);
const NORTH = row(0);
const HARBOUR_NORTH = row(1);
const HARBOUR_BEND = SOUTH + 55;

/** The track of each line as an SVG path. The Harbour line leaves CSMT southwards and turns north. */
export const LINE_PATHS: Record<MapLine, string> = {
  western: `M${COLUMN_X.western} ${SOUTH} V${NORTH}`,
  central: `M${COLUMN_X.central} ${SOUTH} V${NORTH}`,
  harbour: [
    `M${COLUMN_X.central} ${SOUTH}`,
    `V${HARBOUR_BEND - 20}`,
    `Q${COLUMN_X.central} ${HARBOUR_BEND} ${COLUMN_X.central + 20} ${HARBOUR_BEND}`,
    `H${COLUMN_X.harbour - 20}`,
    `Q${COLUMN_X.harbour} ${HARBOUR_BEND} ${COLUMN_X.harbour} ${HARBOUR_BEND - 20}`,
    `V${HARBOUR_NORTH}`,
  ].join(" "),
};

/** The columns a station's marker spans (two for an interchange); its label follows the rightmost. */
export function markerSpan(station: MapStation): { from: number; to: number } {
  const a = COLUMN_X[station.line];
  const b = station.joins ? COLUMN_X[station.joins] : a;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

export const LABEL_GAP = 20;
const HIT_MARGIN = 18;

/**
 * The area that opens a station: its marker and label, up to the next column (so neighbours on a
 * row never overlap) and tall enough to tap on a phone.
 */
export function hitBox(station: MapStation): { x: number; y: number; width: number; height: number } {
  const span = markerSpan(station);
  const next = Object.values(COLUMN_X)
    .filter((x) => x > span.to)
    .sort((a, b) => a - b)[0];
  const right = next === undefined ? MAP_VIEWBOX.width - 4 : next - HIT_MARGIN;
  const x = span.from - HIT_MARGIN;
  return { x, y: station.y - 34, width: right - x, height: 68 };
}

/**
 * A long name is written on two lines (split at its last space) so that no label reaches the
 * next column; the limit is in characters, which suits both Latin and Devanagari here.
 */
export function labelLines(name: string, maxChars = 11): string[] {
  if (name.length <= maxChars) return [name];
  const space = name.lastIndexOf(" ");
  return space > 0 ? [name.slice(0, space), name.slice(space + 1)] : [name];
}
