import { expect, test } from "vitest";
import en from "~/locales/en/info";
import mr from "~/locales/mr/info";
import { FAQ_ITEMS, SAFETY_TIPS } from "./info-items";

test("the FAQ has exactly 4 questions, each translated, with a next step (SPEC §9)", () => {
  expect(FAQ_ITEMS).toHaveLength(4);
  expect(Object.keys(en.faq.items)).toEqual(FAQ_ITEMS.map((item) => item.key));
  for (const item of FAQ_ITEMS) {
    expect(en.faq.items[item.key].question).not.toBe("");
    expect(mr.faq.items[item.key].answer).not.toBe("");
    expect(item.href).toMatch(/^(\/|tel:)/);
  }
});

test("there are exactly 8 safety tips, each translated (SPEC §9)", () => {
  expect(SAFETY_TIPS).toHaveLength(8);
  expect(new Set(SAFETY_TIPS).size).toBe(8);
  expect(Object.keys(en.safety.tips)).toEqual([...SAFETY_TIPS]);
  expect(Object.keys(mr.safety.tips)).toEqual([...SAFETY_TIPS]);
});
