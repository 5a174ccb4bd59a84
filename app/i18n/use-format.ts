import { useTranslation } from "~/i18n/use-translation";
import { formatterFor } from "~/lib/format";

/** Locale-aware formatters for components (one date and one date-time format, in each language's digits). */
export function useFormat() {
  const { t, i18n } = useTranslation();
  return formatterFor(i18n.language, t);
}
