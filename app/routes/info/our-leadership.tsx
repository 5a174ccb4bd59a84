import { useTranslation } from "~/i18n/use-translation";
import { requestContext, servicesContext } from "~/.server/context";
import { createInfoPages } from "~/.server/content/info/info-pages";
import { Localized } from "~/components/info/Localized";
import { PersonPhoto } from "~/components/info/PersonPhoto";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/our-leadership";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export async function loader({ context }: Route.LoaderArgs) {
  return createInfoPages(context.get(servicesContext).db).leadership(context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function OurLeadership({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="info-page info-leadership">
      <title>{`${t("info.leadership.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.leadership.title")} description={t("info.leadership.intro")} />
      <div className="page-header">
        <h1>{t("info.leadership.title")}</h1>
      </div>
      <p className="info-lead">{t("info.leadership.intro")}</p>
      {loaderData.leaders.length === 0 ? (
        <p className="empty-state">{t("info.leadership.none")}</p>
      ) : (
        <ul className="info-leaders">
          {loaderData.leaders.map((leader) => (
            <li key={leader.id} className="card info-leader">
              <PersonPhoto photo={leader.photo} name={leader.name.text} sizes="(max-width: 700px) 60vw, 240px" eager />
              <h2 className="info-leader-name">
                <Localized value={leader.name} />
              </h2>
              <p className="info-leader-title">
                <Localized value={leader.title} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
