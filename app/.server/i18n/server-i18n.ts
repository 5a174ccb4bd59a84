import type { Locale } from "~/i18n/locales";
import { createTranslator, type Translator } from "~/i18n/translator";
import en from "~/locales/en";
import mr from "~/locales/mr";

// Built once per process: rendering a page never builds a translator.
const translators: Record<Locale, Translator> = { en: createTranslator("en", en), mr: createTranslator("mr", mr) };

export function i18nFor(locale: Locale): Translator {
  return translators[locale];
}
