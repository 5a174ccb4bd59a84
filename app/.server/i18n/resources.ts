import type { Locale } from "~/i18n/locales";
import en from "~/locales/en";
import hi from "~/locales/hi";
import mr from "~/locales/mr";
import type { Resources } from "~/locales/types";

/**
 * Every language's strings, for the server (pages, PDFs, SMS, error pages, the search's static
 * pages). The browser never imports this: it downloads its page's language only
 * (app/entry.client.tsx). A language added to LOCALES without its folder here is a type error.
 */
export const RESOURCES: Record<Locale, Resources> = { en, mr, hi };
