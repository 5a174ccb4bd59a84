/**
 * Every signed token the site hands out is made and checked here: CSRF tokens, the step tokens a
 * plain-HTML form carries between its steps (the form's "opened at" stamp, the status check's
 * reference and mobile, the FIR sign-in's mobile), status links in SMS messages and the
 * verification tokens printed on acknowledgements. Each caller keeps its own payload and purpose.
 *
 * A MAC is HMAC-SHA-256 keyed by APP_SECRET over the purpose, the browser's anonymous id when the
 * token is bound to one, and the signed values, joined by NUL; cut to fewer bytes where the token
 * must stay short (an SMS, a QR code on paper); written in base64url and compared as text in
 * constant time. The purpose makes a token issued for one use worthless for another; the browser
 * id makes one copied to another browser worthless. Tokens already issued live on in SMS messages,
 * on paper and in open pages, so these formats are fixed: each caller's tests pin its tokens.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a token is signed for. */
export type TokenKey = {
  secret: string;
  purpose: string;
  /**
   * The anonymous id of the one browser the token is good in: signed, never written into the
   * token. A token bound to a browser is refused where there is no id to check it against.
   */
  browser?: string;
  /** How many bytes of the MAC the token keeps: all 32 unless it must stay short. */
  macBytes?: number;
};

/** How far ahead of this server's clock an issue time may be (another server's clock, a slow one). */
export const CLOCK_SKEW_MS = 60_000;

/** The longest step token read: a few short values and a time, with room to spare. */
const STEP_TOKEN_MAX_LENGTH = 400;

/** The MAC of `signed` under `key`, in base64url. */
export function macOf(key: TokenKey, signed: readonly (string | number)[]): string {
  const parts = key.browser === undefined ? [key.purpose, ...signed] : [key.purpose, key.browser, ...signed];
  return createHmac("sha256", key.secret)
    .update(parts.join("\u0000"))
    .digest()
    .subarray(0, key.macBytes ?? 32)
    .toString("base64url");
}

/**
 * Whether `given` is exactly the MAC of `signed`. Compared as text: decoding would accept other
 * spellings of the same bytes (the last character of a base64url MAC can carry spare bits), and a
 * token has exactly one spelling.
 */
export function macMatches(key: TokenKey, signed: readonly (string | number)[], given: string): boolean {
  if (key.browser === "") return false;
  const expected = Buffer.from(macOf(key, signed));
  if (given.length !== expected.length) return false;
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A token that carries `fields`: the fields, then their MAC, joined by dots. */
export function signToken(key: TokenKey, fields: readonly string[]): string {
  return [...fields, macOf(key, fields)].join(".");
}

/**
 * The fields of `token` if it is genuine: a string of at most `maxLength` characters made of
 * exactly `fields` non-empty fields and their MAC. Otherwise null.
 */
export function openToken(
  key: TokenKey,
  token: unknown,
  shape: { fields: number; maxLength: number },
): string[] | null {
  if (typeof token !== "string" || token.length > shape.maxLength) return null;
  const parts = token.split(".");
  if (parts.length !== shape.fields + 1 || parts.includes("")) return null;
  const mac = parts.pop() as string;
  return macMatches(key, parts, mac) ? parts : null;
}

/** Whether a token issued at `issuedAt` is at most `maxAgeMs` old at `now`, and not from the future. */
export function issuedWithin(issuedAt: number, now: number, maxAgeMs: number): boolean {
  return Number.isFinite(issuedAt) && issuedAt <= now + CLOCK_SKEW_MS && now - issuedAt <= maxAgeMs;
}

/**
 * A step token: `values` and the time it was issued, as JSON in base64url, signed for one browser.
 * It carries a value between the steps of a plain-HTML form (a hidden field), so the server keeps
 * nothing for a visitor who never finishes.
 */
export function signStepToken(
  key: TokenKey & { browser: string },
  values: readonly string[],
  issuedAt: number,
): string {
  return signToken(key, [Buffer.from(JSON.stringify([...values, issuedAt])).toString("base64url")]);
}

/**
 * The `count` values of a step token and when it was issued, if the token is genuine, for this
 * purpose and browser, and at most `maxAgeMs` old. Otherwise null.
 */
export function readStepToken(
  key: TokenKey & { browser: string },
  token: unknown,
  options: { now: number; maxAgeMs: number; count: number },
): { values: string[]; issuedAt: number } | null {
  const fields = openToken(key, token, { fields: 1, maxLength: STEP_TOKEN_MAX_LENGTH });
  if (!fields) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(fields[0] as string, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== options.count + 1) return null;
  const values: unknown[] = parsed.slice(0, options.count);
  const issuedAt: unknown = parsed[options.count];
  if (typeof issuedAt !== "number" || !values.every((value): value is string => typeof value === "string")) {
    return null;
  }
  return issuedWithin(issuedAt, options.now, options.maxAgeMs) ? { values, issuedAt } : null;
}
