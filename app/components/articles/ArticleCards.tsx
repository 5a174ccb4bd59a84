import { useTranslation } from "~/i18n/use-translation";
import type { ArticleCard } from "~/.server/content/articles/articles-service";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useFormat } from "~/i18n/use-format";
import { ArticleLink } from "./ArticleLink";
import { LocalizedText } from "./LocalizedText";

/**
 * The card grid of a list page (SPEC §2): thumbnail, title, the summary when there is no thumbnail,
 * and the date. The title's link covers the whole card, so the card is one large touch target
 * while screen readers still hear one link per card.
 */
export function ArticleCards({ cards, basePath, label }: { cards: ArticleCard[]; basePath: string; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="articles-cards" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id} className="articles-card">
          <h2 className="articles-card-title">
            <ArticleLink article={card} basePath={basePath} className="articles-card-link">
              <LocalizedText value={card.title} />
            </ArticleLink>
          </h2>
          {card.title.lang ? <p className="articles-fallback">{t("common.language_fallback")}</p> : null}
          {card.thumbnail ? (
            <ResponsiveImage
              image={card.thumbnail}
              alt=""
              sizes="(min-width: 62rem) 380px, (min-width: 40rem) 50vw, 100vw"
              eager={index === 0}
              className="articles-card-image"
            />
          ) : card.summary ? (
            <p className="articles-card-summary" lang={card.summary.lang}>
              {card.summary.text}
            </p>
          ) : null}
          <p className="articles-card-date">
            <time dateTime={card.created_at}>{format.dateTime(card.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
