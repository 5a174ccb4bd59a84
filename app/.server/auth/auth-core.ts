/**
 * What every staff-authentication service shares: the database, the clock, the rate limiter, the
 * key material derived from APP_SECRET, the account and session stores and the audit writer.
 * Built once per process from the application's services (services.ts stays untouched: this
 * area composes itself from what is already there).
 */
import { createHmac, randomInt } from "node:crypto";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import { createKeyedLock } from "../db/keyed-lock";
import type { Logger } from "../logger";
import { rateLimitAddress } from "../otp/address-prefix";
import type { LimitCheck, LimitRule, RateLimiter } from "../security/rate-limiter";
import { recordAudit, type AuditEntry } from "./audit-log";
import { createSecretBox, type SecretBox } from "./secret-box";
import { createStaffSessions, type StaffSessions } from "./sessions";
import { createStaffUserRepository, normalizeEmail, type StaffUserRepository } from "./staff-users";

const MINUTE = 60_000;

/** Wrong passwords or codes per account before it is locked for the rest of the window. */
export const SIGN_IN_LIMITS_PER_ACCOUNT: readonly LimitRule[] = [{ max: 5, windowMs: 15 * MINUTE }];
/** Wrong passwords or codes per address (an office shares one, so a little more room). */
export const SIGN_IN_LIMITS_PER_ADDRESS: readonly LimitRule[] = [{ max: 20, windowMs: 15 * MINUTE }];

export type AuthDeps = { db: Db; clock: Clock; limiter: RateLimiter; appSecret: string; logger: Logger };

/** Where a request came from, for sessions, limits and the audit log. */
export type RequestOrigin = { ip: string; userAgent: string | null };

export type AuthCore = AuthDeps & {
  users: StaffUserRepository;
  sessions: StaffSessions;
  /** Seals TOTP secrets at rest. */
  totpBox: SecretBox;
  audit(entry: AuditEntry): Promise<void>;
  now(): string;
  /** The rate-limit buckets failed sign-in steps count in (e-mail and address hashed). */
  signInBuckets(email: string, ip: string): LimitCheck[];
  recordSignInFailure(email: string, ip: string): Promise<void>;
  /**
   * Runs one account's sign-in step alone (in every instance sharing the database): the limit is
   * checked and a failure counted before the next attempt at the same account is evaluated, so
   * concurrent guesses cannot slip past the five allowed.
   */
  oneAttemptAtATime<T>(email: string, attempt: () => Promise<T>): Promise<T>;
};

export function createAuthCore(deps: AuthDeps): AuthCore {
  const { db, clock, limiter, appSecret } = deps;
  const key = (...parts: string[]) => createHmac("sha256", appSecret).update(parts.join("\u0000")).digest("base64url");
  const signInBuckets = (email: string, ip: string): LimitCheck[] => [
    {
      bucket: `staff-sign-in:account:${key("staff-account", normalizeEmail(email))}`,
      rules: SIGN_IN_LIMITS_PER_ACCOUNT,
    },
    { bucket: `staff-sign-in:address:${key("address", rateLimitAddress(ip))}`, rules: SIGN_IN_LIMITS_PER_ADDRESS },
  ];
  const withKeyedLock = createKeyedLock(db);
  return {
    ...deps,
    oneAttemptAtATime: (email, attempt) =>
      withKeyedLock(`staff-sign-in:${key("staff-account", normalizeEmail(email))}`, attempt),
    users: createStaffUserRepository(db),
    sessions: createStaffSessions({ db, clock }),
    totpBox: createSecretBox(appSecret, "staff-totp-secret"),
    audit: (entry) => recordAudit(db, clock, entry),
    now: () => clock.now().toISOString(),
    signInBuckets,
    async recordSignInFailure(email, ip) {
      for (const { bucket } of signInBuckets(email, ip)) await limiter.record(bucket);
    },
  };
}

const TEMPORARY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * A temporary password an administrator reads out or hands over: 16 characters without
 * look-alikes in groups of four (about 79 bits). It works once: the holder must change it at
 * their first sign-in.
 */
export function generateTemporaryPassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/**
 * How an e-mail address that is no account appears in the audit log: as typed when it looks like
 * an address, else a placeholder (people type their password into the e-mail field).
 */
export function describeAttemptedEmail(email: string): string {
  const value = normalizeEmail(email);
  return /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/.test(value) ? value : "(not an e-mail address)";
}
