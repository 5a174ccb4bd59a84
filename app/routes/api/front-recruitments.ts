import { requestContext, servicesContext } from "~/.server/context";
import { documentPageJson } from "~/.server/content/documents/documents-http";
import type { Route } from "./+types/front-recruitments";

/** GET /iapi/front/recruitment?page=N: one page of published recruitments (SPEC §7). */
export function loader({ request, context }: Route.LoaderArgs) {
  return documentPageJson("recruitment", request, context.get(servicesContext), context.get(requestContext).locale);
}
