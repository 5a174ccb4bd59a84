import { describe, expect, test } from "vitest";
import { matchesOfficeQuery, normaliseForSearch, ofTypes } from "./office-search";

const dadar = {
  name: "Dadar Railway Police Station",
  address: "Sample address: Railway Police Station, Dadar railway station, Central line, Mumbai",
  landline: "000-0000-0011",
};
const dadarMr = { name: "दादर लोहमार्ग पोलीस ठाणे", address: "नमुना पत्ता: दादर रेल्वे स्थानक, मुंबई" };

describe("office search", () => {
  test("an empty or blank query matches every office", () => {
    expect(matchesOfficeQuery(dadar, "")).toBe(true);
    expect(matchesOfficeQuery(dadar, "   ")).toBe(true);
  });

  test("matches any part of the name, ignoring case and extra spaces", () => {
    expect(matchesOfficeQuery(dadar, "dad")).toBe(true);
    expect(matchesOfficeQuery(dadar, "  DADAR   police ")).toBe(true);
    expect(matchesOfficeQuery(dadar, "kurla")).toBe(false);
  });

  test("every word must match, in the name, the address or the landline", () => {
    expect(matchesOfficeQuery(dadar, "central dadar")).toBe(true);
    expect(matchesOfficeQuery(dadar, "0011")).toBe(true);
    expect(matchesOfficeQuery(dadar, "dadar western")).toBe(false);
  });

  test("matches Marathi text, whatever Unicode form the keyboard produced", () => {
    expect(matchesOfficeQuery(dadarMr, "दादर")).toBe(true);
    expect(matchesOfficeQuery(dadarMr, "ठाणे".normalize("NFD"))).toBe(true);
    expect(matchesOfficeQuery(dadarMr, "कुर्ला")).toBe(false);
    expect(normaliseForSearch("  A\tB\nc ")).toBe("a b c");
  });

  test("the type filter is by inclusion", () => {
    const offices = [
      { id: 1, type: "CP" },
      { id: 2, type: "DCP" },
      { id: 4, type: "ACP" },
      { id: 10, type: "PS" },
    ];
    expect(ofTypes(offices, ["ACP", "DCP"]).map((o) => o.id)).toEqual([2, 4]);
    expect(ofTypes(offices, ["PS"]).map((o) => o.id)).toEqual([10]);
    expect(ofTypes(offices, [])).toEqual([]);
  });
});
