import { expect, test } from "vitest";
import { languageUrl, switchedLanguagePath } from "./language-urls";

test("a page's address in each language carries lang and keeps the rest of the query", () => {
  expect(languageUrl("https://rp.example.org", "/news", "?page=2", "mr")).toBe(
    "https://rp.example.org/news?page=2&lang=mr",
  );
  expect(languageUrl("https://rp.example.org", "/news", "?lang=en&page=2", "mr")).toBe(
    "https://rp.example.org/news?page=2&lang=mr",
  );
});

test("the language-neutral address has no lang at all", () => {
  expect(languageUrl("https://rp.example.org", "/", "?lang=mr")).toBe("https://rp.example.org/");
  expect(languageUrl("https://rp.example.org", "/faq", "")).toBe("https://rp.example.org/faq");
});

test("the switch lands on the chosen language's address when the page named its language", () => {
  expect(switchedLanguagePath("/news?lang=en", "mr")).toBe("/news?lang=mr");
  expect(switchedLanguagePath("/?lang=mr", "en")).toBe("/?lang=en");
  expect(switchedLanguagePath("/news?lang=en&page=2#list", "mr")).toBe("/news?page=2&lang=mr#list");
  expect(switchedLanguagePath("/faq?lang=xx", "mr")).toBe("/faq?lang=mr");
});

test("an address without lang is kept exactly: the cookie decides its language", () => {
  expect(switchedLanguagePath("/?modal=contact-us", "mr")).toBe("/?modal=contact-us");
  expect(switchedLanguagePath("/news?page=2#top", "en")).toBe("/news?page=2#top");
  expect(switchedLanguagePath("/", "mr")).toBe("/");
});
