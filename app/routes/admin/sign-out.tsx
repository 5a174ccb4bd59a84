import { redirect } from "react-router";
import { requestOrigin, SIGN_IN_PATH } from "~/.server/auth/guard";
import { signOut } from "~/.server/auth/sign-in";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { clearedStaffCookie, readStaffToken } from "~/.server/auth/staff-cookie";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import type { Route } from "./+types/sign-out";

/** POST /admin/sign-out: ends the session on the server (not just the cookie) and says so. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  await signOut(authCoreFor(services), readStaffToken(request), requestOrigin(request, context));
  throw redirect(`${SIGN_IN_PATH}?signed_out=1`, {
    headers: { "Set-Cookie": clearedStaffCookie(services.config.isProduction) },
  });
}

/** Signing out changes state, so it is a form post; someone who follows a link lands on the dashboard. */
export function loader() {
  return redirect("/admin");
}

/** A page module (not a bare resource route), so a refused post renders the bilingual 419 page. */
export default function SignOut() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
