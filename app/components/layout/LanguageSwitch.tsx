import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";

/**
 * Two plain forms posting to /locale/{en,mr}: the switch works without JavaScript, and a full
 * page load afterwards brings the other language's strings.
 */
export function LanguageSwitch({ csrfToken }: { csrfToken: string | undefined }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  return (
    <div className="language-switch" role="group" aria-label={t("shell.language.label")}>
      {LOCALES.map((locale) =>
        locale === i18n.language ? (
          <span key={locale} className="language-current" lang={locale} aria-current="true">
            {LANGUAGE_NAMES[locale]}
          </span>
        ) : (
          <form key={locale} method="post" action={`/locale/${locale}`}>
            <input type="hidden" name="_token" value={csrfToken ?? ""} />
            <input type="hidden" name="redirectTo" value={here} />
            <button
              type="submit"
              lang={locale}
              title={t("shell.language.switch_to", { language: LANGUAGE_NAMES[locale] })}
            >
              {LANGUAGE_NAMES[locale]}
            </button>
          </form>
        ),
      )}
    </div>
  );
}
