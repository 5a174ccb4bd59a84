/**
 * The pages nginx serves alone when no instance answers (docs/deployment.md): `npm run build`
 * writes them into the client build, where the documented nginx configuration reads them, and
 * each is complete on its own (valid HTML, both languages, the numbers to call, nothing to fetch).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { UNAVAILABLE_JSON, UNAVAILABLE_PAGE, unavailablePages } from "../../server/unavailable-pages";
import { describeCheckerMessages, htmlErrors } from "../support/html-checker";
import { buildDir } from "../support/test-server";

const built = (name: string) => readFileSync(path.join(buildDir, "client", name), "utf8");

test("the build holds the outage page and its JSON twin, as the locale files give them now", () => {
  const expected = unavailablePages();
  expect(built(UNAVAILABLE_PAGE)).toBe(expected[UNAVAILABLE_PAGE]);
  expect(built(UNAVAILABLE_JSON)).toBe(expected[UNAVAILABLE_JSON]);
});

test("the built page gives 1512 and 112 in English and Marathi and fetches nothing", () => {
  const page = built(UNAVAILABLE_PAGE);
  expect(page).toContain('<a href="tel:1512">1512</a>');
  expect(page).toContain('<a href="tel:112">112</a>');
  expect(page).toMatch(/<html lang="en">/);
  expect(page).toMatch(/<div lang="mr">.*[\u0900-\u097F]/);
  expect(page).not.toMatch(/<script|<link|<img|\bsrc=|url\(|@import|https?:/i);
  const message = (JSON.parse(built(UNAVAILABLE_JSON)) as { message: string }).message;
  expect(message).toMatch(/[A-Za-z].* \/ .*[\u0900-\u097F]/);
});

test("the built page is valid HTML by the W3C checker", async () => {
  const errors = await htmlErrors([{ name: UNAVAILABLE_PAGE, html: built(UNAVAILABLE_PAGE) }]);
  expect(errors, describeCheckerMessages(errors)).toEqual([]);
});
