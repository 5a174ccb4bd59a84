import { redirect } from "react-router";
import { clearedCitizenCookie, readCitizenToken } from "~/.server/fir/accounts/citizen-cookie";
import { CITIZEN_SIGN_IN_PATH, DASHBOARD_PATH } from "~/.server/fir/accounts/citizen-guard";
import { servicesContext } from "~/.server/context";
import type { Route } from "./+types/fir-sign-out";

/** POST /fir-dashboard/sign-out: ends the session on the server (not just the cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  await services.citizenSessions.revoke(readCitizenToken(request));
  throw redirect(`${CITIZEN_SIGN_IN_PATH}?signed_out=1`, {
    headers: { "Set-Cookie": clearedCitizenCookie(services.config.isProduction), "Cache-Control": "no-store" },
  });
}

/** Signing out changes state, so it is a form post; following a link just shows the dashboard. */
export function loader() {
  return redirect(DASHBOARD_PATH);
}

/** A page module (not a bare resource route), so a refused post renders the bilingual 419 page. */
export default function FirSignOut() {
  return null;
}
