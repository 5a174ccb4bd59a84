import { CONTENT_LOCALES, type ContentLocale, type Locale } from "~/i18n/locales";

/** A staff-written text in each language it is written in (a missing or empty one is not written). */
export type Texts = Partial<Record<ContentLocale, string | null>>;

/** A row's `<stem>_<code>` column for every language: a query that reads a text reads it in each. */
export type ColumnsOf<Stem extends string> = { [L in ContentLocale as `${Stem}_${L}`]: string | null | undefined };

/** The `<stem>_<code>` column of each language, e.g. `textsOf(row, "title")` from `title_en`, `title_mr`, …. */
export function textsOf<Stem extends string>(row: NoInfer<ColumnsOf<Stem>>, stem: Stem): Texts {
  const columns = row as Record<string, unknown>;
  const texts: Texts = {};
  for (const locale of CONTENT_LOCALES) {
    const value = columns[`${stem}_${locale}`];
    if (typeof value === "string") texts[locale] = value;
  }
  return texts;
}

/**
 * Picks staff-written text in the visitor's language, else English, else the first other
 * language it is written in (an item written in one language only); `lang` says which was used so
 * the page can mark it for screen readers and say it is not in the visitor's language.
 */
export function localized(texts: Texts, locale: Locale): { text: string; lang: ContentLocale } {
  // A reader of a language staff do not write in reads English first, as everyone else does next.
  const own = CONTENT_LOCALES.filter((lang) => lang === locale);
  for (const lang of [...own, "en" as const, ...CONTENT_LOCALES]) {
    const text = texts[lang];
    if (text) return { text, lang };
  }
  return { text: "", lang: own[0] ?? "en" };
}
