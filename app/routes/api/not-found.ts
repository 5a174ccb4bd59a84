import { requestContext } from "~/.server/context";
import { jsonError } from "~/.server/api/json";
import type { Route } from "./+types/not-found";

/** Unknown API paths answer JSON, not the HTML 404 page. */
export function loader({ context }: Route.LoaderArgs) {
  return jsonError(404, "errors.api.not_found", context.get(requestContext).locale);
}

export const action = loader;
