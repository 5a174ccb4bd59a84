import { expect, test } from "vitest";
import { MARK_END, MARK_START, toSegments } from "../search/highlight";
import { kindsLeftOut, readableText } from "../search/public-reading";
import { searchTerms } from "../search/search-query";
import { maskLongNumbers } from "./identifiers";
import { foundPropertyInSearch } from "./in-search";

const readings = { found_property: foundPropertyInSearch(() => ({ today: "2026-11-28", days: 180 })) };
const mark = (word: string) => `${MARK_START}${word}${MARK_END}`;
const unmarked = (text: string) => text.replace(new RegExp(`[${MARK_START}${MARK_END}]`, "g"), "");

test("a query with a word with digits, in any script, finds no register item; other words do", () => {
  expect(kindsLeftOut(readings, searchTerms("black Redmi phone"))).toEqual([]);
  expect(kindsLeftOut(readings, searchTerms("काळा रेडमी फोन"))).toEqual([]);
  for (const query of ["356938035647879", "Redmi 3569", "35-693803-564787-9", "३५६९३८०३५६४७८७९", "IMEI356938"]) {
    expect(kindsLeftOut(readings, searchTerms(query)), query).toEqual(["found_property"]);
  }
});

test("an item's text reads as on the register, the words that matched still marked", () => {
  const marked = `Black ${mark("Redmi")} phone, IMEI 356938035647879, owner 98765 43210`;
  expect(toSegments(readableText(readings, "found_property", marked))).toEqual([
    { text: "Black ", mark: false },
    { text: "Redmi", mark: true },
    { text: " phone, IMEI •••••••••••7879, owner ••••••3210", mark: false },
  ]);
  // A word with the number in it, matched as a whole: the number inside the mark is masked too.
  expect(readableText(readings, "found_property", mark("IMEI356938035647879"))).toBe(mark("IMEI•••••••••••7879"));
  // Other kinds are read as they are.
  expect(readableText(readings, "news", marked)).toBe(marked);
});

test("a mark inside a number would leave parts of it unmasked: the text is then masked whole, unmarked", () => {
  for (const marked of [
    `IMEI ${mark("3569380356")}47879`,
    `IMEI 35693803564${mark("7879")}`,
    `owner 98765 ${mark("43210")}`,
    `IMEI 3569380${mark("३५६४७८७९")}`,
  ]) {
    expect(readableText(readings, "found_property", marked), marked).toBe(maskLongNumbers(unmarked(marked)));
  }
});
