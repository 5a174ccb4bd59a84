import type { ReactNode } from "react";
import { contentLocaleFor, type Locale } from "~/i18n/locales";

/**
 * A sentence in the reader's language with a name from staff content in it (a police station's):
 * staff write names in the content languages only, so a reader of another language gets the
 * English name, and the name is marked `lang` for screen readers and hyphenation to read it as
 * English. In a content language the sentence is returned as it is.
 */
export function withContentName(sentence: string, name: string | null | undefined, locale: Locale): ReactNode {
  const lang = contentLocaleFor(locale);
  if (!name || lang === locale || !sentence.includes(name)) return sentence;
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
