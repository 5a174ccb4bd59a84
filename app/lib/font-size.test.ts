import { expect, test } from "vitest";
import { FONT_SIZE, clampFontSize, parseFontSize } from "./font-size";

test("font size starts at 100 and moves in steps of 5 (SPEC §9)", () => {
  expect(FONT_SIZE.base).toBe(100);
  expect(FONT_SIZE.step).toBe(5);
  expect(parseFontSize(undefined)).toBe(100);
  expect(parseFontSize("115")).toBe(115);
});

test("a stored size is snapped to a step and kept within usable bounds", () => {
  expect(clampFontSize(112)).toBe(110);
  expect(clampFontSize(1000)).toBe(FONT_SIZE.max);
  expect(clampFontSize(5)).toBe(FONT_SIZE.min);
  expect(parseFontSize("abc")).toBe(100);
  expect(parseFontSize("")).toBe(100);
});
