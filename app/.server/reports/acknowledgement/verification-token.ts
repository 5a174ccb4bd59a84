/**
 * The token in a printed acknowledgement's verification address (/verify/<reference>?t=<token>):
 * an HMAC of the reference under the app's secret (APP_SECRET), so that only this site can make
 * one, references cannot be walked through by guessing (MRP-L-2026-000001, -000002 …), and a
 * changed reference or token is "not verified". 128 bits keeps the QR code small enough for a
 * cheap phone's camera on a creased printout.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "acknowledgement-verify";

export function verificationToken(secret: string, reference: string): string {
  return createHmac("sha256", secret)
    .update(`${PURPOSE}\u0000${reference}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** Whether `token` is the reference's own, compared in constant time. */
export function tokenMatches(secret: string, reference: string, token: string): boolean {
  const expected = Buffer.from(verificationToken(secret, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The full address printed (and encoded in the QR code) on the acknowledgement. */
export function verificationUrl(publicUrl: string, secret: string, reference: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return `${base}/verify/${encodeURIComponent(reference)}?t=${verificationToken(secret, reference)}`;
}
