import { articleItemJson } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import type { Route } from "./+types/front-news-item";

/** GET /iapi/front/news/{id}: one published article as `{ news }` (SPEC §7); 404 JSON when unknown or malformed. */
export function loader({ params, context }: Route.LoaderArgs) {
  return articleItemJson("news", params.id, context.get(servicesContext).db, context.get(requestContext).locale);
}
