import { verifyReportResponse, methodNotAllowed } from "~/.server/reports/report-api";
import type { Route } from "./+types/suggestion-verify";

/** POST /api/suggestion/verify (SPEC §7): the one-time code, answered with otp_verification. */
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed({ context });
}

export function action(args: Route.ActionArgs) {
  return verifyReportResponse("suggestion", args);
}
