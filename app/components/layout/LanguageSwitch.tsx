import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";
import { DISPLAY_FORM_ID } from "./SettingsPanel";
import { restoreTypedFields, saveTypedFields } from "./typed-fields";

/**
 * One button for each of the site's other languages, each named in that language. The buttons
 * belong to the display settings' form (its token and return address) and post it to
 * /locale/<code>, so the switch works without JavaScript, remembers the choice in the language
 * cookie, and a full page load afterwards brings that language's strings. The page's own language
 * needs no button, and on a phone the header has no room to spare above the page
 * (docs/decisions/028-phone-header.md). Nothing but the names: every byte here comes before each
 * page's heading (tests/integration/first-bytes.integration.test.ts). With JavaScript, what the
 * visitor has typed into the page's forms comes along (typed-fields.ts).
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  useEffect(restoreTypedFields, []);
  return (
    <div className="language-switch">
      {LOCALES.filter((locale) => locale !== i18n.language).map((other) => (
        <button
          key={other}
          form={DISPLAY_FORM_ID}
          formAction={`/locale/${other}`}
          lang={other}
          onClick={saveTypedFields}
        >
          {LANGUAGE_NAMES[other]}
        </button>
      ))}
    </div>
  );
}
