import { createReportResponse, methodNotAllowed } from "~/.server/reports/report-api";
import type { Route } from "./+types/suggestion-new";

/** POST /api/suggestion/new (SPEC §7): the form, answered with the draft record; a code goes by SMS. */
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed({ context });
}

export function action(args: Route.ActionArgs) {
  return createReportResponse("suggestion", args);
}
