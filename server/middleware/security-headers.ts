import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "~/.server/config";
import { contentSecurityPolicy, nonceSources } from "~/.server/security/content-security-policy";

/**
 * Security headers, with a per-response CSP nonce (app/.server/security/content-security-policy.ts;
 * the page cache replaces the policy with one built from hashes for the pages it serves).
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const withHelmet = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(config.plasmaFrameUrl, nonceSources(nonce)));
    withHelmet(req, res, next);
  };
}
