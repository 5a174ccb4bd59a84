/**
 * Authorisation for the admin area, on the server, on every request:
 *
 * - `staffMiddleware` (on the admin layout route) reads the session cookie once per request,
 *   checks it against the session table and the account, refuses anonymous visitors everywhere
 *   but the sign-in pages, and marks every admin response `no-store` and `noindex`.
 * - `requireStaff(args, { roles })` is called by every admin loader and action with the roles
 *   that route allows. Anonymous: a redirect to sign-in (401 JSON for /api/admin). Wrong role:
 *   403. Someone who still has to change a temporary password or set up two-factor sign-in is
 *   sent to that step first. The answer carries the account's station scope (station-scope.ts),
 *   so no route works it out for itself.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../context";
import { i18nFor } from "../i18n/server-i18n";
import type { StaffRole } from "../db/tables/staff";
import type { RequestOrigin } from "./auth-core";
import { resolveIdentity, type StaffIdentity } from "./sign-in";
import { scopeOf, type StationScope } from "./station-scope";
import { authCoreFor } from "./staff-auth";
import { clearedStaffCookie, readStaffToken, STAFF_COOKIE } from "./staff-cookie";
import type { StaffUser } from "./staff-users";

export const SIGN_IN_PATH = "/admin/sign-in";
export const SECOND_FACTOR_PATH = "/admin/sign-in/two-factor";
export const ACCOUNT_PATH = "/admin/account";
export const TWO_FACTOR_PATH = "/admin/account/two-factor";

/** Pages anyone may open: the sign-in steps and sign-out. */
const OPEN_PATHS = new Set([SIGN_IN_PATH, SECOND_FACTOR_PATH, "/admin/sign-out"]);

export const staffIdentityContext = createContext<StaffIdentity | null>(null);

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The page a request is for: React Router's data requests add `.data` and `_routes`. */
export function pagePath(url: URL): string {
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_$/, "") || "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  params.delete("index");
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** Only an admin page may be the place to go back to after signing in (no open redirect). */
export function safeAdminPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  if (!/^\/admin(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/.test(value) || value.includes("//")) return null;
  const path = value.split("?")[0]!;
  if (OPEN_PATHS.has(path)) return null;
  return value;
}

function isApi(url: URL): boolean {
  return url.pathname.startsWith("/api/admin");
}

export function requestOrigin(request: Request, context: Readonly<RouterContextProvider>): RequestOrigin {
  return { ip: context.get(requestContext).address, userAgent: request.headers.get("user-agent") };
}

function signInTarget(url: URL, ended: string | null): string {
  const params = new URLSearchParams();
  const next = safeAdminPath(pagePath(url));
  if (next && next !== "/admin") params.set("next", next);
  if (ended) params.set("ended", ended === "revoked" ? "revoked" : "timeout");
  const query = params.toString();
  return `${SIGN_IN_PATH}${query ? `?${query}` : ""}`;
}

async function identityOf({ request, context }: Args): Promise<StaffIdentity> {
  const known = context.get(staffIdentityContext);
  if (known) return known;
  // Outside the admin layout (an /api/admin route): resolve here.
  const identity = await resolveIdentity(authCoreFor(context.get(servicesContext)), readStaffToken(request));
  (context as RouterContextProvider).set(staffIdentityContext, identity);
  return identity;
}

export const staffMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const hadCookie = readStaffToken(request) !== undefined;
  const identity = await identityOf(args);
  const url = new URL(request.url);
  const path = pagePath(url).split("?")[0]!;

  const finish = (response: Response): Response => {
    try {
      response.headers.set("Cache-Control", "no-store");
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
      // A cookie naming a session that has ended is removed, unless this answer sets a new one.
      if (
        hadCookie &&
        identity.kind === "anonymous" &&
        !response.headers.get("Set-Cookie")?.includes(`${STAFF_COOKIE}=`)
      )
        response.headers.append("Set-Cookie", clearedStaffCookie(services.config.isProduction));
    } catch {
      // An immutable response (none are expected here) keeps its headers.
    }
    return response;
  };

  // Belt and braces: even a route that forgot its requireStaff() is closed to anonymous visitors.
  if (!OPEN_PATHS.has(path) && identity.kind !== "staff") {
    throw finish(redirect(identity.kind === "second_factor" ? SECOND_FACTOR_PATH : signInTarget(url, identity.ended)));
  }
  return finish(await next());
};

export type StaffAccess = {
  user: StaffUser;
  sessionHash: string;
  origin: RequestOrigin;
  /** Which stations' reports, found items and photos this member of staff may see. */
  scope: StationScope;
};

export type RequireOptions = {
  /** The roles this route allows; "any" for every signed-in member of staff. */
  roles: readonly StaffRole[] | "any";
  /** The unfinished setup step this route is where people finish (their account pages). */
  setup?: "password" | "two_factor";
};

export async function requireStaff(args: Args, options: RequireOptions): Promise<StaffAccess> {
  const { request, context } = args;
  const url = new URL(request.url);
  const identity = await identityOf(args);
  const locale = context.get(requestContext).locale;
  const refuseApi = (status: 401 | 403): never => {
    const key = status === 401 ? "admin.errors.api_unauthenticated" : "admin.errors.api_forbidden";
    throw Response.json({ message: i18nFor(locale).t(key) }, { status });
  };

  if (identity.kind === "anonymous") {
    if (isApi(url)) refuseApi(401);
    throw redirect(signInTarget(url, identity.ended));
  }
  if (identity.kind === "second_factor") {
    if (isApi(url)) refuseApi(401);
    throw redirect(SECOND_FACTOR_PATH);
  }
  if (identity.setup && identity.setup !== options.setup) {
    if (isApi(url)) refuseApi(403);
    throw redirect(identity.setup === "password" ? ACCOUNT_PATH : TWO_FACTOR_PATH);
  }
  if (options.roles !== "any" && !options.roles.includes(identity.user.role)) {
    if (isApi(url)) refuseApi(403);
    throw data({ reason: "forbidden" }, { status: 403 });
  }
  return {
    user: identity.user,
    sessionHash: identity.sessionHash,
    origin: requestOrigin(request, context),
    scope: scopeOf(identity.user),
  };
}

/** For the sign-in pages: who (if anyone) is already signed in. */
export async function currentIdentity(args: Args): Promise<StaffIdentity> {
  return identityOf(args);
}
