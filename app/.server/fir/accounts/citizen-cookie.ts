/**
 * The citizen session cookie, `rp_citizen`: HttpOnly, SameSite=Lax, Secure in production, no
 * Max-Age (it goes when the browser closes; the server ends it sooner). Separate from the staff
 * cookie `rp_staff` on purpose.
 */
import { parse, serialize } from "cookie";

export const CITIZEN_COOKIE = "rp_citizen";

export function readCitizenToken(request: Request): string | undefined {
  return parse(request.headers.get("cookie") ?? "")[CITIZEN_COOKIE];
}

export function citizenCookie(token: string, secure: boolean): string {
  return serialize(CITIZEN_COOKIE, token, { httpOnly: true, secure, sameSite: "lax", path: "/" });
}

export function clearedCitizenCookie(secure: boolean): string {
  return serialize(CITIZEN_COOKIE, "", { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge: 0 });
}
