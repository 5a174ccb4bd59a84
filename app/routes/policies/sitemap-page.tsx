import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { NAV_GROUPS } from "~/components/layout/nav-sections";
import { POLICY_LINKS } from "~/content/policy-pages";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/sitemap-page";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Citizen pages reached from other pages rather than the menu. */
const MORE_CITIZEN_PAGES = [{ to: "/found-property", label: "citizen.found_property.title" }] as const;

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/** /sitemap (GIGW): every section of the site on one page, grouped as in the menu. */
export default function SitemapPage() {
  const { t } = useTranslation();
  return (
    <div className="info-page sitemap-page">
      <title>{`${t("policies.sitemap_link")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("policies.sitemap_link")} description={t("seo.descriptions.sitemap")} />
      <div className="page-header">
        <h1>{t("policies.sitemap_link")}</h1>
      </div>
      <ul className="sitemap-groups">
        <li>
          <Link to="/">{t("shell.nav.home")}</Link>
        </li>
        {NAV_GROUPS.map((group) => (
          <li key={group.key}>
            <h2 id={`sitemap-${group.key}`}>{t(`shell.nav.${group.key}` as "shell.nav.home")}</h2>
            <ul aria-labelledby={`sitemap-${group.key}`}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} reloadDocument={item.reloadDocument}>
                    {t(`shell.nav.${item.key}` as "shell.nav.home")}
                  </Link>
                </li>
              ))}
              {group.key === "citizen"
                ? MORE_CITIZEN_PAGES.map((page) => (
                    <li key={page.to}>
                      <Link to={page.to}>{t(page.label)}</Link>
                    </li>
                  ))
                : null}
            </ul>
          </li>
        ))}
        <li>
          <h2 id="sitemap-policies">{t("policies.footer_heading")}</h2>
          <ul aria-labelledby="sitemap-policies">
            {POLICY_LINKS.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{t(`policies.${page.key}.title`)}</Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </div>
  );
}
