import { useTranslation } from "~/i18n/use-translation";
import type { SearchPageData } from "~/.server/search/search-http";
import { Pagination } from "~/components/ui/Pagination";
import { useFormat } from "~/i18n/use-format";
import { Highlighted } from "./Highlighted";
import { SearchForm } from "./SearchForm";
import { telHref } from "~/lib/tel";

/**
 * /search: the form, the citizen services the query names (best bets), how many results, and one
 * page of them, or a hint when there are none.
 */
export function SearchPage({ page }: { page: SearchPageData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { query } = page;
  const position = { query, page: format.digits(page.current_page), last: format.digits(page.last_page) };
  const documentTitle = page.problem
    ? t("search.error_title")
    : !query
      ? t("search.title")
      : page.current_page > 1
        ? t("search.page_title", position)
        : t("search.results_title", position);
  const errorId = page.problem ? "search-page-q-error" : undefined;

  return (
    <div className="search-page">
      <title>{`${documentTitle} | ${t("common.site_name")}`}</title>
      {/* Result pages are endless variations of the site's own pages. */}
      <meta name="robots" content="noindex" />
      <meta name="description" content={t("search.intro")} />
      <div className="page-header">
        <h1>{t("search.title")}</h1>
      </div>
      <p>{t("search.intro")}</p>
      {page.problem ? (
        <p className="search-error" id={errorId}>
          {t(`search.problems.${page.problem}`)}
        </p>
      ) : null}
      <SearchForm id="search-page-q" query={query} errorId={errorId} />
      {page.stations.length > 0 ? (
        <BestBets id="search-stations-heading" heading={t("search.stations.heading", { query })}>
          {page.stations.map((station) => (
            <li key={station.id}>
              <p className="search-result-kind">{t("search.stations.covers", { stops: station.stops.join(", ") })}</p>
              <h3>
                <a href={`/police-station/${station.id}`} lang={station.lang}>
                  {station.name}
                </a>
              </h3>
              {station.address ? (
                <p className="search-result-snippet" lang={station.addressLang}>
                  {station.address}
                </p>
              ) : null}
              {station.landline ? (
                <p className="search-result-snippet">
                  {t("search.stations.landline")}: <a href={telHref(station.landline)}>{station.landline}</a>
                </p>
              ) : null}
            </li>
          ))}
        </BestBets>
      ) : null}
      {page.bestBets.length > 0 ? (
        <BestBets id="search-best-bets-heading" heading={t("search.best_bets.heading", { query })}>
          {page.bestBets.map((bet) => (
            <li key={bet.href}>
              <p className="search-result-kind">{t("search.best_bets.kind")}</p>
              <h3>
                <a href={bet.href}>{t(`search.best_bets.services.${bet.service}.title`)}</a>
              </h3>
              <p className="search-result-snippet">{t(`search.best_bets.services.${bet.service}.description`)}</p>
            </li>
          ))}
        </BestBets>
      ) : null}
      {page.problem ? null : !query ? (
        <p className="empty-state">{t("search.empty_query")}</p>
      ) : page.total === 0 ? (
        <p className="empty-state">
          {page.bestBets.length > 0 || page.stations.length > 0
            ? t("search.no_other_results", { query })
            : t("search.no_results", { query })}
        </p>
      ) : (
        <>
          <h2 id="search-results-heading">
            {t("search.count", { count: page.total, n: format.number(page.total), query })}
          </h2>
          <ol className="search-results" aria-labelledby="search-results-heading">
            {page.data.map((result) => (
              <li key={result.href}>
                <p className="search-result-kind">{t(`search.kinds.${result.kind}`)}</p>
                <h3 lang={result.lang}>
                  <a href={result.href} {...(result.isFile ? { target: "_blank", rel: "noopener" } : {})}>
                    <Highlighted segments={result.title} />
                    {result.isFile ? <span className="visually-hidden"> {t("documents.pdf_new_tab")}</span> : null}
                  </a>
                </h3>
                {result.snippet.length > 0 ? (
                  <p className="search-result-snippet" lang={result.lang}>
                    <Highlighted segments={result.snippet} />
                  </p>
                ) : null}
                {result.date ? (
                  <p className="search-result-date">
                    <time dateTime={result.date}>{format.dayMonthYear(result.date)}</time>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      <Pagination current={page.current_page} last={page.last_page} />
    </div>
  );
}

/** A list of answers shown above the results (the stations, the citizen services the query names). */
function BestBets(props: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section className="search-best-bets" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <ul className="search-results">{props.children}</ul>
    </section>
  );
}
