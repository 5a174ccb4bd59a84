import { Link } from "react-router";
import type { ArticleCard } from "~/.server/content/articles/articles-service";

/**
 * Where a card or timeline entry leads: always its article page, which has the attached PDF's
 * link (if any) beside the photos and the text. A card that opened the PDF straight away left
 * the article's photos reachable only from the sitemap or the site search.
 */
export function ArticleLink({
  article,
  basePath,
  className,
  children,
}: {
  article: Pick<ArticleCard, "id">;
  basePath: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link to={`${basePath}/${article.id}`} className={className}>
      {children}
    </Link>
  );
}
