/**
 * The token in a printed acknowledgement's verification address (/verify/<reference>?t=<token>):
 * an HMAC of the reference under the app's secret (APP_SECRET), so that only this site can make
 * one, references cannot be walked through by guessing (MRP-L-2026-000001, -000002 …), and a
 * changed reference or token is "not verified". 128 bits keeps the QR code small enough for a
 * cheap phone's camera on a creased printout.
 */
import { macMatches, macOf } from "../../security/signed-tokens";

const tokenKey = (secret: string) => ({ secret, purpose: "acknowledgement-verify", macBytes: 16 });

export function verificationToken(secret: string, reference: string): string {
  return macOf(tokenKey(secret), [reference]);
}

/** Whether `token` is the reference's own, compared in constant time. */
export function tokenMatches(secret: string, reference: string, token: string): boolean {
  return macMatches(tokenKey(secret), [reference], token);
}

/** The full address printed (and encoded in the QR code) on the acknowledgement. */
export function verificationUrl(publicUrl: string, secret: string, reference: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return `${base}/verify/${encodeURIComponent(reference)}?t=${verificationToken(secret, reference)}`;
}
