import { requestContext, servicesContext } from "~/.server/context";
import { documentPageJson } from "~/.server/content/documents/documents-http";
import type { Route } from "./+types/front-tenders";

/** GET /iapi/front/tender?page=N: one page of published tenders (SPEC §7). */
export function loader({ request, context }: Route.LoaderArgs) {
  return documentPageJson("tender", request, context.get(servicesContext), context.get(requestContext).locale);
}
