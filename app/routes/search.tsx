import { requestContext, servicesContext } from "~/.server/context";
import { loadSearchPage } from "~/.server/search/search-http";
import { SearchPage } from "~/components/search/SearchPage";
import styles from "~/styles/pages/search.css?url";
import type { Route } from "./+types/search";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /search?q=…&page=N: full-text search of the published content, in both languages. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context.get(servicesContext).search, context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage page={loaderData} />;
}
