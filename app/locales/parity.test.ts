import { expect, test } from "vitest";
import en from "./en";
import mr from "./mr";

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

test("English and Marathi have exactly the same keys in the same order", () => {
  expect(keyPaths(mr as Tree)).toEqual(keyPaths(en as Tree));
});

test("every Marathi string is written in Devanagari, not left in English", () => {
  // Strings that are legitimately the same in both (numbers, names of other languages) are few;
  // anything else identical to the English means a translation was forgotten.
  const text = (value: string) => value.replace(/\{\{\w+\}\}/g, "");
  const enValues = new Map(leaves(en as Tree));
  // "PDF" is the Marathi term too (docs/glossary-mr.md): the file format's name, as on the file.
  const sameInBoth = new Set(["PDF"]);
  const untranslated = leaves(mr as Tree).filter(
    ([key, value]) => value === enValues.get(key) && !sameInBoth.has(value) && /[A-Za-z]{3}/.test(text(value)),
  );
  expect(untranslated).toEqual([]);
  const withoutDevanagari = leaves(mr as Tree).filter(
    ([, value]) => /[A-Za-z]{4}/.test(text(value)) && !/[\u0900-\u097F]/.test(value),
  );
  expect(withoutDevanagari).toEqual([]);
});

test("interpolation placeholders match between the languages", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  // Leaves computed once: recomputing them per key made this test quadratic (and time out).
  const enLeaves = leaves(en as Tree);
  const mrLeaves = leaves(mr as Tree);
  const enValues = new Map(keyPaths(en as Tree).map((path, i) => [path, enLeaves[i]![1]]));
  keyPaths(mr as Tree).forEach((path, i) => {
    expect(placeholders(mrLeaves[i]![1]), path).toEqual(placeholders(enValues.get(path)!));
  });
});
