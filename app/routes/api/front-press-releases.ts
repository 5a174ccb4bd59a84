import { requestContext, servicesContext } from "~/.server/context";
import { documentPageJson } from "~/.server/content/documents/documents-http";
import type { Route } from "./+types/front-press-releases";

/** GET /iapi/front/press-release?page=N: one page of published press releases (SPEC §7). */
export function loader({ request, context }: Route.LoaderArgs) {
  return documentPageJson("press_release", request, context.get(servicesContext), context.get(requestContext).locale);
}
