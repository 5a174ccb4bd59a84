import { expect, test } from "vitest";
import { localDigits } from "~/lib/format";
import { CODE_TTL_MS } from "~/.server/otp/otp-limits";
import { DRAFT_LIFETIME_MS } from "~/.server/reports/reports";
import en from "./en";
import mr from "./mr";

const draftMinutes = String(DRAFT_LIFETIME_MS / 60_000);

// The expired step (ReportForm) fills in {{minutes}} from DRAFT_LIFETIME_MS. "Not found" is said by
// the code step (otp/code-step.ts), which must not know a report's constants, and by the report
// API with the same words: that text states the lifetime in words, held here to the constant.
const statingTheDraftLifetime = {
  en: [en.citizen.errors.draft_not_found, en.citizen.expired.text],
  mr: [mr.citizen.errors.draft_not_found, mr.citizen.expired.text],
};

test("the expired step takes the draft's lifetime as {{minutes}}", () => {
  expect(en.citizen.expired.text).toContain("{{minutes}}");
  expect(mr.citizen.expired.text).toContain("{{minutes}}");
});

test("a text that states the draft's lifetime states what DRAFT_LIFETIME_MS gives, or takes it as {{minutes}}", () => {
  for (const text of statingTheDraftLifetime.en)
    expect(text.includes("{{minutes}}") || text.includes(`after ${draftMinutes} minutes`), text).toBe(true);
  for (const text of statingTheDraftLifetime.mr)
    expect(text.includes("{{minutes}}") || text.includes(`${localDigits(draftMinutes, "mr")} मिनिटांनी`), text).toBe(
      true,
    );
});

test("no text states the code's lifetime in words: they take it as a value, from CODE_TTL_MS", () => {
  const minutes = String(CODE_TTL_MS / 60_000);
  const stated = [
    new RegExp(`(^|[^\\d])${minutes} minutes?\\b`),
    new RegExp(`(^|[^०-९])${localDigits(minutes, "mr")} मिनिट`),
  ];
  const strings = (tree: object): string[] =>
    Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : strings(value as object)));
  const offending = [...strings(en), ...strings(mr)].filter((text) => stated.some((pattern) => pattern.test(text)));
  expect(offending).toEqual([]);
});
