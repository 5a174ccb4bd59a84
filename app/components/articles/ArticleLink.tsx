import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { ArticleCard } from "~/.server/content/articles/articles-service";
import { ExternalLink } from "~/components/ui/ExternalLink";

/**
 * Where a card or timeline entry leads (SPEC §2): an article with an attached file opens the file in
 * a new tab (announced as such, and marked as a PDF); any other opens its article page.
 */
export function ArticleLink({
  article,
  basePath,
  className,
  children,
}: {
  article: Pick<ArticleCard, "id" | "file_url">;
  basePath: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (article.file_url) {
    return (
      <ExternalLink href={article.file_url} className={className}>
        {children} <span className="articles-pdf-badge">{t("articles.pdf")}</span>
      </ExternalLink>
    );
  }
  return (
    <Link to={`${basePath}/${article.id}`} className={className}>
      {children}
    </Link>
  );
}
