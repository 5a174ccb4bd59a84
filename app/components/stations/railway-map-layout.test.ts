import { describe, expect, test } from "vitest";
import en from "~/locales/en/stations";
import mr from "~/locales/mr/stations";
import { hitBox, labelLines, LINE_STATIONS, MAP_LINES, MAP_STATIONS, MAP_VIEWBOX } from "./railway-map-layout";

/** SPEC §2 "Railway map": the station ids (Dombivli as the railways spell it; SPEC writes Dombivali). */
const SPEC_IDS: Record<string, number> = {
  CSMT: 10,
  Dadar: 11,
  Kurla: 12,
  Thane: 13,
  Dombivli: 14,
  Kalyan: 15,
  Karjat: 16,
  Vadala: 17,
  Vashi: 18,
  Panvel: 19,
  Churchgate: 20,
  "Mumbai Central": 21,
  Bandra: 22,
  Andheri: 23,
  Borivali: 24,
  "Vasai Road": 25,
  Palghar: 26,
};

describe("railway map layout", () => {
  test("has SPEC's 17 stations, each with its SPEC id and name", () => {
    expect(MAP_STATIONS).toHaveLength(17);
    const named = Object.fromEntries(MAP_STATIONS.map((s) => [en.map.names[s.key], s.id]));
    expect(named).toEqual(SPEC_IDS);
    for (const station of MAP_STATIONS) expect(station.key).toBe(`s${station.id}`);
    for (const station of MAP_STATIONS) expect(mr.map.names[station.key]).toMatch(/[\u0900-\u097F]/);
  });

  test("lists every station under the lines it lies on, end to end", () => {
    expect(LINE_STATIONS.western[0]).toBe(SPEC_IDS.Churchgate);
    expect(LINE_STATIONS.western.at(-1)).toBe(SPEC_IDS.Palghar);
    expect(LINE_STATIONS.central[0]).toBe(SPEC_IDS.CSMT);
    expect(LINE_STATIONS.central.at(-1)).toBe(SPEC_IDS.Karjat);
    expect(LINE_STATIONS.harbour).toEqual([10, 17, 12, 18, 19]);
    const listed = new Set(MAP_LINES.flatMap((line) => LINE_STATIONS[line]));
    expect([...listed].sort()).toEqual(MAP_STATIONS.map((s) => s.id).sort());
  });

  test("no two stations' tap areas overlap, and every one is inside the drawing", () => {
    const boxes = MAP_STATIONS.map((s) => ({ id: s.id, ...hitBox(s) }));
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MAP_VIEWBOX.width);
      expect(box.y + box.height).toBeLessThanOrEqual(MAP_VIEWBOX.height);
      expect(box.height).toBeGreaterThanOrEqual(60);
    }
    for (const a of boxes) {
      for (const b of boxes) {
        if (a.id >= b.id) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `stations ${a.id} and ${b.id}`).toBe(true);
      }
    }
  });

  test("long names are written on two lines, short ones on one", () => {
    expect(labelLines("Mumbai Central")).toEqual(["Mumbai", "Central"]);
    expect(labelLines("मुंबई सेंट्रल")).toEqual(["मुंबई", "सेंट्रल"]);
    expect(labelLines("Vasai Road")).toEqual(["Vasai Road"]);
    expect(labelLines("Averyveryverylongname")).toEqual(["Averyveryverylongname"]);
  });
});
