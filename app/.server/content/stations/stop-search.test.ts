import { describe, expect, test } from "vitest";
import { stopsCoveredBy, stopsMatching } from "./stop-search";

const stationFor = (query: string, locale: "en" | "mr" = "en") => [
  ...new Set(stopsMatching(query, locale).map((stop) => stop.policeStationId)),
];

describe("which police station covers a stop", () => {
  test("by the stop's name in either language", () => {
    expect(stationFor("Ghatkopar")).toEqual([12]);
    expect(stationFor("घाटकोपर", "mr")).toEqual([12]);
    expect(stopsMatching("ghatkopar", "mr")).toEqual([{ id: "ghatkopar", name: "घाटकोपर", policeStationId: 12 }]);
  });

  test("by the spellings commuters use", () => {
    expect(stationFor("Dombivli")).toEqual([14]);
    expect(stationFor("Dombivali")).toEqual([14]);
    expect(stationFor("Wadala")).toEqual([17]);
    expect(stationFor("Vadala")).toEqual([17]);
    expect(stationFor("Sion")).toEqual([11]);
    expect(stationFor("शीव", "mr")).toEqual([11]);
    expect(stationFor("सायन", "mr")).toEqual([11]);
    expect(stationFor("VT")).toEqual([]);
    expect(stationFor("Victoria")).toEqual([10]);
  });

  test("too short a query finds nothing rather than every stop", () => {
    expect(stopsMatching("a", "en")).toEqual([]);
    expect(stopsMatching("  ", "en")).toEqual([]);
  });

  test("a police station's stops, in line order", () => {
    const kurla = stopsCoveredBy(12, "en").map((stop) => stop.name);
    expect(kurla).toContain("Ghatkopar");
    expect(kurla).toContain("Kurla");
    expect(stopsCoveredBy(999, "en")).toEqual([]);
  });
});
