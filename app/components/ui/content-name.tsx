import type { ReactNode } from "react";
import type { Locale } from "~/i18n/locales";

/**
 * The language to mark staff-written text with inside a page in `locale`: "en" for English shown
 * on another language's page (staff wrote no version in it, so it falls back to English, in the
 * Latin script), else none. Staff content is written in Devanagari for every other language.
 */
export function fallbackLang(text: string | null | undefined, locale: Locale): "en" | undefined {
  return text && locale !== "en" && /[A-Za-z]/.test(text) ? "en" : undefined;
}

/**
 * A sentence in the reader's language with a name from staff content in it (a police station's):
 * where staff wrote no name in the reader's language the English one stands in, and it is marked
 * `lang` for screen readers and hyphenation to read it as English. Otherwise the sentence is
 * returned as it is.
 */
export function withContentName(sentence: string, name: string | null | undefined, locale: Locale): ReactNode {
  const lang = fallbackLang(name, locale);
  if (!name || !lang || !sentence.includes(name)) return sentence;
  return sentence.split(name).flatMap((piece, index) =>
    index === 0
      ? [piece]
      : [
          <span key={index} lang={lang}>
            {name}
          </span>,
          piece,
        ],
  );
}
