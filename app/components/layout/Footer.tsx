import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData, Link } from "react-router";
import { HELPLINES } from "~/content/helplines";
import { POLICY_LINKS } from "~/content/policy-pages";
import { telHref } from "~/lib/tel";
import { useFormat } from "~/i18n/use-format";
import type { loader as rootLoader } from "~/root";
import { CITIZEN_SERVICES, NAV_GROUPS } from "./nav-sections";
import { useSiteSettings } from "./use-site-settings";

export function Footer() {
  const { t } = useTranslation();
  const lastUpdated = useRouteLoaderData<typeof rootLoader>("root")?.lastUpdated;
  const format = useFormat();
  const { social } = useSiteSettings();
  const quickLinks = NAV_GROUPS.flatMap((group) => group.items).filter((item) =>
    ["news", "all_stations", "railway_map", "contact_us"].includes(item.key),
  );
  return (
    <footer id="site-footer" className="site-footer" aria-label={t("shell.footer.label")}>
      <div className="footer-columns">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t("shell.footer.help")}</h2>
          <ul>
            <li>
              <Link to="/#helplines">{t("shell.footer.helplines")}</Link>
            </li>
            <li>
              <Link to="/safety-tips">{t("shell.footer.safety_tips")}</Link>
            </li>
            <li>
              {t("home.helplines.helpline")}: <a href={telHref(HELPLINES.railway)}>{HELPLINES.railway}</a>
            </li>
            <li>
              {t("home.helplines.toll_free")}: <a href={telHref(HELPLINES.tollFree)}>{HELPLINES.tollFree}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{t("shell.nav.citizen")}</h2>
          <ul>
            {CITIZEN_SERVICES.map((item) => (
              <li key={item.to}>
                <Link to={item.to} reloadDocument={item.reloadDocument}>
                  {t(`shell.nav.${item.key}` as "shell.nav.complaint")}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t("shell.footer.quick_links")}</h2>
          <ul>
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(`shell.nav.${item.key}` as "shell.nav.news")}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t("policies.footer_heading")}</h2>
          <ul>
            {POLICY_LINKS.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{t(`policies.${page.key}.title`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/sitemap">{t("policies.sitemap_link")}</Link>
            </li>
          </ul>
        </section>
        {/* Here rather than in the header: on a phone four links there pushed every page's heading
          down by a line, for what few visitors come to the site for. */}
        {social.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t("shell.footer.social")}</h2>
            <ul className="social-links">
              {social.map((link) => (
                <li key={link.name}>
                  {/* In the same tab, as GOV.UK advises for ordinary links. */}
                  <a href={link.href}>{link.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t("shell.footer.address_heading")}</h2>
          <address>{t("shell.logo_bar.address")}</address>
        </section>
      </div>
      <p className="copyright">{t("shell.footer.copyright", { year: format.digits(new Date().getFullYear()) })}</p>
      {lastUpdated ? (
        <p className="last-updated">
          {t("shell.footer.last_updated")}: <time dateTime={lastUpdated}>{format.dateTime(lastUpdated)}</time>
        </p>
      ) : null}
    </footer>
  );
}
