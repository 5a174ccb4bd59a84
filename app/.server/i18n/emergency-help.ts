import type { Locale } from "~/i18n/locales";
import type { Resources } from "~/locales/types";
import { i18nFor } from "./server-i18n";

/** The emergency help's strings in one language (app/locales/en/emergency.ts). */
export type EmergencyHelpText = Resources["emergency"];

/**
 * The emergency help's strings in `locale`, for a loader to hand to its page: they are not in the
 * script bundle every page downloads, so a page rendered in the browser gets them as data.
 */
export function emergencyHelp(locale: Locale): EmergencyHelpText {
  return i18nFor(locale).t("emergency", { returnObjects: true });
}
