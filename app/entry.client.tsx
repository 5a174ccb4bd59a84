import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberTypedText } from "~/components/ui/typed-before-hydration";
import { HydrationProvider } from "~/components/ui/use-hydrated";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translator";
import { TranslationProvider } from "~/i18n/use-translation";
import { registerServiceWorker } from "~/lib/service-worker";
import type { Resources, SiteResources } from "~/locales/types";

// Only the page's own language is downloaded (a chunk of its own), never another's; the administration
// area's strings, a third of the total, only on staff pages; the FIR dashboard's only there and on
// staff pages (the inbox shows FIR requests in the form's words); a report's acknowledgement and its
// verification page's only there, and the agency guide's only on /get-help. No public page links into those areas by client-side navigation
// (their links reload the document), so a visitor always arrives through here.
const locale: Locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE;
const inArea = (prefix: string) =>
  window.location.pathname === prefix || window.location.pathname.startsWith(`${prefix}/`);
const staffArea = inArea("/admin");
const firArea = staffArea || inArea("/fir-dashboard");
const acknowledgementArea = inArea("/acknowledgement") || inArea("/verify");
const getHelpArea = inArea("/get-help");

// One lazy chunk per language and file: the page imports its own language's only.
const siteFiles = import.meta.glob<{ default: SiteResources }>("./locales/*/site.ts");
const adminFiles = import.meta.glob<{ default: Resources["admin"] }>("./locales/*/admin.ts");
const firFiles = import.meta.glob<{ default: Resources["fir"] }>("./locales/*/fir.ts");
const acknowledgementFiles = import.meta.glob<{ default: Resources["acknowledgement"] }>(
  "./locales/*/acknowledgement.ts",
);
const getHelpFiles = import.meta.glob<{ default: Resources["get_help"] }>("./locales/*/get-help.ts");
const load = <T,>(files: Record<string, () => Promise<T>>, file: string) => files[`./locales/${locale}/${file}.ts`]!();

const [site, admin, fir, acknowledgement, getHelp] = await Promise.all([
  load(siteFiles, "site"),
  staffArea ? load(adminFiles, "admin") : undefined,
  firArea ? load(firFiles, "fir") : undefined,
  acknowledgementArea ? load(acknowledgementFiles, "acknowledgement") : undefined,
  getHelpArea ? load(getHelpFiles, "get-help") : undefined,
]);
const translator = createTranslator(locale, {
  ...site.default,
  ...(admin ? { admin: admin.default } : {}),
  ...(fir ? { fir: fir.default } : {}),
  ...(acknowledgement ? { acknowledgement: acknowledgement.default } : {}),
  ...(getHelp ? { get_help: getHelp.default } : {}),
});

rememberTypedText();
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
