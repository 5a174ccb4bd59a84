import { resendReportResponse, methodNotAllowed } from "~/.server/reports/report-api";
import type { Route } from "./+types/complaint-resend";

/** POST /api/complaint/resend: a new code for the draft ("Not received a text message?"). */
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed({ context });
}

export function action(args: Route.ActionArgs) {
  return resendReportResponse("complaint", args);
}
