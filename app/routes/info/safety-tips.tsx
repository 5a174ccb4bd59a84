import { useTranslation } from "~/i18n/use-translation";
import { SAFETY_TIPS } from "~/components/info/info-items";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/safety-tips";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/**
 * SPEC §2: eight translated tips. The eight safety video ids SPEC also names are held, unrendered,
 * in app/.server/content/info/safety-videos.ts.
 */
export default function SafetyTips() {
  const { t } = useTranslation();
  return (
    <div className="info-page info-safety">
      <title>{`${t("info.safety.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.safety.title")} description={t("info.safety.intro")} />
      <div className="page-header">
        <h1>{t("info.safety.title")}</h1>
      </div>
      <p className="info-lead">{t("info.safety.intro")}</p>
      <ol className="info-tips">
        {SAFETY_TIPS.map((key) => (
          <li key={key} className="card info-tip">
            <h2>{t(`info.safety.tips.${key}.title`)}</h2>
            <p>{t(`info.safety.tips.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
