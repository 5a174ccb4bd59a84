/**
 * The mobiles a browser has proven: after a right one-time code, the browser keeps a signed,
 * HttpOnly cookie `rp_proven` listing a keyed hash of that mobile (HMAC-SHA-256 under APP_SECRET,
 * never the number), so that the next time it asks for a code to the same number it is counted as
 * the number's owner, not as a stranger (otp-limits.ts keeps some of a number's daily codes for
 * such a browser). Not bound to the anonymous browser id, which lasts a day and a half: a citizen
 * returning weeks later still holds the proof. Copying it to another browser gains only codes sent
 * to the phone it was proven with.
 *
 * The token is `<issued at, base 36>.<hash>~<hash>….<MAC>`: at most PROVEN_MOBILES_KEPT hashes,
 * newest first, valid PROOF_LIFETIME_MS from the last right code.
 */
import { createHmac } from "node:crypto";
import { serialize } from "cookie";
import { issuedWithin, openToken, signToken, type TokenKey } from "../security/signed-tokens";

export const PROVEN_MOBILES_COOKIE = "rp_proven";

/** How long a browser counts as a number's owner after its last right code to that number. */
export const PROOF_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Numbers one browser can prove (a family's shared phone or computer). */
export const PROVEN_MOBILES_KEPT = 5;

const HASH = /^[A-Za-z0-9_-]{22}$/;
const MAX_LENGTH = 200;

const tokenKey = (secret: string): TokenKey => ({ secret, purpose: "proven-mobiles" });

/** The keyed hash the cookie holds for a mobile: 16 bytes of HMAC, useless without APP_SECRET. */
export function provenKey(secret: string, mobile: string): string {
  return createHmac("sha256", secret)
    .update(`proven-mobile\u0000${mobile}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** The hashes a genuine, unexpired proof carries; none for anything else. */
function provenHashes(secret: string, token: string | undefined, now: number): string[] {
  const fields = openToken(tokenKey(secret), token, { fields: 2, maxLength: MAX_LENGTH });
  if (!fields) return [];
  const [issued, list] = fields as [string, string];
  if (!/^[0-9a-z]{1,11}$/.test(issued) || !issuedWithin(parseInt(issued, 36), now, PROOF_LIFETIME_MS)) return [];
  const hashes = list.split("~");
  return hashes.length <= PROVEN_MOBILES_KEPT && hashes.every((hash) => HASH.test(hash)) ? hashes : [];
}

/** Whether the browser's proof names this mobile. */
export function hasProven(secret: string, token: string | undefined, mobile: string, now: number): boolean {
  return provenHashes(secret, token, now).includes(provenKey(secret, mobile));
}

/** The browser's proof with this mobile added (first), issued now. */
export function proofWith(secret: string, token: string | undefined, mobile: string, now: number): string {
  const added = provenKey(secret, mobile);
  const hashes = [added, ...provenHashes(secret, token, now).filter((hash) => hash !== added)];
  return signToken(tokenKey(secret), [now.toString(36), hashes.slice(0, PROVEN_MOBILES_KEPT).join("~")]);
}

/** The Set-Cookie value that keeps a proof in the browser. */
export function provenMobilesCookie(token: string, secure: boolean): string {
  return serialize(PROVEN_MOBILES_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: PROOF_LIFETIME_MS / 1000,
  });
}
