import { LOCALES, type Locale } from "~/i18n/locales";
import { createTranslator, type Translator } from "~/i18n/translator";
import { RESOURCES } from "./resources";

// Built once per process: rendering a page never builds a translator.
const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator(locale, RESOURCES[locale])]),
) as Record<Locale, Translator>;

export function i18nFor(locale: Locale): Translator {
  return translators[locale];
}
