import { loadArticleListPage } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import { ArticleListPage } from "~/components/articles/ArticleListPage";
import styles from "~/styles/pages/articles.css?url";
import type { Route } from "./+types/news-list";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /news (SPEC §2): cards or a timeline of published news, `?page=N&view=timeline`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleListPage("news", request, context.get(servicesContext).db, context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  // The RSS feed of this list, in the visitor's language.
  { rel: "alternate", type: "application/rss+xml", href: "/feeds/news.xml" },
];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage page={loaderData} />;
}
