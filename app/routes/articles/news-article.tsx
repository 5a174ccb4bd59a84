import { loadArticlePage } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import { ArticlePage } from "~/components/articles/ArticlePage";
import styles from "~/styles/pages/articles.css?url";
import type { Route } from "./+types/news-article";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /news/{id} (SPEC §2): one published article; unknown, malformed or unpublished ids are the 404 page. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadArticlePage("news", params.id, context.get(servicesContext).db, context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage page={loaderData} />;
}
