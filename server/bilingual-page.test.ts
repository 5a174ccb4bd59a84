import { expect, test } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locales";
import { everyLanguagePage } from "./bilingual-page";

const SAMPLES: Partial<Record<Locale, { title: string; message: string }>> = {
  en: { title: "Busy <now>", message: 'Try "again"' },
  mr: { title: "गर्दी", message: "पुन्हा प्रयत्न करा" },
  hi: { title: "भीड़", message: "फिर से कोशिश करें" },
};
/** The page takes every language of the list: one added later gets its code as its text here. */
const text = Object.fromEntries(
  LOCALES.map((locale) => [locale, SAMPLES[locale] ?? { title: locale, message: locale }]),
) as Record<Locale, { title: string; message: string }>;

test("the application's error pages link to 1512 and carry no inline style, which its CSP would refuse", () => {
  const page = everyLanguagePage(text);
  expect(page).toContain('<p><a href="tel:1512">1512</a></p>');
  expect(page).not.toContain("<style");
  expect(page).toContain("<h1>Busy &#60;now&#62;</h1><p>Try &#34;again&#34;</p>");
  expect(page).toContain('<div lang="mr"><h2>गर्दी</h2><p>पुन्हा प्रयत्न करा</p></div>');
  expect(page).toContain('<div lang="hi"><h2>भीड़</h2><p>फिर से कोशिश करें</p></div>');
});

test("a page served apart from the application may link other numbers and bring its own style", () => {
  const page = everyLanguagePage(text, { calls: ["1512", "1800 22 1512"], style: "a{color:navy}" });
  expect(page).toContain('<p><a href="tel:1512">1512</a> <a href="tel:1800221512">1800 22 1512</a></p>');
  expect(page).toContain("<style>a{color:navy}</style>");
});
