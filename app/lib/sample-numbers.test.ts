import { expect, test } from "vitest";
import { areSampleNumbers, isSampleNumber } from "./sample-numbers";

test("the demo's numbers begin with 000; real ones do not", () => {
  expect(isSampleNumber("000-0000-0001")).toBe(true);
  expect(isSampleNumber("000 1111 0003")).toBe(true);
  expect(isSampleNumber("022-2262-0000")).toBe(false);
  expect(isSampleNumber("1512")).toBe(false);
  expect(areSampleNumbers(["000-0000-0001", "000-0000-0002"])).toBe(true);
  expect(areSampleNumbers(["000-0000-0001", "1234-567-890"])).toBe(false);
  expect(areSampleNumbers([])).toBe(false);
});
