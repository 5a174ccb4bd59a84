import { useTranslation } from "~/i18n/use-translation";
import { OFFICER_PLACEHOLDER } from "~/components/info/PersonPhoto";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/martyrs";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/**
 * SPEC §2: a static tribute to a Kirti Chakra recipient. The force supplies the real officer's
 * name, photograph and citation; until then the page says plainly that it is a sample.
 */
export default function Martyrs() {
  const { t } = useTranslation();
  return (
    <div className="info-page info-martyrs">
      <title>{`${t("info.martyrs.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.martyrs.title")} description={t("info.martyrs.intro")} />
      <div className="page-header">
        <h1>{t("info.martyrs.title")}</h1>
      </div>
      <p className="info-lead">{t("info.martyrs.intro")}</p>
      <p className="info-sample-note">{t("info.martyrs.sample_note")}</p>
      <article className="card info-tribute" aria-labelledby="tribute-heading">
        <figure className="info-tribute-photo">
          <img src={OFFICER_PLACEHOLDER} alt={t("info.martyrs.photo_alt")} width={240} height={300} />
          <figcaption>{t("info.martyrs.award")}</figcaption>
        </figure>
        <div className="info-tribute-text">
          <h2 id="tribute-heading">{t("info.martyrs.tribute_heading")}</h2>
          <p>{t("info.martyrs.text_1")}</p>
          <p>{t("info.martyrs.text_2")}</p>
          <p>{t("info.martyrs.text_3")}</p>
        </div>
      </article>
    </div>
  );
}
