import { describe, expect, test } from "vitest";
import { bestBets } from "./best-bets";
import { searchTerms } from "./search-query";

const first = (query: string) => bestBets(searchTerms(query))[0]?.href;

describe("best bets for the citizen services", () => {
  test.each([
    ["make a complaint", "/complaint"],
    ["complaint", "/complaint"],
    ["Complaints", "/complaint"],
    ["FIR", "/fir-dashboard"],
    ["e-FIR", "/fir-dashboard"],
    ["first information report", "/fir-dashboard"],
    ["status", "/status"],
    ["check status", "/status"],
    ["complaint status", "/status"],
    ["FIR status", "/fir-dashboard"],
    ["suggestion", "/suggestion"],
    ["lost phone", "/lost-and-found"],
    ["found a bag", "/lost-and-found"],
    ["तक्रार", "/complaint"],
    ["तक्रारीची स्थिती", "/status"],
    ["एफआयआर", "/fir-dashboard"],
    ["स्थिती", "/status"],
    ["हरवले", "/lost-and-found"],
    ["हरवलेला मोबाइल", "/lost-and-found"],
    ["अभिप्राय पाठवा", "/suggestion"],
    ["UPI fraud", "/get-help"],
    ["rail madad", "/get-help"],
    ["block IMEI", "/get-help"],
    ["सायबर फसवणूक", "/get-help"],
    ["theft", "/complaint"],
    ["phone stolen", "/complaint"],
    ["pickpocket", "/complaint"],
    ["harassment", "/complaint"],
    ["चोरी", "/complaint"],
    ["छेडछाड", "/complaint"],
    ["1512", "/get-help"],
    ["११२", "/get-help"],
  ])("%s leads first to %s", (query, href) => {
    expect(first(query)).toBe(href);
  });

  test("a word that only starts like a short keyword is not it", () => {
    expect(bestBets(searchTerms("first aid"))).toEqual([]);
    expect(bestBets(searchTerms("firing"))).toEqual([]);
  });

  test("queries that name no service have no best bet", () => {
    for (const query of ["railway police", "tenders", "पोलीस", "railway track", ""]) {
      expect(bestBets(searchTerms(query)), query).toEqual([]);
    }
  });

  test("a query naming several services lists them all, most words matched first, at most three", () => {
    expect(bestBets(searchTerms("complaint or suggestion")).map((bet) => bet.service)).toEqual([
      "complaint",
      "suggestion",
    ]);
    expect(bestBets(searchTerms("fir status complaint suggestion lost")).length).toBe(3);
  });
});
