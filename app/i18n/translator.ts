import type en from "~/locales/en";
import type { Resources, SiteResources } from "~/locales/types";
import type { Locale } from "./locales";

/**
 * The site's translator: the handful of i18next's features the locale files use, in a few hundred
 * bytes instead of i18next and react-i18next's ~14 KB (brotli) on every page. Its output
 * is i18next 26's with this project's former configuration (fallbackLng false, escapeValue false,
 * returnNull false), feature by feature:
 *
 * - keys are dot-separated paths into the nested resources ("citizen.otp.resend");
 * - `{{name}}` is replaced by the option of that name, as it is (React escapes what it renders);
 *   a placeholder with no such option is left as written, one whose option is undefined or null
 *   becomes empty; a replaced value is never scanned again;
 * - `count` picks `key_zero` (when 0), then `key_<category>` by Intl.PluralRules of the language,
 *   then `key` itself;
 * - `returnObjects: true` gives the subtree, its strings interpolated;
 * - a missing key gives its `defaultValue` when there is one, else the key itself (either
 *   interpolated, like any string); a key that names a subtree without `returnObjects` gives
 *   i18next's sentence about it.
 *
 * Nothing else (nesting with $t(), formats, context, ordinal plurals, fallback languages) is used, and app/i18n/translator.test.ts fails when a locale string starts to need it.
 */

/** The English resources: every language has exactly their keys (app/locales/types.ts). */
type En = typeof en;

/** "common.home", for every string in the English resources. */
type LeafKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** "admin.roles", for every subtree (what `returnObjects: true` returns). */
type BranchKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | BranchKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
/** "search.count" for "search.count_one": the key a call with `count` names. */
type PluralBase<K> = K extends `${infer Base}_${PluralCategory}` ? Base : never;

type Leaf = LeafKeys<En>;
export type TranslationKey = Leaf | PluralBase<Leaf>;
export type SubtreeKey = BranchKeys<En>;

type ValueAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/**
 * What a call may pass: `count` for plurals, `returnObjects`, `defaultValue`, and the values of the
 * placeholders.
 * i18next's other options are not supported, so naming one is a type error.
 */
export type TOptions = {
  count?: number;
  returnObjects?: boolean;
  /** What a missing key gives instead of the key itself (interpolated like a found string). */
  defaultValue?: string;
  context?: never;
  lng?: never;
  lngs?: never;
  ns?: never;
  ordinal?: never;
  replace?: never;
  interpolation?: never;
  skipInterpolation?: never;
  joinArrays?: never;
  postProcess?: never;
  keyPrefix?: never;
} & { [name: string]: unknown };

export interface TFunction {
  (key: TranslationKey, options?: TOptions & { returnObjects?: false }): string;
  <K extends SubtreeKey>(key: K, options: TOptions & { returnObjects: true }): ValueAt<En, K>;
}

export type Translator = {
  /** The language's code, as i18next's `i18n.language` was ("en" or "mr"). */
  readonly language: Locale;
  readonly t: TFunction;
};

type Tree = { readonly [key: string]: string | Tree };
type Value = string | Tree;

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

// One Intl.PluralRules per language: constructing one costs far more than a lookup.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type: "cardinal" });
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    const value = hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return hasOwn(values, name) ? "" : placeholder;
    return value === null ? "" : String(value);
  });
}

/** Every subtree and string by its full key, built once per language (resources never change). */
function flatten(tree: Tree, into: Map<string, Value>, prefix = ""): Map<string, Value> {
  for (const key of Object.keys(tree)) {
    const value = tree[key]!;
    into.set(`${prefix}${key}`, value);
    if (typeof value !== "string") flatten(value, into, `${prefix}${key}.`);
  }
  return into;
}

export function createTranslator(
  language: Locale,
  resources:
    | Resources
    | (SiteResources & Partial<Pick<Resources, "admin" | "fir" | "emergency" | "acknowledgement" | "get_help">>),
): Translator {
  const entries = flatten(resources as Tree, new Map());

  function resolve(key: string, count: unknown): Value | undefined {
    if (count !== undefined && typeof count !== "string") {
      if (count === 0) {
        const zero = entries.get(`${key}_zero`);
        if (zero !== undefined) return zero;
      }
      const plural = entries.get(`${key}_${pluralCategory(language, count as number)}`);
      if (plural !== undefined) return plural;
    }
    return entries.get(key);
  }

  function translate(key: string, options: Record<string, unknown>): unknown {
    const value = resolve(key, options.count);
    if (value === undefined) {
      const { defaultValue } = options;
      return interpolate(defaultValue == null ? key : (defaultValue as string), options);
    }
    if (typeof value === "string") return interpolate(value, options);
    if (!options.returnObjects) return `key '${key} (${language})' returned an object instead of string.`;
    const copy: Record<string, unknown> = {};
    for (const name of Object.keys(value)) {
      const deepKey = `${key}.${name}`;
      const translated = translate(deepKey, options);
      copy[name] = translated === deepKey ? value[name] : translated;
    }
    return copy;
  }

  const t = ((key: unknown, options?: Record<string, unknown>) => {
    if (key == null) return "";
    return translate(String(key), options ?? {});
  }) as TFunction;

  return { language, t };
}
