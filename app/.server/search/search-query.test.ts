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

test("a Hindi word keeps its vowel signs, virama and nukta: one word to both engines, as to the best bets", () => {
  const nfc = (words: string[]) => words.map((word) => word.normalize("NFC"));
  expect(searchTerms("एफ़आईआर की स्थिति")).toEqual(nfc(["एफ़आईआर", "की", "स्थिति"]));
  expect(searchTerms("खोया-पाया")).toEqual(["खोया", "पाया"]);
  expect(fts5Query(searchTerms("छेड़छाड़ की शिका"))).toBe(`"${"छेड़छाड़".normalize("NFC")}" "की" "शिका"*`);
  expect(tsQuery(searchTerms("पुलिस थाना"))).toBe("पुलिस & थाना:*");
});
