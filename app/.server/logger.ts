import pino from "pino";
import { maskMobile } from "./sms/mask";

export type Logger = pino.Logger;

/** Keys whose value is a mobile number: kept as 98xxxxxx21 (sms/mask.ts), which is still useful. */
const MOBILE_KEYS = new Set(["mobile", "mobile_number", "mobileNumber", "phone"]);

const SECRET_FIELDS = ["password", "otp", "token", "authorization", "cookie"];

/**
 * `code` at the top level, or in what a form or an API call carried, is a one-time code. An
 * error's `code` (ECONNREFUSED, a PostgreSQL SQLSTATE such as 57P01) says what failed and is no
 * secret: errors are logged under `err` (or `error`), which none of these paths reaches, so the
 * error's code and its cause's pass. Hence no `*.code` wildcard, and a log call that reports an
 * error puts its code under `err`, never at the top level.
 */
const CODE_PATHS = ["code", "input.code", "body.code", "fields.code", "form.code", "values.code", "req.body.code"];

/**
 * A safety net under the rule that log calls name only what is safe (a masked number, a purpose,
 * a reference): whatever a future call passes by mistake, at the top level or one level down,
 * under these names never reaches the log as it was.
 */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...CODE_PATHS,
  ...MOBILE_KEYS,
  ...[...MOBILE_KEYS].map((field) => `*.${field}`),
  "*.headers.cookie",
  "*.headers.authorization",
  "*.headers['x-csrf-token']",
  "*.headers['x-xsrf-token']",
  "*.headers['set-cookie']",
  "headers.cookie",
  "headers.authorization",
];

function censor(value: unknown, path: string[]): unknown {
  // The last key is always known (a wildcard's own position comes as null).
  if (MOBILE_KEYS.has(path.at(-1) ?? "")) return typeof value === "string" ? maskMobile(value) : "[redacted]";
  return "[redacted]";
}

/** JSON-lines logging. Cookies, tokens, codes, passwords and full mobile numbers never reach the log. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Under both names an error keeps its type, message, stack and code, and its cause stays an
      // error of its own, code included (pino's default flattens a cause into the message and
      // drops its code, and leaves an error under `error` with neither message nor stack).
      serializers: { err: pino.stdSerializers.errWithCause, error: pino.stdSerializers.errWithCause },
      redact: { paths: REDACTED_PATHS, censor },
    },
    destination,
  );
}
