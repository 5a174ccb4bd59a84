import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "~/i18n/create-i18n";
import { registerServiceWorker } from "~/lib/service-worker";

// Only the page's own language is downloaded (a chunk of its own), never both.
const locale = document.documentElement.lang === "mr" ? "mr" : "en";
const resources = locale === "mr" ? (await import("~/locales/mr")).default : (await import("~/locales/en")).default;
const i18n = createI18n(locale, resources);

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
