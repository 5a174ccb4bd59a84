/**
 * A small value carried between the steps of a plain-HTML form (a hidden field), signed with
 * APP_SECRET for one purpose and one browser (its anonymous id) and valid for a while: the server
 * keeps nothing for a visitor who never finishes, and a token copied to another browser, used for
 * another purpose or kept too long is worth nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const MAX_TOKEN_LENGTH = 400;

function mac(secret: string, purpose: string, anonId: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}\u0000${anonId}\u0000${payload}`).digest("base64url");
}

export function signBrowserToken(
  secret: string,
  purpose: string,
  anonId: string,
  values: readonly string[],
  issuedAt: number,
): string {
  const payload = Buffer.from(JSON.stringify([...values, issuedAt])).toString("base64url");
  return `${payload}.${mac(secret, purpose, anonId, payload)}`;
}

/** The values, if the token is genuine, for this purpose and browser, and younger than `ttlMs`. */
export function readBrowserToken(
  secret: string,
  purpose: string,
  anonId: string,
  token: unknown,
  options: { now: number; ttlMs: number; count: number },
): string[] | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, anonId, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
    if (!Array.isArray(parsed) || parsed.length !== options.count + 1) return null;
    const issuedAt = parsed[options.count];
    const values = parsed.slice(0, options.count);
    if (typeof issuedAt !== "number" || !values.every((value) => typeof value === "string")) return null;
    if (options.now - issuedAt > options.ttlMs || issuedAt > options.now + 60_000) return null;
    return values as string[];
  } catch {
    return null;
  }
}
