import { articlePageJson } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import type { Route } from "./+types/front-news-list";

/** GET /iapi/front/news?page=N: one page of published news (SPEC §7), newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  return articlePageJson("news", request, context.get(servicesContext).db, context.get(requestContext).locale);
}
