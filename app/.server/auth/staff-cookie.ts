/**
 * The staff session cookie, `rp_staff`: HttpOnly, SameSite=Lax, Secure in production, no
 * Max-Age (it goes when the browser closes; the server ends it sooner). Path is `/`, not
 * `/admin`: React Router fetches the data of the `/admin` page from `/admin.data`, a path a
 * `Path=/admin` cookie is not sent to (docs/decisions/006-staff-authentication.md).
 */
import { parse, serialize } from "cookie";

export const STAFF_COOKIE = "rp_staff";

export function readStaffToken(request: Request): string | undefined {
  return parse(request.headers.get("cookie") ?? "")[STAFF_COOKIE];
}

export function staffCookie(token: string, secure: boolean): string {
  return serialize(STAFF_COOKIE, token, { httpOnly: true, secure, sameSite: "lax", path: "/" });
}

export function clearedStaffCookie(secure: boolean): string {
  return serialize(STAFF_COOKIE, "", { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge: 0 });
}
