import { describe, expect, test } from "vitest";
import en from "./en";
import mr from "./mr";

/**
 * An error summary lists one message per field: two fields whose messages read alike leave a
 * person guessing which is which. The messages the public forms give their fields (the reports'
 * and the FIR request's) are all different, in each language; a message shared by the rows of a
 * table names its row (`{{n}}`).
 */
const FIELD_MESSAGES = {
  en: { ...en.citizen.validation, ...en.fir.validation },
  mr: { ...mr.citizen.validation, ...mr.fir.validation },
};

describe.each(["en", "mr"] as const)("the public forms' field messages in %s", (locale) => {
  test("no two read alike", () => {
    const byText = new Map<string, string[]>();
    for (const [key, text] of Object.entries(FIELD_MESSAGES[locale])) {
      byText.set(text, [...(byText.get(text) ?? []), key]);
    }
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  test("those of the property table's rows name the row", () => {
    const rows = ["item_required", "item_too_long", "value_required", "value_invalid", "value_too_high"] as const;
    for (const key of rows) expect(FIELD_MESSAGES[locale][key]).toContain("{{n}}");
  });
});
