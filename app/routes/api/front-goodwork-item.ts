import { articleItemJson } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import type { Route } from "./+types/front-goodwork-item";

/** GET /iapi/front/goodwork/{id}: one published article as `{ goodwork }` (SPEC §7); 404 JSON when unknown or malformed. */
export function loader({ params, context }: Route.LoaderArgs) {
  return articleItemJson("goodwork", params.id, context.get(servicesContext).db, context.get(requestContext).locale);
}
