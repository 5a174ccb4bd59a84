import { expect, test } from "vitest";
import { RESOURCES } from "~/.server/i18n/resources";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";

type Tree = { [key: string]: string | Tree };

function keyPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function leaves(tree: Tree): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[key, value] as [string, string]] : leaves(value),
  );
}

const en = RESOURCES[DEFAULT_LOCALE] as Tree;
/** Every language but English, each checked against it: the site's languages are a list. */
const OTHERS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Strings that are rightly the same as the English, the terms each glossary keeps in Latin letters:
 * "PDF", the file format's name, as on the file (docs/glossary-mr.md); Hindi also keeps "IMEI", a
 * staff word (docs/glossary-hi.md), and the names of operating systems as their makers write them.
 */
const SAME_AS_ENGLISH: Partial<Record<Locale, ReadonlySet<string>>> = {
  hi: new Set(["PDF", "IMEI", "Windows", "Linux"]),
};
const sameAsEnglish = (locale: Locale) => SAME_AS_ENGLISH[locale] ?? new Set(["PDF"]);

test("the site has English and at least two other languages", () => {
  expect(OTHERS).toEqual(expect.arrayContaining(["mr", "hi"]));
});

for (const locale of OTHERS) {
  const strings = RESOURCES[locale] as Tree;

  test(`${locale} has exactly the English keys in the same order`, () => {
    expect(keyPaths(strings)).toEqual(keyPaths(en));
  });

  test(`every ${locale} string is written in Devanagari, not left in English`, () => {
    // Strings that are legitimately the same in both (numbers, names of other languages) are few;
    // anything else identical to the English means a translation was forgotten.
    const text = (value: string) => value.replace(/\{\{\w+\}\}/g, "");
    const enValues = new Map(leaves(en));
    const untranslated = leaves(strings).filter(
      ([key, value]) =>
        value === enValues.get(key) && !sameAsEnglish(locale).has(value) && /[A-Za-z]{3}/.test(text(value)),
    );
    expect(untranslated).toEqual([]);
    const withoutDevanagari = leaves(strings).filter(
      ([, value]) =>
        !sameAsEnglish(locale).has(value) && /[A-Za-z]{4}/.test(text(value)) && !/[\u0900-\u097F]/.test(value),
    );
    expect(withoutDevanagari).toEqual([]);
  });

  test(`interpolation placeholders match between English and ${locale}`, () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    // Leaves computed once: recomputing them per key made this test quadratic (and time out).
    const enLeaves = leaves(en);
    const ownLeaves = leaves(strings);
    const enValues = new Map(keyPaths(en).map((path, i) => [path, enLeaves[i]![1]]));
    keyPaths(strings).forEach((path, i) => {
      expect(placeholders(ownLeaves[i]![1]), path).toEqual(placeholders(enValues.get(path)!));
    });
  });
}
