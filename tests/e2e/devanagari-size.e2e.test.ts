import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser } from "../support/browser";

/**
 * Devanagari is never set under 14 px: its vowel signs and conjuncts blur at sizes Latin letters
 * still read at. Measured as a visitor sees the Marathi pages on a 375 px phone at the base text
 * size: the computed size of every piece of Devanagari text shown.
 */
const { openPage } = setUpBrowser(inject("baseUrl"));

const MIN_PX = 14;
const PHONE = { width: 375, height: 667 };
const PAGES = ["/", "/news", "/complaint", "/all-police-stations", "/about-us", "/contact-us", "/lost-and-found"];

/** Each shown Devanagari text under MIN_PX: its words, its size and where it is. */
function smallDevanagari(page: Page, min: number) {
  return page.evaluate((min) => {
    const devanagari = /[\u0900-\u097F]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || !devanagari.test(text)) continue;
      // Shown: laid out, and not the 1 px box of visually hidden text.
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === "hidden") continue;
      const size = parseFloat(style.fontSize);
      if (size < min - 0.01) {
        const where = parent.className ? `${parent.tagName.toLowerCase()}.${parent.className}` : parent.tagName;
        found.push(`${size.toFixed(1)} px "${text.trim().slice(0, 40)}" (${where})`);
      }
    }
    return [...new Set(found)];
  }, min);
}

describe("Devanagari text", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`is ${MIN_PX} px or larger on the Marathi pages at 375 px ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const page = await openPage("/", { locale: "mr", viewport: PHONE, javaScriptEnabled });
      const small: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        small.push(...(await smallDevanagari(page, MIN_PX)).map((found) => `${path}: ${found}`));
      }
      expect(small, small.join("\n")).toEqual([]);
    });
  }

  test(`is ${MIN_PX} px or larger on a 1280 px desktop too`, async () => {
    const page = await openPage("/", { locale: "mr" });
    const small: string[] = [];
    for (const path of ["/", "/news", "/complaint"]) {
      await page.goto(path);
      small.push(...(await smallDevanagari(page, MIN_PX)).map((found) => `${path}: ${found}`));
    }
    expect(small, small.join("\n")).toEqual([]);
  });
});
