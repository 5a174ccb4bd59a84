import { useTranslation } from "~/i18n/use-translation";
import type { ArticleCard } from "~/.server/content/articles/articles-service";
import { useFormat } from "~/i18n/use-format";
import { ArticleLink } from "./ArticleLink";
import { LocalizedText } from "./LocalizedText";
import { groupByMonth } from "./timeline";

/** The timeline view of a list page (SPEC §2 "a timeline variant groups by date"): one section per month. */
export function ArticleTimeline({ cards, basePath, label }: { cards: ArticleCard[]; basePath: string; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const months = t("articles.months_full").split(",");
  return (
    <ol className="articles-timeline" aria-label={label}>
      {groupByMonth(cards).map((group) => {
        const headingId = `articles-month-${group.key}`;
        return (
          <li key={group.key} className="articles-timeline-month">
            <h2 id={headingId} className="articles-timeline-heading">
              {t("articles.month_year", { month: months[group.month] ?? "", year: format.digits(group.year) })}
            </h2>
            <ol className="articles-timeline-entries" aria-labelledby={headingId}>
              {group.items.map((card) => (
                <li key={card.id} className="articles-timeline-entry">
                  <p className="articles-timeline-date">
                    <time dateTime={card.created_at}>{format.dateTime(card.created_at)}</time>
                  </p>
                  <h3 className="articles-timeline-title">
                    <ArticleLink article={card} basePath={basePath}>
                      <LocalizedText value={card.title} />
                    </ArticleLink>
                  </h3>
                  {card.summary ? (
                    <p className="articles-timeline-summary" lang={card.summary.lang}>
                      {card.summary.text}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
