import type { i18n } from "i18next";
import { createI18n } from "~/i18n/create-i18n";
import type { Locale } from "~/i18n/locales";
import en from "~/locales/en";
import mr from "~/locales/mr";

// Built once per process: rendering a page never initialises i18next.
const instances: Record<Locale, i18n> = { en: createI18n("en", en), mr: createI18n("mr", mr) };

export function i18nFor(locale: Locale): i18n {
  return instances[locale];
}
