import { data, type MiddlewareFunction } from "react-router";
import { LOCALES } from "~/i18n/locales";
import { requestContext, servicesContext } from "../context";
import { i18nFor } from "../i18n/server-i18n";
import { isCrossSiteRequest, isProvenSameOrigin } from "./csrf";
import { multipartToken } from "./multipart-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Posts that only set a display preference (language, font size, contrast). Their forms are in the
 * shell of every page, and pages from the page cache carry no token (docs/decisions/009), so for
 * these the browser's own word that the post came from this site is enough; a browser that says
 * nothing still needs the token. The worst a forged one could do is change a visitor's language.
 */
const PREFERENCE_PATHS = new RegExp(`^/(locale/(${LOCALES.join("|")})|preferences)$`);

/**
 * Every state-changing request must come from this site (Sec-Fetch-Site / Origin) and carry a
 * token issued to this browser: in the X-CSRF-TOKEN or X-XSRF-TOKEN header, or the `_token` field
 * of a plain HTML form. Anything else gets 419 before any action runs, so nothing changes.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const url = new URL(request.url);

  const sender = {
    secFetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    origin: request.headers.get("origin") ?? undefined,
    host: url.host,
  };
  const crossSite = isCrossSiteRequest(sender);
  if (!crossSite && PREFERENCE_PATHS.test(url.pathname) && isProvenSameOrigin(sender)) return next();
  const token = crossSite ? null : await tokenFrom(request);
  if (!crossSite && services.csrf.verify(token, state.anonId)) return next();

  services.logger.warn(
    {
      requestId: state.requestId,
      path: url.pathname,
      reason: crossSite ? "cross-site" : token ? "invalid token" : "missing token",
    },
    "state-changing request refused (419)",
  );
  const message = i18nFor(state.locale).t("errors.csrf.message");
  if (wantsJson(request, url)) return Response.json({ message }, { status: 419 });
  // No loader runs after a refusal, so the error page gets what its own forms need from here.
  throw data(
    { reason: "csrf", csrfToken: state.csrfToken, fontSize: state.fontSize, contrast: state.contrast },
    { status: 419 },
  );
};

async function tokenFrom(request: Request): Promise<string | null> {
  // The page's token first; a page from the page cache has none, and sends the cookie's copy.
  const header = request.headers.get("x-csrf-token") || request.headers.get("x-xsrf-token");
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  // Read from a clone, so that the action can still read the body.
  if (type.startsWith("multipart/form-data")) return multipartToken(request.clone().body, type);
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  try {
    const value = (await request.clone().formData()).get("_token");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

export function wantsJson(request: Request, url: URL): boolean {
  return (
    url.pathname.startsWith("/api/") ||
    url.pathname.startsWith("/iapi/") ||
    request.headers.get("x-requested-with") === "XMLHttpRequest" ||
    (request.headers.get("accept") ?? "").startsWith("application/json")
  );
}
