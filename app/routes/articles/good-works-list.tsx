import { loadArticleListPage } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import { ArticleListPage } from "~/components/articles/ArticleListPage";
import styles from "~/styles/pages/articles.css?url";
import type { Route } from "./+types/good-works-list";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /good-works (SPEC §2): cards or a timeline of published good works, `?page=N&view=timeline`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleListPage("goodwork", request, context.get(servicesContext).db, context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function GoodWorksList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage page={loaderData} />;
}
