/**
 * The interface languages: the one list every part of the site reads (detection, `<html lang>`,
 * hreflang, the sitemap, the language switch, the translator's strings, formatting). Adding a
 * language is a folder app/locales/<code>/, a glossary docs/glossary-<code>.md and an entry here.
 * English comes first: it is the default and the x-default.
 */
export const LOCALES = ["en", "mr", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/**
 * The languages staff write content in: each has its `*_<code>` columns (migration 029 added
 * Hindi's). An interface language not listed here is read in English, as is a text not written in
 * the reader's language: marked as English, with `common.language_fallback`. A new interface
 * language is its folder and `LOCALES`; writing content in it is a migration, its table columns
 * (app/.server/db/tables/) and its code here.
 */
export const CONTENT_LOCALES = ["en", "mr", "hi"] as const satisfies readonly Locale[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

type LocaleSettings = {
  /** The language's name in its own script, for the language switch. */
  name: string;
  /** The language as spoken in India (BCP 47), for feeds, PDFs and `og:locale`. */
  tag: `${string}-IN`;
  /** Whether running text writes numbers in Devanagari digits (०-९) rather than 0-9. */
  devanagariDigits: boolean;
};

export const LOCALE_SETTINGS: Record<Locale, LocaleSettings> = {
  en: { name: "English", tag: "en-IN", devanagariDigits: false },
  mr: { name: "मराठी", tag: "mr-IN", devanagariDigits: true },
  // docs/glossary-hi.md: the standard spelling हिंदी, and the international digits 0-9.
  hi: { name: "हिंदी", tag: "hi-IN", devanagariDigits: false },
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The name of each language in itself, for the language switch. */
export const LANGUAGE_NAMES = Object.fromEntries(
  LOCALES.map((locale) => [locale, LOCALE_SETTINGS[locale].name]),
) as Record<Locale, string>;
