import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime, formatDayMonthYear, formatNumber, formatShortDate, localDigits } from "~/lib/format";
import type { Locale } from "./locales";

/** Locale-aware formatters for components (SPEC §9 formats, Devanagari digits in Marathi). */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language === "mr" ? "mr" : "en") as Locale;
  const labels = { months: t("format.months"), am: t("format.am"), pm: t("format.pm") };
  return {
    locale,
    dateTime: (iso: string) => formatDateTime(iso, locale, labels),
    dayMonthYear: (iso: string) => formatDayMonthYear(iso, locale, labels),
    shortDate: (iso: string) => formatShortDate(iso, locale),
    number: (value: number) => formatNumber(value, locale),
    digits: (text: string | number) => localDigits(String(text), locale),
  };
}
