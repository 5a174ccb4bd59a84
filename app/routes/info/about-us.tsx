import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { createInfoPages } from "~/.server/content/info/info-pages";
import { Localized } from "~/components/info/Localized";
import { PersonPhoto } from "~/components/info/PersonPhoto";
import { HELPLINES } from "~/content/helplines";
import { useFormat } from "~/i18n/use-format";
import { telHref } from "~/lib/tel";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/about-us";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export async function loader({ context }: Route.LoaderArgs) {
  return createInfoPages(context.get(servicesContext).db).about(context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const SECTIONS = ["jurisdiction", "commuters", "helpline", "commissionerate"] as const;

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { stationCount, commissioners } = loaderData;
  const sectionHeading = {
    jurisdiction: t("info.about.jurisdiction.heading"),
    commuters: t("info.about.commuters.heading"),
    helpline: t("info.about.helpline.heading"),
    commissionerate: t("info.about.commissioners.heading"),
  };

  return (
    <div className="info-page info-about">
      <title>{`${t("info.about.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.about.title")} description={t("info.about.intro")} />
      <div className="page-header">
        <h1>{t("info.about.title")}</h1>
      </div>
      <p className="info-lead">{t("info.about.intro")}</p>

      <nav className="info-contents" aria-label={t("info.about.contents_label")}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{sectionHeading[id]}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="info-about-facts">
        <section id="jurisdiction" className="card info-section" aria-labelledby="jurisdiction-heading">
          <h2 id="jurisdiction-heading">{sectionHeading.jurisdiction}</h2>
          <p>{t("info.about.jurisdiction.text")}</p>
          <ul className="info-lines">
            <li className="info-line info-line-western">{t("info.about.jurisdiction.western")}</li>
            <li className="info-line info-line-central">{t("info.about.jurisdiction.central")}</li>
            <li className="info-line info-line-harbour">{t("info.about.jurisdiction.harbour")}</li>
          </ul>
          {stationCount > 0 ? (
            <p>{t("info.about.jurisdiction.stations", { stations: format.number(stationCount) })}</p>
          ) : null}
          <ul className="info-link-list">
            <li>
              <Link to="/all-police-stations">{t("info.about.jurisdiction.stations_link")}</Link>
            </li>
            <li>
              <Link to="/organizational-structure">{t("info.about.jurisdiction.structure_link")}</Link>
            </li>
          </ul>
        </section>

        <section id="commuters" className="card info-section" aria-labelledby="commuters-heading">
          <h2 id="commuters-heading">{sectionHeading.commuters}</h2>
          <p>{t("info.about.commuters.text")}</p>
        </section>

        <section id="helpline" className="card info-section info-helpline" aria-labelledby="helpline-heading">
          <h2 id="helpline-heading">{sectionHeading.helpline}</h2>
          <p>{t("info.about.helpline.text")}</p>
          <p>
            <a href={telHref(HELPLINES.railway)} className="button info-call">
              {t("info.about.helpline.call", { number: HELPLINES.railway })}
            </a>
          </p>
        </section>
      </div>

      <section id="commissionerate" className="info-section" aria-labelledby="commissionerate-heading" tabIndex={-1}>
        <h2 id="commissionerate-heading">{sectionHeading.commissionerate}</h2>
        <p>{t("info.about.commissioners.intro")}</p>
        {commissioners.length === 0 ? (
          <p className="empty-state">{t("info.about.commissioners.none")}</p>
        ) : (
          <>
            <ol className="info-people info-commissioners">
              {commissioners.map((person) => (
                <li key={person.id} className="card info-person">
                  <PersonPhoto photo={person.photo} name={person.name.text} sizes="120px" />
                  <div className="info-person-text">
                    <h3>
                      <Localized value={person.name} />
                    </h3>
                    <dl className="info-facts">
                      <div>
                        <dt>{t("info.about.commissioners.rank")}</dt>
                        <dd>
                          <Localized value={person.rank} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t("info.about.commissioners.tenure")}</dt>
                        <dd>
                          <time dateTime={person.tenure_start}>{format.dayMonthYear(person.tenure_start)}</time>{" "}
                          {t("info.about.commissioners.to")}{" "}
                          <time dateTime={person.tenure_end}>{format.dayMonthYear(person.tenure_end)}</time>
                        </dd>
                      </div>
                    </dl>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
