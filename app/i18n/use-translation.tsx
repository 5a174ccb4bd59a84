import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { TFunction, Translator } from "./translator";

/**
 * The page's translator for components, with react-i18next's call shape (`const { t, i18n } =
 * useTranslation()`, `i18n.language`), which is all of react-i18next the site used. The server
 * provides one built once per language (app/.server/i18n/server-i18n.ts), the browser one for the
 * page's language (app/entry.client.tsx).
 */
type TranslationValue = { t: TFunction; i18n: Translator };

const TranslationContext = createContext<TranslationValue | null>(null);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const value = useMemo(() => ({ t: translator.t, i18n: translator }), [translator]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

export function useTranslation(): TranslationValue {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation() needs a <TranslationProvider> above it");
  return value;
}
