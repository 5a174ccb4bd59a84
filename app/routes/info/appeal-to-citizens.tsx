import { useTranslation } from "~/i18n/use-translation";
import { HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/appeal-to-citizens";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/** SPEC §2: static text appealing to citizens not to throw stones at trains. */
export default function AppealToCitizens() {
  const { t } = useTranslation();
  return (
    <div className="info-page info-appeal">
      <title>{`${t("info.appeal.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.appeal.title")} description={t("info.appeal.lead")} />
      <div className="page-header">
        <h1>{t("info.appeal.title")}</h1>
      </div>
      <p className="info-appeal-lead">{t("info.appeal.lead")}</p>
      <div className="prose">
        <h2>{t("info.appeal.danger_heading")}</h2>
        <p>{t("info.appeal.danger")}</p>
        <h2>{t("info.appeal.offence_heading")}</h2>
        <p>{t("info.appeal.offence")}</p>
        <h2>{t("info.appeal.report_heading")}</h2>
        <p>{t("info.appeal.report")}</p>
        <p>
          <a href={telHref(HELPLINES.railway)} className="button info-call">
            {t("info.appeal.call", { number: HELPLINES.railway })}
          </a>
        </p>
        <p>{t("info.appeal.thanks")}</p>
      </div>
    </div>
  );
}
