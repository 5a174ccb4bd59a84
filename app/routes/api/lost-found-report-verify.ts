import { verifyReportResponse, methodNotAllowed } from "~/.server/reports/report-api";
import type { Route } from "./+types/lost-found-report-verify";

/** POST /api/lost-found-report/verify (SPEC §7): the one-time code, answered with otp_verification. */
export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed({ context });
}

export function action(args: Route.ActionArgs) {
  return verifyReportResponse("lost_found", args);
}
