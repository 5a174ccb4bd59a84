/**
 * CSRF protection (docs/decisions/002-csrf.md). A token is a random nonce, the time it was issued
 * and an HMAC over both and the visitor's anonymous cookie id. Every page gets a fresh token (so
 * cached or compressed pages never leak a reusable secret), and any token issued to this browser
 * in the last day verifies. A token stolen from another browser fails, because its cookie differs.
 */
import { randomBytesFromPool } from "./random-bytes";
import { issuedWithin, openToken, signToken, type TokenKey } from "./signed-tokens";

export const CSRF_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type Csrf = {
  issue(anonId: string, now?: number): string;
  verify(token: string | null | undefined, anonId: string | null | undefined, now?: number): boolean;
};

export function createCsrf(secret: string): Csrf {
  const keyFor = (anonId: string): TokenKey => ({ secret, purpose: "csrf", browser: anonId });

  return {
    issue(anonId, now = Date.now()) {
      const nonce = randomBytesFromPool(12).toString("base64url");
      return signToken(keyFor(anonId), [nonce, now.toString(36)]);
    },
    verify(token, anonId, now = Date.now()) {
      const fields = openToken(keyFor(anonId ?? ""), token, { fields: 2, maxLength: 200 });
      return fields !== null && issuedWithin(parseInt(fields[1] as string, 36), now, CSRF_MAX_AGE_MS);
    },
  };
}

/**
 * The browser's own word on where a state-changing request came from. `Sec-Fetch-Site` is sent by
 * every current browser; older ones send `Origin`. A request with neither is left to the token.
 */
export function isCrossSiteRequest(headers: {
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  host?: string | undefined;
}): boolean {
  const site = headers.secFetchSite?.toLowerCase();
  if (site) return site !== "same-origin" && site !== "none";
  if (headers.origin && headers.origin !== "null") {
    try {
      return new URL(headers.origin).host !== headers.host;
    } catch {
      return true;
    }
  }
  return headers.origin === "null";
}

/**
 * Whether the browser itself vouched that a request came from this site's own pages (rather than
 * merely not saying otherwise): `Sec-Fetch-Site: same-origin`, or an `Origin` naming this host.
 */
export function isProvenSameOrigin(headers: {
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  host?: string | undefined;
}): boolean {
  if (headers.secFetchSite) return headers.secFetchSite.toLowerCase() === "same-origin";
  if (!headers.origin || headers.origin === "null") return false;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}
