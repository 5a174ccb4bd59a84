import type { RequestHandler } from "express";
import type { RequestState } from "~/.server/context";
import type { AppServices } from "~/.server/services";
import { PROVEN_MOBILES_COOKIE, provenMobilesCookie } from "~/.server/otp/proven-mobiles";
import { readVisitor } from "../visitor";

/**
 * Works out who is asking, in which language, and gives the response what every page needs
 * (server/visitor.ts): the anonymous browser id, the XSRF-TOKEN cookie, the visit count. The
 * request state is what loaders and actions see of it.
 */
export function establishRequestState(services: AppServices): RequestHandler {
  return (req, res, next) => {
    const lang = req.query.lang;
    const visitor = readVisitor(services, {
      method: req.method,
      path: req.path,
      lang: typeof lang === "string" ? lang : undefined,
      headers: req.headers,
    });
    for (const cookie of visitor.setCookies) res.append("Set-Cookie", cookie);
    const state: RequestState = {
      requestId: res.locals.requestId as string,
      locale: visitor.locale,
      anonId: visitor.anonId,
      get csrfToken() {
        return visitor.csrfToken();
      },
      nonce: res.locals.cspNonce as string,
      fontSize: visitor.fontSize,
      contrast: visitor.contrast,
      address: req.ip ?? "",
      provenMobiles: visitor.cookies[PROVEN_MOBILES_COOKIE],
      // Set on Express's answer, which React Router's adapter adds its own headers to.
      keepProvenMobiles: (proof) =>
        void res.append("Set-Cookie", provenMobilesCookie(proof, services.config.isProduction)),
    };
    res.locals.requestState = state;
    res.locals.cookies = visitor.cookies;
    res.vary("Cookie");
    res.vary("Accept-Language");
    next();
  };
}
