/**
 * What both sign-in steps (password, then the second factor) read from their post: the fields,
 * the admin page to go to afterwards (only a path inside /admin), who is asking from where (for
 * the limits and the audit log) and the session token the browser already holds.
 */
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../context";
import { readForm } from "./admin-forms";
import { requestOrigin, safeAdminPath } from "./guard";
import { readStaffToken } from "./staff-cookie";

export async function readSignInPost({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const fields = await readForm(request);
  return {
    services: context.get(servicesContext),
    fields,
    next: safeAdminPath(fields.next),
    origin: requestOrigin(request, context),
    token: readStaffToken(request),
  };
}
