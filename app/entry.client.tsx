import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HydrationProvider } from "~/components/ui/use-hydrated";
import { createTranslator } from "~/i18n/translator";
import { TranslationProvider } from "~/i18n/use-translation";
import { registerServiceWorker } from "~/lib/service-worker";

// Only the page's own language is downloaded (a chunk of its own), never both; the administration
// area's strings, a third of the total, only on staff pages; the FIR dashboard's only there and on
// staff pages (the inbox shows FIR requests in the form's words); a report's acknowledgement and its
// verification page's only there, and the agency guide's only on /get-help. No public page links into those areas by client-side navigation
// (their links reload the document), so a visitor always arrives through here.
const locale = document.documentElement.lang === "mr" ? "mr" : "en";
const inArea = (prefix: string) =>
  window.location.pathname === prefix || window.location.pathname.startsWith(`${prefix}/`);
const staffArea = inArea("/admin");
const firArea = staffArea || inArea("/fir-dashboard");
const acknowledgementArea = inArea("/acknowledgement") || inArea("/verify");
const getHelpArea = inArea("/get-help");
const [site, admin, fir, acknowledgement, getHelp] = await Promise.all([
  locale === "mr" ? import("~/locales/mr/site") : import("~/locales/en/site"),
  staffArea ? (locale === "mr" ? import("~/locales/mr/admin") : import("~/locales/en/admin")) : undefined,
  firArea ? (locale === "mr" ? import("~/locales/mr/fir") : import("~/locales/en/fir")) : undefined,
  acknowledgementArea
    ? locale === "mr"
      ? import("~/locales/mr/acknowledgement")
      : import("~/locales/en/acknowledgement")
    : undefined,
  getHelpArea ? (locale === "mr" ? import("~/locales/mr/get-help") : import("~/locales/en/get-help")) : undefined,
]);
const translator = createTranslator(locale, {
  ...site.default,
  ...(admin ? { admin: admin.default } : {}),
  ...(fir ? { fir: fir.default } : {}),
  ...(acknowledgement ? { acknowledgement: acknowledgement.default } : {}),
  ...(getHelp ? { get_help: getHelp.default } : {}),
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslationProvider translator={translator}>
        <HydrationProvider>
          <HydratedRouter />
        </HydrationProvider>
      </TranslationProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
