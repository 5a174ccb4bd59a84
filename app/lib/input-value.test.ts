import { expect, test } from "vitest";
import { inputValue } from "./input-value";

test("a date input keeps a real date and drops anything else", () => {
  expect(inputValue("date", "2026-11-23")).toBe("2026-11-23");
  expect(inputValue("date", "2028-02-29")).toBe("2028-02-29");
  expect(inputValue("date", "2026-02-30")).toBeUndefined();
  expect(inputValue("date", "2027-02-29")).toBeUndefined();
  expect(inputValue("date", "23/11/2026")).toBeUndefined();
  expect(inputValue("date", "")).toBe("");
  expect(inputValue("date", undefined)).toBeUndefined();
});

test("a time input keeps hh:mm or hh:mm:ss and drops anything else", () => {
  expect(inputValue("time", "07:05")).toBe("07:05");
  expect(inputValue("time", "23:59:59")).toBe("23:59:59");
  expect(inputValue("time", "24:00")).toBeUndefined();
  expect(inputValue("time", "7 pm")).toBeUndefined();
});

test("other inputs keep what was typed", () => {
  expect(inputValue("text", "2026-02-30")).toBe("2026-02-30");
  expect(inputValue("email", "not an address")).toBe("not an address");
});
