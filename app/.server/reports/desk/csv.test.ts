import { expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";

test("a cell that a spreadsheet would run as a formula is turned into text", () => {
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}cmd|' /C calc'!A0`)).toMatch(/^"'/);
  expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
});

test("ordinary cells are quoted and kept as they are", () => {
  expect(csvCell("Asha Patil")).toBe('"Asha Patil"');
  expect(csvCell("a, b\nc")).toBe('"a, b\nc"');
  expect(csvCell(null)).toBe('""');
  expect(csvCell(12)).toBe('"12"');
});

test("a file starts with a byte-order mark and ends each row with CRLF", () => {
  expect(
    toCsv([
      ["a", "b"],
      ["c", "d"],
    ]),
  ).toBe('\uFEFF"a","b"\r\n"c","d"\r\n');
});
