/**
 * Status links. The SMS with a reference carries a link that shows that one report's
 * status for 30 days without a one-time code, so a citizen checking on a report does not spend
 * codes (or wait for an SMS) each time.
 *
 * The token is `<report id>.<expiry>.<MAC>` (base 36 numbers, then 16 bytes of HMAC-SHA-256 keyed
 * by APP_SECRET). It names nothing but the report's row number and when the link stops working:
 * the reference and the mobile number are not in it, only in the MAC, which binds the link to
 * that report (a reused row number after a restore does not open someone else's report). It is
 * short because it travels in a DLT-registered SMS (docs/deployment.md, "SMS texts").
 */
import type { CitizenReport } from "../../db/tables/citizen";
import { macMatches, macOf } from "../../security/signed-tokens";

/** How long a status link works after the SMS that carries it. */
export const STATUS_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 16 bytes of the MAC: 128 bits, 22 characters in base64url. */
const MAC_BYTES = 16;
const TOKEN_PATTERN = /^([0-9a-z]{1,11})\.([0-9a-z]{1,9})\.([\w-]{22})$/;

export type LinkedReport = Pick<CitizenReport, "id" | "reference" | "mobile_number">;

const linkKey = (secret: string) => ({ secret, purpose: "status-link", macBytes: MAC_BYTES });

/** What the MAC covers: the row and expiry (in base 10), the reference and the mobile. */
const signedOf = (report: LinkedReport, expiresAtSeconds: number) => [
  report.id,
  expiresAtSeconds,
  report.reference ?? "",
  report.mobile_number,
];

/** A token that opens this report's status until `now` plus 30 days. */
export function signStatusLink(secret: string, report: LinkedReport, now: Date): string {
  const expiresAtSeconds = Math.floor((now.getTime() + STATUS_LINK_LIFETIME_MS) / 1000);
  return [
    report.id.toString(36),
    expiresAtSeconds.toString(36),
    macOf(linkKey(secret), signedOf(report, expiresAtSeconds)),
  ].join(".");
}

/**
 * The report a token opens, or null when the token is malformed, expired, or not signed for the
 * report (`find` looks the report up by the id in the token; only a confirmed one counts).
 */
export async function openStatusLink<T extends LinkedReport>(
  secret: string,
  token: string,
  now: Date,
  find: (id: number) => Promise<T | undefined>,
): Promise<T | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number.parseInt(match[1]!, 36);
  const expiresAtSeconds = Number.parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(id) || expiresAtSeconds * 1000 <= now.getTime()) return null;
  // One spelling per link: "0a" is not "a" (a token is not a secret, but a second spelling of it
  // would be a second link that no SMS ever carried).
  if (id.toString(36) !== match[1] || expiresAtSeconds.toString(36) !== match[2]) return null;
  const report = await find(id);
  if (!report) return null;
  return macMatches(linkKey(secret), signedOf(report, expiresAtSeconds), match[3]!) ? report : null;
}
