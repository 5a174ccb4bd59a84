import type { Locale } from "../db/schema";

/**
 * Picks the text in the visitor's language, falling back to the other language when an item was
 * only written in one; `lang` says which was used so the page can mark it for screen readers.
 */
export function localized(en: string | null, mr: string | null, locale: Locale): { text: string; lang: Locale } {
  if (locale === "mr" && mr) return { text: mr, lang: "mr" };
  if (en) return { text: en, lang: "en" };
  if (mr) return { text: mr, lang: "mr" };
  return { text: "", lang: locale };
}
