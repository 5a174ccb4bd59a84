import { describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import { searchTerms } from "./search-query";
import { stopsNamed } from "./station-bets";

const stops = (query: string, locale: Locale = "en") => stopsNamed(searchTerms(query), locale).map((stop) => stop.id);

describe("the railway stations a search names", () => {
  test("in every language, with or without the words for a police station", () => {
    expect(stops("Ghatkopar police station")).toEqual(["ghatkopar"]);
    expect(stops("घाटकोपर", "mr")).toEqual(["ghatkopar"]);
    expect(stops("घाटकोपर पुलिस थाना", "hi")).toEqual(["ghatkopar"]);
    expect(stops("दादर रेलवे पुलिस थाना", "hi")).toEqual(["dadar"]);
  });

  test("ठाणे after पोलीस is the police station, not Thane; Thane's own is still Thane", () => {
    expect(stops("कुर्ला पोलीस ठाणे", "mr")).toEqual(["kurla"]);
    expect(stops("कुर्ला लोहमार्ग पोलीस ठाणे", "mr")).toEqual(["kurla"]);
    expect(stops("पोलीस ठाणे", "mr")).toEqual([]);
    expect(stops("ठाणे पोलीस ठाणे", "mr")).toEqual(["thane"]);
    expect(stops("ठाणे", "hi")).toEqual(["thane"]);
    expect(stops("Thane police station")).toEqual(["thane"]);
  });

  test("for a Hindi reader, named in Hindi", () => {
    expect(stopsNamed(searchTerms("सायन"), "hi")).toEqual([{ id: "sion", name: "सायन", policeStationId: 11 }]);
  });
});
