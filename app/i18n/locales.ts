export const LOCALES = ["en", "mr"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "mr";
}

/** The name of each language in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", mr: "मराठी" };
