import { contentLocaleFor, type ContentLocale, type Locale } from "~/i18n/locales";

/**
 * Picks staff-written text in the visitor's language, else English, else Marathi (an item written
 * in one language only); `lang` says which was used so the page can mark it for screen readers and
 * say it is not in the visitor's language. Staff write in the CONTENT_LOCALES only, so a reader of
 * any other language (Hindi) gets the English text, marked as English.
 */
export function localized(en: string | null, mr: string | null, locale: Locale): { text: string; lang: ContentLocale } {
  const texts: Record<ContentLocale, string | null> = { en, mr };
  const written = contentLocaleFor(locale);
  const own = texts[written];
  if (own) return { text: own, lang: written };
  if (en) return { text: en, lang: "en" };
  if (mr) return { text: mr, lang: "mr" };
  return { text: "", lang: written };
}
