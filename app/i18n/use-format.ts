import { useTranslation } from "~/i18n/use-translation";
import { formatterFor } from "~/lib/format";
import type { Locale } from "./locales";

/** Locale-aware formatters for components (one date and one date-time format, Devanagari digits in Marathi). */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language === "mr" ? "mr" : "en") as Locale;
  return formatterFor(locale, t);
}
