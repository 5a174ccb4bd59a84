import { expect, test } from "vitest";
import en from "~/locales/en";
import hi from "~/locales/hi";
import mr from "~/locales/mr";
import { UNAVAILABLE_JSON, UNAVAILABLE_PAGE, unavailablePages } from "./unavailable-pages";

const pages = unavailablePages();
const page = pages[UNAVAILABLE_PAGE];

test("the page says what happened in English, Marathi and Hindi, with the locale files' words", () => {
  expect(page).toMatch(/^<!doctype html><html lang="en"><meta charset="utf-8">/);
  expect(page).toContain(`<title>${en.errors.unavailable.title}</title>`);
  expect(page).toContain(`<h2>${mr.errors.unavailable.title}</h2>`);
  expect(page).toMatch(/<div lang="mr">[^<]*<h2>[\u0900-\u097F ]+<\/h2><p>[\u0900-\u097F]/);
  expect(page).toContain(`<div lang="hi"><h2>${hi.errors.unavailable.title}</h2>`);
  expect(page).not.toContain("{{");
});

test("the page gives the railway police helpline 1512 and the emergency number 112, to dial", () => {
  expect(page).toContain('<a href="tel:1512">1512</a>');
  expect(page).toContain('<a href="tel:112">112</a>');
  expect(page).toContain("helpline 1512; in an emergency, call 112");
  expect(page).toContain("हेल्पलाइन 1512 वर कॉल करा; आणीबाणीच्या प्रसंगी 112 वर");
});

test("the page needs nothing else: no script, stylesheet, image, font or link but the numbers", () => {
  expect(page).not.toMatch(/<script|<link|<img|<iframe|<object|\bsrc=|url\(|@import|https?:/i);
  const links = [...page.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
  expect(links).toEqual(["tel:1512", "tel:112"]);
});

test("the JSON APIs get their usual { message }, in every language", () => {
  const body = JSON.parse(pages[UNAVAILABLE_JSON]) as unknown;
  expect(body).toEqual({
    message: `${en.errors.api.unavailable} / ${mr.errors.api.unavailable} / ${hi.errors.api.unavailable}`,
  });
});
