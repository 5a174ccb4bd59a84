import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Resources, SiteResources } from "~/locales/types";
import type { Locale } from "./locales";

/**
 * One i18next instance per language. Resources are bundled, so initialisation is synchronous and
 * the server renders the first byte in the right language without waiting. In the browser, public
 * pages get the site's strings without the administration area's (app/entry.client.tsx).
 */
export function createI18n(
  locale: Locale,
  resources: Resources | (SiteResources & Partial<Pick<Resources, "admin" | "fir">>),
): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    initAsync: false,
    // React escapes everything it renders; escaping twice would show &amp; to citizens.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
