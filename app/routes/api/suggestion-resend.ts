import { resendReportResponse, methodNotAllowed } from "~/.server/content/citizen/citizen-api";
import type { Route } from "./+types/suggestion-resend";

/** POST /api/suggestion/resend: a new code for the draft ("Not received a text message?"). */
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed({ context });
}

export function action(args: Route.ActionArgs) {
  return resendReportResponse("suggestion", args);
}
