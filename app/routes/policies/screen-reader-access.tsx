import { useTranslation } from "~/i18n/use-translation";
import enPolicies from "~/locales/en/policies";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/screen-reader-access";
import { TEXT_PAGE } from "~/lib/page-handle";

/** Product names, the same in every language. */
const SCREEN_READER_NAMES: Record<keyof typeof enPolicies.screen_reader.readers, string> = {
  nvda: "NVDA (NonVisual Desktop Access)",
  narrator: "Narrator",
  jaws: "JAWS",
  voiceover: "VoiceOver",
  talkback: "TalkBack",
  orca: "Orca",
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/** /screen-reader-access (GIGW): which screen readers work with the site, free ones first named. */
export default function ScreenReaderAccess() {
  const { t } = useTranslation();
  const readers = Object.keys(enPolicies.screen_reader.readers) as Array<keyof typeof enPolicies.screen_reader.readers>;
  return (
    <div className="info-page policy-page">
      <title>{`${t("policies.screen_reader.title")} | ${t("common.site_name")}`}</title>
      <meta name="description" content={t("policies.screen_reader.intro")} />
      <div className="page-header">
        <h1>{t("policies.screen_reader.title")}</h1>
      </div>
      <p className="policy-intro">{t("policies.screen_reader.intro")}</p>
      <div className="table-scroll">
        <table className="policy-table">
          <caption>{t("policies.screen_reader.table_caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("policies.screen_reader.columns.name")}</th>
              <th scope="col">{t("policies.screen_reader.columns.platform")}</th>
              <th scope="col">{t("policies.screen_reader.columns.cost")}</th>
            </tr>
          </thead>
          <tbody>
            {readers.map((reader) => (
              <tr key={reader}>
                <th scope="row" lang="en">
                  {SCREEN_READER_NAMES[reader]}
                </th>
                <td>{t(`policies.screen_reader.readers.${reader}.platform`)}</td>
                <td>{t(`policies.screen_reader.readers.${reader}.cost`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="prose" aria-labelledby="screen-reader-marathi">
        <h2 id="screen-reader-marathi">{t("policies.screen_reader.marathi.heading")}</h2>
        <p>{t("policies.screen_reader.marathi.body")}</p>
      </section>
    </div>
  );
}
