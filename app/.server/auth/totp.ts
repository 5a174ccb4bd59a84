/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP), as every authenticator app
 * implements them: HMAC-SHA-1, 6 digits, 30-second steps. A code is accepted for the step before
 * and after the current one (clocks on phones drift), and only for a step later than the last one
 * accepted, so a code that was seen over a shoulder cannot be used again.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count. */
export const TOTP_WINDOW = 1;

type HashName = "sha1" | "sha256" | "sha512";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (RFC 4226 recommends the HMAC-SHA-1 output length), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP: dynamic truncation of HMAC(key, counter). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: HashName = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code for a moment (tests and the e2e suite compute what the phone would show). */
export function totpCode(
  secretBase32: string,
  timeMs: number,
  options: { digits?: number; algorithm?: HashName } = {},
) {
  return hotp(base32Decode(secretBase32), totpStep(timeMs), options.digits, options.algorithm);
}

/**
 * The step whose code `code` is, within the window around `timeMs` and after `lastUsedStep`;
 * null when it is no such code. The caller stores the step, so the code cannot be used again.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  timeMs: number,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretBase32);
  const now = totpStep(timeMs);
  let matched: number | null = null;
  // Every candidate is computed and compared, whatever matches first: no timing hints.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(key, step));
    const same = timingSafeEqual(expected, Buffer.from(code));
    if (same && (lastUsedStep === null || step > lastUsedStep) && matched === null) matched = step;
  }
  return matched;
}

/** What an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, "%20")}`;
}

/** The name authenticator apps show above the codes. */
export const TOTP_ISSUER = "Mumbai Railway Police";
