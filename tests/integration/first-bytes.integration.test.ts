/**
 * On a crowded network the first round trip brings about 14 KB: for every public page,
 * in every language, those first 14 KB of HTML (before compression, so the real margin is larger)
 * already hold the page's main heading and the emergency helpline, so a commuter sees whom to call
 * before the rest of the page arrives.
 */
import { expect, test } from "vitest";
import { PUBLIC_PAGES } from "~/.server/seo/public-pages";
import { LOCALES } from "~/i18n/locales";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const FIRST_ROUND_TRIP = 14 * 1024;
const server = useTestServer();

// One test per language: each walks every public page, a first (uncached) render each.
test.each(LOCALES)("every public page's first 14 KB hold its heading and the helpline (%s)", async (locale) => {
  const late: string[] = [];
  for (const page of PUBLIC_PAGES) {
    const visitor = new Visitor(server.url);
    visitor.cookies.set("lang", locale);
    const response = await visitor.get(page);
    expect(response.status, page).toBe(200);
    const head = Buffer.from(await response.arrayBuffer())
      .subarray(0, FIRST_ROUND_TRIP)
      .toString("utf8");
    if (!/<h1[\s>]/.test(head)) late.push(`${locale} ${page}: no <h1>`);
    if (!head.includes('href="tel:1512"')) late.push(`${locale} ${page}: no helpline 1512`);
  }
  expect(late).toEqual([]);
});
