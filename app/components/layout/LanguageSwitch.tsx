import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { restoreTypedFields, saveTypedFields } from "./typed-fields";

/**
 * One button naming the other language, in that language: a plain form posting to
 * /locale/{en,mr}, so the switch works without JavaScript, remembers the choice in the language
 * cookie, and a full page load afterwards brings the other language's strings. One control, not
 * one per language: the page's own language needs no button, and on a phone the header has no
 * room to spare above the page. With JavaScript, what the visitor has typed into the page's forms
 * comes along (typed-fields.ts).
 */
export function LanguageSwitch({ csrfToken }: { csrfToken: string | undefined }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  const other: Locale = LOCALES.find((locale) => locale !== i18n.language) ?? "en";
  useEffect(restoreTypedFields, []);
  return (
    <form className="language-switch" method="post" action={`/locale/${other}`} onSubmit={saveTypedFields}>
      <input type="hidden" name="_token" value={csrfToken ?? ""} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" lang={other} title={t("shell.language.switch_to", { language: LANGUAGE_NAMES[other] })}>
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}
