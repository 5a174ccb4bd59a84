import { describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import { foldStopName, stopsCoveredBy, stopsMatching } from "./stop-search";

const stationFor = (query: string, locale: Locale = "en") => [
  ...new Set(stopsMatching(query, locale).map((stop) => stop.policeStationId)),
];

describe("which police station covers a stop", () => {
  test("by the stop's name in any language", () => {
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

  test("by its Hindi name, named in Hindi for a Hindi reader", () => {
    expect(stopsMatching("दादर", "hi")).toEqual([{ id: "dadar", name: "दादर", policeStationId: 11 }]);
    expect(stopsMatching("कुर्ला", "hi")).toEqual([{ id: "kurla", name: "कुर्ला", policeStationId: 12 }]);
    expect(stopsMatching("ghatkopar", "hi")).toEqual([{ id: "ghatkopar", name: "घाटकोपर", policeStationId: 12 }]);
    expect(stationFor("परेल", "hi")).toEqual([11, 21]);
    expect(stationFor("सायन", "hi")).toEqual([11]);
    expect(stationFor("बांद्रा", "hi")).toEqual([22]);
    expect(stationFor("सेवरी", "hi")).toEqual([17]);
    expect(stopsMatching("बांद्रा", "mr").map((stop) => stop.name)).toEqual(["वांद्रे"]);
    expect(stopsMatching("वांद्रे", "hi").map((stop) => stop.name)).toEqual(["बांद्रा"]);
    expect(stopsMatching("Parel", "hi").map((stop) => stop.name)).toEqual(["परेल", "लोअर परेल"]);
  });

  test("by the ways Hindi is typed: a half nasal, long or short vowels, ल for ळ, a nukta", () => {
    expect(stationFor("बान्द्रा", "hi")).toEqual([22]);
    expect(stationFor("मुम्बई सेंट्रल", "hi")).toEqual([21]);
    expect(stationFor("डोम्बिवली", "hi")).toEqual([14]);
    expect(stationFor("बदलापूर", "hi")).toEqual([15]);
    expect(stationFor("बोरिवली", "hi")).toEqual([24]);
    expect(stationFor("विक्रोली", "hi")).toEqual([12]);
    expect(stationFor("सांताक्रूज़", "hi")).toEqual([22]);
    expect(stationFor("गाँव", "hi")).toEqual(stationFor("गांव", "hi"));
    expect(stationFor("वीटी", "hi")).toEqual([10]);
    expect(stationFor("बंबई सेंट्रल", "hi")).toEqual([21]);
    expect(foldStopName("मुम्बई")).toBe(foldStopName("मुंबई"));
    expect(foldStopName("Dadar ")).toBe("dadar");
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
