import { parse } from "cookie";
import type { AppServices } from "../services";
import { resolveIdentity } from "./sign-in";
import { authCoreFor } from "./staff-auth";
import { STAFF_COOKIE } from "./staff-cookie";

/**
 * Whether a request comes from someone allowed to send the content screens' large uploads: a
 * signed-in admin or editor with nothing left to set up. Asked before the body is read, so that
 * nobody else can make the server take in 40 MB (the CSRF check reads a form body in full).
 */
export async function mayUploadContent(services: AppServices, cookieHeader: string | undefined): Promise<boolean> {
  const token = parse(cookieHeader ?? "")[STAFF_COOKIE];
  if (!token) return false;
  const identity = await resolveIdentity(authCoreFor(services), token);
  return (
    identity.kind === "staff" &&
    identity.setup === null &&
    (identity.user.role === "admin" || identity.user.role === "editor")
  );
}
