import { useTranslation } from "~/i18n/use-translation";
import { useLocation, Link } from "react-router";
import { SearchForm } from "~/components/search/SearchForm";
import { Emblem } from "./Emblem";

/**
 * The site's name and emblem; on a wide screen also the search box and the office address. On a
 * phone the name is all: search is an icon in the menu bar (NavBar) and the address is in the
 * footer, so that the page's heading starts within the first screen's top third.
 */
export function LogoBar() {
  const { t } = useTranslation();
  // The search page has its own, labelled box; a second one would only repeat it.
  const onSearchPage = useLocation().pathname === "/search";
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
        {onSearchPage ? null : <SearchForm id="site-search-q" compact />}
        <address className="office-address">
          <span className="visually-hidden">{`${t("shell.logo_bar.address_label")}: `}</span>
          {t("shell.logo_bar.address")}
        </address>
      </div>
    </div>
  );
}
