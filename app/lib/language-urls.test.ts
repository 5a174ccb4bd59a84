import { expect, test } from "vitest";
import { languageUrl } from "./language-urls";

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
