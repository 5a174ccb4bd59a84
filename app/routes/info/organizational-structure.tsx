import { useTranslation } from "~/i18n/use-translation";
import { requestContext, servicesContext } from "~/.server/context";
import { createInfoPages } from "~/.server/content/info/info-pages";
import { OrgTree } from "~/components/info/OrgTree";
import { useFormat } from "~/i18n/use-format";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/organizational-structure";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

export async function loader({ context }: Route.LoaderArgs) {
  return createInfoPages(context.get(servicesContext).db).organization(context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function OrganizationalStructure({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { tree, counts } = loaderData;
  return (
    <div className="info-page info-organization">
      <title>{`${t("info.organization.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.organization.title")} description={t("info.organization.intro")} />
      <div className="page-header">
        <h1>{t("info.organization.title")}</h1>
      </div>
      <p className="info-lead">{t("info.organization.intro")}</p>
      {tree.length === 0 ? (
        <p className="empty-state">{t("info.organization.empty")}</p>
      ) : (
        <section className="card info-section" aria-labelledby="org-tree-heading">
          <h2 id="org-tree-heading">{t("info.organization.tree_heading")}</h2>
          <p>
            {t("info.organization.summary", {
              regions: format.number(counts.DCP),
              divisions: format.number(counts.ACP),
              stations: format.number(counts.PS),
            })}
          </p>
          <OrgTree nodes={tree} labelledBy="org-tree-heading" />
        </section>
      )}
    </div>
  );
}
