import { useTranslation } from "~/i18n/use-translation";
import { useLocation, Link } from "react-router";
import { SearchForm } from "~/components/search/SearchForm";
import { Emblem } from "./Emblem";
import { LanguageSwitch } from "./LanguageSwitch";
import { useSiteSettings } from "./use-site-settings";

export function LogoBar({ csrfToken }: { csrfToken: string | undefined }) {
  const { t } = useTranslation();
  // The search page has its own, labelled box; a second one would only repeat it.
  const onSearchPage = useLocation().pathname === "/search";
  const { social } = useSiteSettings();
  return (
    <div className="logo-bar">
      <Link to="/" className="brand" aria-label={t("shell.logo_bar.home_link")} discover="none">
        <Emblem />
        <span className="brand-text">
          <span className="brand-name">{t("common.site_name")}</span>
          <span className="brand-subtitle">{t("common.site_subtitle")}</span>
        </span>
      </Link>
      <div className="logo-bar-aside">
        <LanguageSwitch csrfToken={csrfToken} />
        {onSearchPage ? null : <SearchForm id="site-search-q" compact />}
        {social.length > 0 ? (
          <ul className="social-links" aria-label={t("shell.logo_bar.social_label")}>
            {social.map((link) => (
              <li key={link.name}>
                {/* In the same tab, as GOV.UK advises for ordinary links (and 500 bytes fewer before
                a Marathi page's heading than four "opens in a new tab" notes). */}
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <address className="office-address">
          <span className="visually-hidden">{`${t("shell.logo_bar.address_label")}: `}</span>
          {t("shell.logo_bar.address")}
        </address>
      </div>
    </div>
  );
}
