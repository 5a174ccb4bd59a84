import { resendReportResponse, methodNotAllowed } from "~/.server/reports/report-api";
import type { Route } from "./+types/suggestion-resend";

/** POST /api/suggestion/resend: a new code for the draft ("Not received a text message?"). */
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed({ context });
}

export function action(args: Route.ActionArgs) {
  return resendReportResponse("suggestion", args);
}
