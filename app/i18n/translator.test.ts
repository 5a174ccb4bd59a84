import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, test } from "vitest";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { createTranslator } from "./translator";
import { TranslationProvider, useTranslation } from "./use-translation";

type Tree = { [key: string]: string | Tree };

const english = createTranslator("en", en);
const marathi = createTranslator("mr", mr);

/** A translator over made-up strings, for cases the real ones do not have. */
const over = (resources: Tree, language: "en" | "mr" = "en") => createTranslator(language, resources as never);

function leaves(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

describe("translating a key", () => {
  test("a dotted key names a string in the nested resources", () => {
    expect(english.t("common.new_tab")).toBe("(opens in a new tab)");
    expect(marathi.t("common.new_tab")).toBe("(नवीन टॅबमध्ये उघडते)");
    expect(english.t("admin.roles.editor")).toBe("Editor");
  });

  test("each translator says which language it speaks", () => {
    expect(english.language).toBe("en");
    expect(marathi.language).toBe("mr");
  });

  test("a missing key gives the key itself back, as i18next did with no fallback language", () => {
    const t = english.t as (key: string, options?: object) => unknown;
    expect(t("common.no_such_key")).toBe("common.no_such_key");
    expect(t("common.new_tab.deeper")).toBe("common.new_tab.deeper");
    expect(t("common.__proto__")).toBe("common.__proto__");
    expect(t("")).toBe("");
    expect(t(undefined as never)).toBe("");
  });

  test("a missing key gives its defaultValue instead, interpolated; a found key ignores it", () => {
    expect(english.t("admin.roles.nobody" as "admin.roles.admin", { defaultValue: "Guest {{n}}", n: 2 })).toBe(
      "Guest 2",
    );
    expect(english.t("admin.roles.admin", { defaultValue: "Guest" })).toBe("Administrator");
  });

  test("a key naming a group of strings gives i18next's sentence unless the group is asked for", () => {
    const t = english.t as (key: string) => string;
    expect(t("admin.roles")).toBe("key 'admin.roles (en)' returned an object instead of string.");
    expect(english.t("admin.roles", { returnObjects: true })).toEqual({
      admin: "Administrator",
      editor: "Editor",
      desk: "Desk officer",
    });
  });

  test("a group asked for has its strings interpolated, nested groups included", () => {
    const t = over({ group: { a: "Hello {{name}}", inner: { b: "{{name}}!" } } }).t as (
      key: string,
      options: object,
    ) => unknown;
    expect(t("group", { returnObjects: true, name: "Asha" })).toEqual({ a: "Hello Asha", inner: { b: "Asha!" } });
  });
});

describe("interpolation", () => {
  test("placeholders take the options of the same name, numbers as written", () => {
    expect(english.t("search.page_title", { query: "theft", page: 2, last: 5 })).toBe(
      "Search results for “theft”, page 2 of 5",
    );
    expect(marathi.t("gallery.counts", { photos: "३ छायाचित्रे", videos: "१ चित्रफीत" })).toBe("३ छायाचित्रे, १ चित्रफीत");
  });

  test("values are inserted as they are: React escapes what it renders", () => {
    expect(english.t("search.results_title", { query: `<b>"A & B"</b>` })).toBe('Search results for “<b>"A & B"</b>”');
  });

  test("a value is never scanned for placeholders again", () => {
    expect(english.t("search.page_title", { query: "{{page}} $t(common.new_tab)", page: 1, last: 1 })).toBe(
      "Search results for “{{page}} $t(common.new_tab)”, page 1 of 1",
    );
  });

  test("a placeholder with no option stays as written; an undefined or null option empties it", () => {
    expect(english.t("search.results_title")).toBe("Search results for “{{query}}”");
    expect(english.t("search.results_title", { page: 1 })).toBe("Search results for “{{query}}”");
    expect(english.t("search.results_title", { query: undefined })).toBe("Search results for “”");
    expect(english.t("search.results_title", { query: null })).toBe("Search results for “”");
  });

  test("spaces inside the braces are ignored", () => {
    expect(over({ a: "{{ name }} and {{name}}" }).t("a" as never, { name: "x" })).toBe("x and x");
  });
});

describe("plurals, by the language's plural rules", () => {
  test("English: one for 1, other for everything else, 0 included", () => {
    const count = (n: number) => english.t("search.count", { count: n, n, query: "bag" });
    expect(count(1)).toBe("1 result for “bag”");
    expect(count(0)).toBe("0 results for “bag”");
    expect(count(2)).toBe("2 results for “bag”");
    expect(count(1.5)).toBe("1.5 results for “bag”");
  });

  test("Marathi: one for 1, other for everything else", () => {
    const photos = (n: number) => marathi.t("gallery.photos", { count: n, number: n });
    expect(photos(1)).toBe("1 छायाचित्र");
    expect(photos(0)).toBe("0 छायाचित्रे");
    expect(photos(4)).toBe("4 छायाचित्रे");
    expect(marathi.t("citizen.wait.minutes", { count: 1, n: "१" })).toBe("१ मिनिट");
    expect(marathi.t("citizen.wait.minutes", { count: 5, n: "५" })).toBe("५ मिनिटे");
  });

  test("a count of 0 prefers a _zero form when there is one", () => {
    const t = over({ items_zero: "none", items_one: "one", items_other: "{{count}}" }).t as (
      key: string,
      options: object,
    ) => string;
    expect(t("items", { count: 0 })).toBe("none");
    expect(t("items", { count: 1 })).toBe("one");
    expect(t("items", { count: 3 })).toBe("3");
  });

  test("a key without plural forms is used as it is; a string count is no count", () => {
    expect(english.t("common.new_tab", { count: 3 })).toBe("(opens in a new tab)");
    const t = over({ items: "plain", items_one: "one", items_other: "many" }).t as (key: string, o: object) => string;
    expect(t("items", { count: "1" })).toBe("plain");
  });
});

describe("the locale files use only what the translator does", () => {
  const all = [...leaves(en as Tree), ...leaves(mr as Tree)];

  test("placeholders are plain {{name}}: no formats, no unescaped {{- }}, no nesting with $t()", () => {
    const unusual = all.filter(
      ([, text]) =>
        text.includes("$t(") || [...text.matchAll(/\{\{(.+?)\}\}/g)].some((match) => !/^\w+$/.test(match[1]!)),
    );
    expect(unusual).toEqual([]);
  });

  test("plural forms are the _one and _other that English and Marathi have, always both", () => {
    const plural = all.filter(([key]) => /_(zero|one|two|few|many|other)$/.test(key));
    expect(plural.filter(([key]) => !/_(one|other)$/.test(key))).toEqual([]);
    const bases = (suffix: string) =>
      new Set(plural.filter(([key]) => key.endsWith(suffix)).map(([key]) => key.slice(0, -suffix.length)));
    expect([...bases("_one")]).toEqual([...bases("_other")]);
    for (const language of ["en", "mr"]) {
      expect(new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort()).toEqual(["one", "other"]);
    }
  });

  test("no key has a dot in it (a dot always separates levels)", () => {
    const keys = (tree: Tree): string[] =>
      Object.entries(tree).flatMap(([key, value]) => [key, ...(typeof value === "string" ? [] : keys(value))]);
    expect(keys(en as Tree).filter((key) => key.includes(".") || key.includes(":"))).toEqual([]);
  });
});

describe("useTranslation", () => {
  function Greeting() {
    const { t, i18n } = useTranslation();
    return createElement("p", { lang: i18n.language }, t("common.new_tab"));
  }

  test("gives components the provided translator and its language", () => {
    const html = renderToStaticMarkup(
      createElement(TranslationProvider, { translator: marathi, children: createElement(Greeting) }),
    );
    expect(html).toBe('<p lang="mr">(नवीन टॅबमध्ये उघडते)</p>');
  });

  test("says so when no provider is above the component", () => {
    expect(() => renderToStaticMarkup(createElement(Greeting))).toThrow(/TranslationProvider/);
  });
});
