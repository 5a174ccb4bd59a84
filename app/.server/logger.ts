import pino from "pino";

export type Logger = pino.Logger;

/** JSON-lines logging. Cookies, tokens and authorisation headers never reach the log. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "req.headers['x-csrf-token']",
        "req.headers['x-xsrf-token']",
        "res.headers['set-cookie']",
        "*.password",
        "*.otp",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
}
