import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { AppConfig } from "~/.server/config";

/**
 * Security headers with a per-response nonce: only scripts and styles this server emitted run.
 * Third-party frames (social feeds, videos) are allowed only from the few hosts that serve them,
 * and are only ever loaded after a visitor asks for them.
 */
const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as Response).locals.cspNonce as string}'`;

export function securityHeaders(config: AppConfig): RequestHandler {
  const withHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonceSource],
        "style-src": ["'self'", nonceSource],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": [
          "https://www.facebook.com",
          "https://www.youtube-nocookie.com",
          "https://player.vimeo.com",
          new URL(config.plasmaFrameUrl).origin,
        ],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    withHelmet(req, res, next);
  };
}
