import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "~/.server/config";
import { contentSecurityPolicy, nonceSources } from "~/.server/security/content-security-policy";

/**
 * Security headers, with a per-response CSP nonce (app/.server/security/content-security-policy.ts;
 * the page cache replaces the policy with one built from hashes for the pages it serves).
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const fixed = fixedSecurityHeaders(config);
  // The policy split where its nonces go: one join per response instead of building it anew.
  const policyParts = contentSecurityPolicy(config.plasmaFrameUrl, nonceSources("\u0000")).split("\u0000");
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", policyParts.join(nonce));
    for (let i = 0; i < fixed.length; i += 2) res.setHeader(fixed[i]!, fixed[i + 1]!);
    next();
  };
}

/**
 * Helmet's headers (all but the CSP) as a flat [name, value, …] list. They are the same on every
 * response, so Helmet runs once, on a stand-in response, instead of once per request.
 */
export function fixedSecurityHeaders(config: AppConfig): string[] {
  const withHelmet = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const headers = new Map<string, string>();
  const standIn = {
    setHeader(name: string, value: string) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  } as unknown as ServerResponse;
  let finished = false;
  withHelmet({ headers: {} } as IncomingMessage, standIn, () => (finished = true));
  if (!finished || headers.size === 0) throw new Error("helmet did not set its headers synchronously");
  return [...headers].flat();
}
