import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "~/i18n/create-i18n";
import { registerServiceWorker } from "~/lib/service-worker";

// Only the page's own language is downloaded (a chunk of its own), never both; and the
// administration area's strings, a third of the total, only on staff pages. No public page links
// into /admin, so staff always arrive there by loading a document, which comes through here.
const locale = document.documentElement.lang === "mr" ? "mr" : "en";
const staffArea = window.location.pathname === "/admin" || window.location.pathname.startsWith("/admin/");
const [site, admin] = await Promise.all([
  locale === "mr" ? import("~/locales/mr/site") : import("~/locales/en/site"),
  staffArea ? (locale === "mr" ? import("~/locales/mr/admin") : import("~/locales/en/admin")) : undefined,
]);
const i18n = createI18n(locale, admin ? { ...site.default, admin: admin.default } : site.default);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
