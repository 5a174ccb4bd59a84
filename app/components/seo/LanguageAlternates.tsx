import { useLocation } from "react-router";
import { LOCALES, type Locale } from "~/i18n/locales";
import { languageUrl } from "~/lib/language-urls";

/**
 * The canonical address of the page in the language it is shown in, and its other language
 * versions as `hreflang` alternates (with the language-neutral address as `x-default`), so search
 * engines index every language version instead of one of them.
 */
export function LanguageAlternates({ siteUrl, locale }: { siteUrl: string; locale: Locale }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <link rel="canonical" href={languageUrl(siteUrl, pathname, search, locale)} />
      {LOCALES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={languageUrl(siteUrl, pathname, search, other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={languageUrl(siteUrl, pathname, search)} />
    </>
  );
}
