import { useTranslation } from "~/i18n/use-translation";
import { useLocation, Link } from "react-router";
import type { ArticleListPageData, ArticleView } from "~/.server/content/articles/articles-http";
import { Pagination } from "~/components/ui/Pagination";
import { useFormat } from "~/i18n/use-format";
import { ARTICLE_SECTIONS } from "./article-sections";
import { ArticleCards } from "./ArticleCards";
import { ArticleTimeline } from "./ArticleTimeline";

/**
 * /news and /good-works (SPEC §2 "Article lists"): heading, a switch between cards and the timeline,
 * one page of articles or the empty state, and `?page=N` links. Everything is a plain link, so it
 * works without JavaScript; with it, the shell's spinner shows while the next page loads.
 */
export function ArticleListPage({ page }: { page: ArticleListPageData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const section = ARTICLE_SECTIONS[page.kind];
  const title = t(`articles.${section.strings}.title`);
  const intro = t(`articles.${section.strings}.intro`);
  const label = t(`articles.${section.strings}.list_label`);
  const documentTitle =
    page.current_page > 1
      ? t("articles.page_title", { title, page: format.digits(page.current_page), last: format.digits(page.last_page) })
      : title;

  return (
    <div className="articles-list-page">
      <title>{`${documentTitle} | ${t("common.site_name")}`}</title>
      <meta name="description" content={intro} />
      <div className="page-header">
        <h1>{title}</h1>
        {page.data.length > 0 ? <ViewSwitch view={page.view} /> : null}
      </div>
      <p className="articles-intro">{intro}</p>
      {page.data.length === 0 ? (
        <p className="empty-state">{t(`articles.${section.strings}.empty`)}</p>
      ) : page.view === "timeline" ? (
        <ArticleTimeline cards={page.data} basePath={section.path} label={label} />
      ) : (
        <ArticleCards cards={page.data} basePath={section.path} label={label} />
      )}
      <Pagination current={page.current_page} last={page.last_page} />
    </div>
  );
}

/** Links between the card and timeline views of the same page of the list. */
function ViewSwitch({ view }: { view: ArticleView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const href = (target: ArticleView) => {
    const params = new URLSearchParams(location.search);
    if (target === "cards") params.delete("view");
    else params.set("view", target);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav className="articles-views" aria-label={t("articles.view.label")}>
      <ul>
        {(["cards", "timeline"] as const).map((target) => (
          <li key={target}>
            <Link to={href(target)} aria-current={target === view ? "page" : undefined} preventScrollReset>
              {t(`articles.view.${target}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
