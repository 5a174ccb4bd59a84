import { expect, test } from "vitest";
import { fts5Query, searchTerms, tsQuery } from "./search-query";

test("a short last word is matched as a whole word: FIR is not the start of first aid", () => {
  expect(fts5Query(searchTerms("FIR"))).toBe('"FIR"');
  expect(tsQuery(searchTerms("FIR"))).toBe("FIR");
  expect(fts5Query(searchTerms("lost bag"))).toBe('"lost" "bag"');
});

test("a longer last word may still be the start of a word being typed, in either script", () => {
  expect(fts5Query(searchTerms("lost pho"))).toBe('"lost" "pho"');
  expect(fts5Query(searchTerms("lost phon"))).toBe('"lost" "phon"*');
  expect(tsQuery(searchTerms("railway poli"))).toBe("railway & poli:*");
  expect(fts5Query(searchTerms("कुर्ला पोलि"))).toBe('"कुर्ला" "पोलि"*');
});
