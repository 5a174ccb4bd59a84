import { describe, expect, it } from "vitest";
import { splitRuns } from "./script-runs";

// What Noto Sans Devanagari has besides Devanagari: digits, common punctuation, ₹; no Latin letters, no "@".
const devanagariHas = (codePoint: number) => /[\u0900-\u097f0-9 .,:;()'"\-/₹।]/u.test(String.fromCodePoint(codePoint));

describe("splitting text into runs of one font", () => {
  it("keeps a Devanagari run whole, with the spaces and punctuation between its words", () => {
    expect(splitRuns("आर्थिक नुकसान झाले; श्रीमती क्षमा।", devanagariHas)).toEqual([
      { script: "devanagari", text: "आर्थिक नुकसान झाले; श्रीमती क्षमा।" },
    ]);
  });

  it("draws Latin letters and what follows them in the Latin font", () => {
    expect(splitRuns("एफआयआर विनंती MRP-F-2026-000123", devanagariHas)).toEqual([
      { script: "devanagari", text: "एफआयआर विनंती " },
      { script: "latin", text: "MRP-F-2026-000123" },
    ]);
    expect(splitRuns("Platform 2, घाटकोपर", devanagariHas)).toEqual([
      { script: "latin", text: "Platform 2, " },
      { script: "devanagari", text: "घाटकोपर" },
    ]);
  });

  it("gives the Latin font what the Devanagari font cannot draw", () => {
    expect(splitRuns("सुरेश @ ठाणे", devanagariHas)).toEqual([
      { script: "devanagari", text: "सुरेश " },
      { script: "latin", text: "@ " },
      { script: "devanagari", text: "ठाणे" },
    ]);
    expect(splitRuns("@(१२)", devanagariHas)).toEqual([
      { script: "latin", text: "@(" },
      { script: "devanagari", text: "१२)" },
    ]);
  });

  it("lets leading punctuation join the first word's run, and keeps joiners with their conjunct", () => {
    expect(splitRuns("(मोबाईल)", devanagariHas)).toEqual([{ script: "devanagari", text: "(मोबाईल)" }]);
    expect(splitRuns("“Asha”", devanagariHas)).toEqual([{ script: "latin", text: "“Asha”" }]);
    expect(splitRuns("क्\u200dष", devanagariHas)).toEqual([{ script: "devanagari", text: "क्\u200dष" }]);
    expect(splitRuns("12,000", devanagariHas)).toEqual([{ script: "latin", text: "12,000" }]);
    expect(splitRuns("", devanagariHas)).toEqual([]);
  });
});
