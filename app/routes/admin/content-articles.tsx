import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { parsePageParam } from "~/.server/api/json";
import { requireStaff } from "~/.server/auth/guard";
import { ARTICLE_SECTIONS, articleSectionOf, listArticlesForAdmin } from "~/.server/content-admin/articles-admin";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { sectionKey } from "~/components/admin/ArticleForm";
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { StatusTag } from "~/components/admin/StatusTag";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-articles";

/** /admin/content/news and /admin/content/good-works: every article of the kind, drafts included. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = articleSectionOf(args.request);
  const page = parsePageParam(new URL(args.request.url));
  if (!page.ok) throw data({ reason: "not_found" }, { status: 404 });
  const services = args.context.get(servicesContext);
  const articles = await listArticlesForAdmin(services, ARTICLE_SECTIONS[section].kind, page.page);
  return { section, articles, done: doneOf(args.request) === "deleted" ? ("deleted" as const) : null };
}

export default function ContentArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { section, articles, done } = loaderData;
  const key = sectionKey(section);
  const title = t(`admin.content.sections.${key}`);
  return (
    <ContentListPage
      title={title}
      add={{ to: `/admin/content/${section}/new`, label: t(`admin.content.articles.add.${key}`) }}
      notice={done ? t("admin.content.articles.done.deleted") : null}
    >
      <AdminTable
        captionId="articles-caption"
        caption={t("admin.content.articles.caption", { section: title })}
        columns={[
          t("admin.content.articles.title_col"),
          t("admin.content.articles.status_col"),
          t("admin.content.articles.date_col"),
          t("admin.content.articles.pictures_col"),
        ]}
        items={articles.data}
        paging={{ current: articles.current_page, last: articles.last_page }}
        empty={t("admin.content.articles.empty")}
        row={(article) => (
          <>
            <BilingualTitleCell
              to={`/admin/content/${section}/${article.id}`}
              en={article.title_en}
              mr={article.title_mr}
            />
            <td>
              <StatusTag on={article.published} />
            </td>
            <td>{format.dateTime(article.created_at)}</td>
            <td>{format.number(article.images)}</td>
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
