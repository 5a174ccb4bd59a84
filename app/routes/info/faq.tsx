import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { FAQ_ITEMS } from "~/components/info/info-items";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/faq";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/** SPEC §2: an accordion of 4 questions. Native <details> opens and closes without script. */
export default function Faq() {
  const { t } = useTranslation();
  return (
    <div className="info-page info-faq">
      <title>{`${t("info.faq.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.faq.title")} description={t("info.faq.intro")} />
      <div className="page-header">
        <h1>{t("info.faq.title")}</h1>
      </div>
      <p className="info-lead">{t("info.faq.intro")}</p>
      <div className="info-accordion">
        {FAQ_ITEMS.map((item) => (
          <details key={item.key} className="info-accordion-item" id={`faq-${item.key}`}>
            <summary>
              <span className="info-accordion-question">{t(`info.faq.items.${item.key}.question`)}</span>
            </summary>
            <div className="info-accordion-answer">
              <p>{t(`info.faq.items.${item.key}.answer`)}</p>
              <p>
                {item.href.startsWith("/") ? (
                  <Link to={item.href}>{t(`info.faq.items.${item.key}.link`)}</Link>
                ) : (
                  <a href={item.href}>{t(`info.faq.items.${item.key}.link`)}</a>
                )}
              </p>
            </div>
          </details>
        ))}
      </div>
      <p className="info-more-help">
        {t("info.faq.more_help")} <Link to="/contact-us">{t("info.faq.contact_link")}</Link>
      </p>
    </div>
  );
}
