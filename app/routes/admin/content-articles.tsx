import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { parsePageParam } from "~/.server/api/json";
import { requireStaff } from "~/.server/auth/guard";
import { ARTICLE_SECTIONS, articleSectionOf, listArticlesForAdmin } from "~/.server/content-admin/articles-admin";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { sectionKey } from "~/components/admin/ArticleForm";
import { Notice, PageTitle } from "~/components/admin/fields";
import { Pagination } from "~/components/ui/Pagination";
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
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <Link to={`/admin/content/${section}/new`} className="button">
          {t(`admin.content.articles.add.${key}`)}
        </Link>
      </div>
      {done ? (
        <Notice>
          <p>{t("admin.content.articles.done.deleted")}</p>
        </Notice>
      ) : null}
      {articles.data.length === 0 ? (
        <p className="empty-state">{t("admin.content.articles.empty")}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="articles-caption" tabIndex={0}>
          <table className="data-table admin-table">
            <caption id="articles-caption" className="visually-hidden">
              {t("admin.content.articles.caption", { section: title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.content.articles.title_col")}</th>
                <th scope="col">{t("admin.content.articles.status_col")}</th>
                <th scope="col">{t("admin.content.articles.date_col")}</th>
                <th scope="col">{t("admin.content.articles.pictures_col")}</th>
              </tr>
            </thead>
            <tbody>
              {articles.data.map((article) => (
                <tr key={article.id}>
                  <th scope="row">
                    <Link to={`/admin/content/${section}/${article.id}`}>
                      {article.title_en ? (
                        <span lang="en">{article.title_en}</span>
                      ) : (
                        <span lang="mr">{article.title_mr}</span>
                      )}
                    </Link>
                    {article.title_en && article.title_mr ? (
                      <span className="admin-cell-note" lang="mr">
                        {article.title_mr}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <span className={`admin-tag ${article.published ? "admin-tag-on" : "admin-tag-off"}`}>
                      {article.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
                    </span>
                  </td>
                  <td>{format.dateTime(article.created_at)}</td>
                  <td>{format.number(article.images)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination current={articles.current_page} last={articles.last_page} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
