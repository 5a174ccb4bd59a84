import { articlePageJson } from "~/.server/content/articles/articles-http";
import { requestContext, servicesContext } from "~/.server/context";
import type { Route } from "./+types/goodworks";

/** GET /api/goodworks?page=N: one page of published good works (SPEC §7), newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  return articlePageJson("goodwork", request, context.get(servicesContext).db, context.get(requestContext).locale);
}
