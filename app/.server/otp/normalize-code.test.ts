import { expect, test } from "vitest";
import { isWellFormedCode, normalizeCode } from "./normalize-code";

test("Devanagari digits, spaces and hyphens in a typed code are normalised", () => {
  expect(normalizeCode("१२३४")).toBe("1234");
  expect(normalizeCode(" 12 34 ")).toBe("1234");
  expect(normalizeCode("12-34")).toBe("1234");
  expect(normalizeCode("१२-३४")).toBe("1234");
  expect(normalizeCode("１２３４")).toBe("1234"); // full-width digits from some keyboards
});

test("only the configured number of plain digits is a well-formed code", () => {
  expect(isWellFormedCode("1234", 4)).toBe(true);
  expect(isWellFormedCode("123", 4)).toBe(false);
  expect(isWellFormedCode("12345", 4)).toBe(false);
  expect(isWellFormedCode("12a4", 4)).toBe(false);
  expect(isWellFormedCode("", 4)).toBe(false);
  expect(isWellFormedCode("123456", 6)).toBe(true);
});
