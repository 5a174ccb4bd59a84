import { describe, expect, it } from "vitest";
import { findStop, jurisdictionOf, RAILWAY_LINE_IDS, RAILWAY_STOP_IDS, RAILWAY_STOPS } from "./railway-stops";

/** SPEC §2 railway map: the 17 railway police stations and the stop each one is at. */
const POLICE_STATION_STOPS: Record<string, number> = {
  csmt: 10,
  dadar: 11,
  kurla: 12,
  thane: 13,
  dombivli: 14,
  kalyan: 15,
  karjat: 16,
  "vadala-road": 17,
  vashi: 18,
  panvel: 19,
  churchgate: 20,
  "mumbai-central": 21,
  bandra: 22,
  andheri: 23,
  borivali: 24,
  "vasai-road": 25,
  palghar: 26,
};

describe("railway stops and their jurisdiction", () => {
  it("has unique slugs, both names, known lines and one of the 17 police stations for each stop", () => {
    expect(new Set(RAILWAY_STOPS.map((stop) => stop.id)).size).toBe(RAILWAY_STOPS.length);
    expect(RAILWAY_STOP_IDS).toEqual(RAILWAY_STOPS.map((stop) => stop.id));
    for (const stop of RAILWAY_STOPS) {
      expect(stop.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(stop.en.trim()).not.toBe("");
      expect(stop.mr, stop.id).toMatch(/[\u0900-\u097F]/);
      expect(stop.lines.length).toBeGreaterThan(0);
      for (const line of stop.lines) expect(RAILWAY_LINE_IDS).toContain(line);
      expect(Object.values(POLICE_STATION_STOPS)).toContain(stop.policeStationId);
    }
  });

  it("gives each police station's own stop to that police station", () => {
    for (const [stop, policeStation] of Object.entries(POLICE_STATION_STOPS)) {
      expect(jurisdictionOf(stop), stop).toBe(policeStation);
    }
  });

  it("gives the stops between them to the police station whose stretch covers them", () => {
    expect(jurisdictionOf("ghatkopar")).toBe(12);
    expect(jurisdictionOf("mulund")).toBe(13);
    expect(jurisdictionOf("neral")).toBe(16);
    expect(jurisdictionOf("kasara")).toBe(15);
    expect(jurisdictionOf("khar-road")).toBe(22);
    expect(jurisdictionOf("nalasopara")).toBe(25);
    expect(jurisdictionOf("dahanu-road")).toBe(26);
    expect(jurisdictionOf("kharghar")).toBe(19);
    expect(jurisdictionOf("airoli")).toBe(18);
  });

  it("knows nothing of a stop it does not list", () => {
    expect(jurisdictionOf("nowhere")).toBeUndefined();
    expect(findStop("nowhere")).toBeUndefined();
    expect(findStop("dadar")?.lines).toEqual(["central", "western"]);
  });
});
