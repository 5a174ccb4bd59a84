import { expect, test } from "vitest";
import { keywordSearch, matchesDescriptions } from "./keywords";

test("splits English and Marathi words, lower-cased, without repeats", () => {
  expect(keywordSearch("Red  BAG, red")).toEqual({ words: ["red", "bag"], itemId: null });
  expect(keywordSearch("लाल बॅग")).toEqual({ words: ["लाल", "बॅग"], itemId: null });
  expect(keywordSearch("t-shirt\u0000 (blue)%")).toEqual({ words: ["t-shirt", "blue"], itemId: null });
});

test("leaves out words with digits, so a masked IMEI cannot be guessed back", () => {
  expect(keywordSearch("phone 3569 ३५६९")).toEqual({ words: ["phone"], itemId: null });
});

test("a public search matches descriptions on words without digits only, in any script", () => {
  expect(["phone", "रेडमी", "t-shirt", "IMEI"].every(matchesDescriptions)).toBe(true);
  expect(["3569", "३५६९", "imei356938", "4g"].some(matchesDescriptions)).toBe(false);
});

test("an item number finds that item", () => {
  expect(keywordSearch(" fp-000123 ")).toEqual({ words: [], itemId: 123 });
});
