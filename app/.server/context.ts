import { createContext } from "react-router";
import type { Locale } from "~/i18n/locales";
import type { Contrast } from "~/lib/contrast";
import type { AppServices } from "./services";

/** The process's services, handed to every loader, action and middleware. */
export const servicesContext = createContext<AppServices>();

/** What the Express layer learned about this request before React Router saw it. */
export type RequestState = {
  requestId: string;
  locale: Locale;
  /** Anonymous browser id from the HttpOnly cookie; CSRF tokens are bound to it. */
  anonId: string;
  /** A fresh CSRF token for this response's forms and meta tag. */
  csrfToken: string;
  /** Per-response CSP nonce for the scripts and styles React Router emits. */
  nonce: string;
  /** Font size (percent) the visitor chose, so the first paint already uses it. */
  fontSize: number;
  /** Display contrast the visitor chose, so the first paint already uses it. */
  contrast: Contrast;
  /** The client's address as Express sees it (TRUST_PROXY decides which hop); for rate limits. */
  address: string;
  /** The browser's proof of the mobiles it confirmed codes to (otp/proven-mobiles.ts), if any. */
  provenMobiles?: string | undefined;
  /** Sets the browser's proof cookie with this answer, after a right code. */
  keepProvenMobiles?: ((proof: string) => void) | undefined;
};
export const requestContext = createContext<RequestState>();
