/**
 * One-time codes for any purpose (suggestion, complaint, lost and found, status check, sign-in).
 * A code is random (CSPRNG), valid for CODE_TTL_MS (otp-limits.ts), stored only as an HMAC keyed
 * by APP_SECRET and bound to its purpose, subject and mobile number, compared in constant time,
 * and consumed atomically: it works once, even when verified twice at the same moment. Sends are
 * rate limited per mobile, per requester's share of a mobile (browser, address), per strangers'
 * share of a mobile (browsers that have not proven it: proven-mobiles.ts) and per address;
 * wrong codes per code, per browser and per address, never per mobile, so nobody can lock a
 * number's owner out by guessing at codes sent to it. Codes and full mobile numbers never reach the
 * logs.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import { createKeyedLock } from "../db/keyed-lock";
import type { OtpPurpose } from "../db/tables/citizen";
import type { Logger } from "../logger";
import type { LimitCheck, RateLimiter } from "../security/rate-limiter";
import type { DeliveryRecords } from "../sms/delivery-records";
import { maskMobile } from "../sms/mask";
import { SmsDeliveryError, type SmsProvider } from "../sms/provider";
import { composeSms, type SmsLanguage } from "../sms/templates";
import { rateLimitAddress } from "./address-prefix";
import { isWellFormedCode, normalizeCode } from "./normalize-code";
import { hasProven, proofWith } from "./proven-mobiles";
import {
  CODE_TTL_MS,
  FAILED_VERIFY_LIMITS_PER_ADDRESS,
  FAILED_VERIFY_LIMITS_PER_BROWSER,
  MAX_ATTEMPTS_PER_CODE,
  RESEND_WAIT_MS,
  SEND_LIMITS_PER_MOBILE_TO_STRANGERS,
  SEND_LIMITS_PER_REQUESTER_PER_MOBILE,
  SENDS_PER_ADDRESS,
  sendLimitsPerAddress,
  sendBudgetOf,
  sendLimitsPerMobile,
} from "./otp-limits";

export type IssueResult =
  | { ok: true; expiresAt: string }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number }
  | { ok: false; reason: "sms_failed" }
  /** The limits could not be checked (their store is down): nothing was sent. */
  | { ok: false; reason: "busy" };

export type VerifyFailure =
  | "malformed"
  | "no_code"
  | "expired"
  | "wrong_code"
  | "too_many_attempts"
  | "locked"
  /** The limits could not be checked (their store is down): the code was not looked at. */
  | "busy";

export type VerifyResult<T> = { ok: true; value: T } | { ok: false; reason: VerifyFailure; attemptsLeft?: number };

export type Transaction = Parameters<Parameters<ReturnType<Db["transaction"]>["execute"]>[0]>[0];

/**
 * Who is asking: the client's address (TRUST_PROXY decides which hop), the browser's anonymous
 * cookie id, and which numbers the browser has proven before. Wrong codes, and each requester's
 * share of a mobile's codes, are counted against these, so what one requester uses up holds back
 * that requester, not the number's owner.
 */
export type Requester = {
  address: string;
  browser: string;
  /** The browser's proof of the mobiles it confirmed codes to (proven-mobiles.ts), if it has one. */
  proof?: string | undefined;
  /** Keeps the browser's new proof, after a right code (sets its cookie). */
  keepProof?: ((proof: string) => void) | undefined;
};

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

export function createOneTimeCodes(deps: {
  db: Db;
  secret: string;
  codeLength: number;
  clock: Clock;
  limiter: RateLimiter;
  sms: SmsProvider;
  logger: Logger;
  /** The shortest wait between two codes to one mobile (config.otpResendWaitMs). */
  resendWaitMs?: number;
  /** Codes one client address may ask for (config.otpSendsPerAddress). */
  sendsPerAddress?: { quarterHour: number; day: number };
  /** What the gateways reported about the messages that carried codes (sms/delivery-records.ts). */
  deliveries?: Pick<DeliveryRecords, "codeUndelivered">;
}) {
  const { db, secret, codeLength, clock, limiter, sms, logger } = deps;
  const perMobile = sendLimitsPerMobile(deps.resendWaitMs ?? RESEND_WAIT_MS);
  const perAddress = sendLimitsPerAddress(deps.sendsPerAddress ?? SENDS_PER_ADDRESS);
  const hmac = (...parts: string[]) => createHmac("sha256", secret).update(parts.join("\u0000")).digest("base64url");
  const mobileKey = (mobile: string) => hmac("mobile", mobile);
  const addressKey = (address: string) => hmac("address", rateLimitAddress(address));
  const browserKey = (browser: string) => hmac("browser", browser);
  const withKeyedLock = createKeyedLock(db);

  /** The subject's code that can still be used (sent, unexpired, not used up), if any. */
  function liveCode(input: { purpose: OtpPurpose; subject: string }) {
    return db
      .selectFrom("one_time_codes")
      .select(["id", "expires_at"])
      .where("purpose", "=", input.purpose)
      .where("subject", "=", input.subject)
      .where("revoked", "=", 0)
      .where("consumed_at", "is", null)
      .where("attempts", "<", MAX_ATTEMPTS_PER_CODE)
      .where("expires_at", ">", clock.now().toISOString())
      .executeTakeFirst();
  }

  /**
   * The limits a code to this mobile, asked for by this requester, is counted against: the
   * mobile's own, whoever asks (they bound SMS flooding, and guessing against the number); this
   * browser's and this address's share of them (so a stranger cannot spend them all); and what
   * this address may ask for in all.
   */
  function sendLimits(input: Requester & { purpose: OtpPurpose; mobile: string }): LimitCheck[] {
    const budget = sendBudgetOf(input.purpose);
    const mobileHash = mobileKey(input.mobile);
    const mobileLimits = { bucket: `${budget}:mobile:${mobileHash}`, rules: perMobile };
    const addressLimits = { bucket: `otp-send:address:${addressKey(input.address)}`, rules: perAddress };
    // A browser that confirmed a code to this number before is its owner's: only the number's own
    // limits (and what its address may ask for in all) hold it back, so the codes strangers
    // cannot reach stay for it.
    if (hasProven(secret, input.proof, input.mobile, clock.now().getTime())) return [mobileLimits, addressLimits];
    return [
      mobileLimits,
      { bucket: `${budget}:mobile-strangers:${mobileHash}`, rules: SEND_LIMITS_PER_MOBILE_TO_STRANGERS },
      {
        bucket: `${budget}:mobile-browser:${hmac("mobile-browser", mobileHash, browserKey(input.browser))}`,
        rules: SEND_LIMITS_PER_REQUESTER_PER_MOBILE,
      },
      {
        bucket: `${budget}:mobile-address:${hmac("mobile-address", mobileHash, addressKey(input.address))}`,
        rules: SEND_LIMITS_PER_REQUESTER_PER_MOBILE,
      },
      addressLimits,
    ];
  }

  /** A refusal by the limits, as `issue` answers it (and logs it). */
  function limitRefusal(
    input: { purpose: OtpPurpose; mobile: string },
    limit: { retryAfterMs: number; unavailable?: boolean },
  ): Extract<IssueResult, { ok: false }> {
    if (limit.unavailable) {
      logger.warn(
        { purpose: input.purpose, to: maskMobile(input.mobile) },
        "one-time code refused: limits unavailable",
      );
      return { ok: false, reason: "busy" };
    }
    logger.info({ purpose: input.purpose, to: maskMobile(input.mobile) }, "one-time code refused: send limit");
    return { ok: false, reason: "rate_limited", retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) };
  }

  return {
    /**
     * Whether `issue` would send (or, with a `subject` that has a live code, reuse) a code now,
     * counting nothing. A caller with costly work before `issue` (decoding a report's photos,
     * storing its draft) asks this first, so that what the limits refuse costs nothing.
     */
    async mayIssue(
      input: Requester & { purpose: OtpPurpose; mobile: string; subject?: string },
    ): Promise<{ ok: true } | Extract<IssueResult, { ok: false }>> {
      if (input.subject !== undefined && (await liveCode({ purpose: input.purpose, subject: input.subject }))) {
        return { ok: true };
      }
      const limit = await limiter.check(sendLimits(input));
      return limit.allowed ? { ok: true } : limitRefusal(input, limit);
    },

    /**
     * Makes a new code (killing any earlier one for the same subject) and sends it by SMS.
     * `deliver: false` makes and counts the code exactly the same way but sends nothing: a status
     * check for a reference and mobile that do not match must look, to the asker, exactly like
     * one that does (same limits, same answers to later guesses), without texting a stranger.
     */
    async issue(
      input: Requester & {
        purpose: OtpPurpose;
        subject: string;
        mobile: string;
        language: SmsLanguage;
        deliver?: boolean;
        /** Send nothing if the subject already has a usable code (a form submitted twice at once). */
        unlessLive?: boolean;
      },
    ): Promise<IssueResult> {
      // Checking for a live code, counting the send and storing the new code happen under one lock
      // per subject: otherwise copies of one submission arriving together each find no code, each
      // send one (spending the citizen's allowance) and the last ones are refused.
      const reserved = await withKeyedLock(`otp:${input.purpose}:${input.subject}`, async () => {
        if (input.unlessLive) {
          const live = await liveCode(input);
          if (live) return { kind: "live" as const, expiresAt: live.expires_at };
        }
        const limit = await limiter.consume(sendLimits(input));
        if (!limit.allowed) {
          return { kind: "refused" as const, retryAfterMs: limit.retryAfterMs, unavailable: limit.unavailable };
        }
        const code = String(randomInt(0, 10 ** codeLength)).padStart(codeLength, "0");
        const now = clock.now();
        const expiresAt = new Date(now.getTime() + CODE_TTL_MS).toISOString();
        const id = await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("one_time_codes")
            .set({ revoked: 1 })
            .where("purpose", "=", input.purpose)
            .where("subject", "=", input.subject)
            .where("consumed_at", "is", null)
            .execute();
          const row = await trx
            .insertInto("one_time_codes")
            .values({
              purpose: input.purpose,
              subject: input.subject,
              mobile_hash: mobileKey(input.mobile),
              code_hash: hmac("otp", input.purpose, input.subject, input.mobile, code),
              delivered: input.deliver === false ? 0 : 1,
              created_at: now.toISOString(),
              expires_at: expiresAt,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          return row.id;
        });
        return { kind: "stored" as const, id, code, expiresAt };
      });
      if (reserved.kind === "live") return { ok: true, expiresAt: reserved.expiresAt };
      if (reserved.kind === "refused") return limitRefusal(input, reserved);
      const { id, code, expiresAt } = reserved;

      if (input.deliver === false) return { ok: true, expiresAt };
      try {
        await sms.send({
          to: input.mobile,
          template: "otp",
          language: input.language,
          purpose: input.purpose,
          codeId: id,
          ...composeSms("otp", input.language, { code, purpose: input.purpose }),
        });
      } catch (error) {
        if (error instanceof SmsDeliveryError && error.outcomeUnknown) {
          // The gateway had the message but said nothing in time: it usually arrives moments
          // later. Revoking its code (and answering "try again", which would send another and
          // spend the mobile's allowance) would leave the citizen holding a code that fails.
          logger.warn(
            { purpose: input.purpose, to: maskMobile(input.mobile), reason: error.message },
            "one-time code kept: the gateway's answer did not come in time",
          );
          return { ok: true, expiresAt };
        }
        // A code nobody received must not be usable later.
        await db.updateTable("one_time_codes").set({ revoked: 1 }).where("id", "=", id).execute();
        // Whatever the provider threw, the citizen gets the same clear "try again" (never a 500).
        if (!(error instanceof SmsDeliveryError)) {
          logger.error(
            {
              purpose: input.purpose,
              to: maskMobile(input.mobile),
              reason: error instanceof Error ? error.name : "unknown",
            },
            "sms provider failed unexpectedly",
          );
        }
        return { ok: false, reason: "sms_failed" };
      }
      return { ok: true, expiresAt };
    },

    /**
     * Checks a code and, when right, consumes it and runs `onConfirmed` in the same transaction:
     * either both happen or neither does. A browser or an address that entered too many wrong
     * codes today is refused, even a right code; nobody else is.
     */
    async verify<T>(
      input: Requester & { purpose: OtpPurpose; subject: string; mobile: string; code: string },
      onConfirmed: (trx: Transaction) => Promise<T>,
    ): Promise<VerifyResult<T>> {
      const code = normalizeCode(input.code);
      if (!isWellFormedCode(code, codeLength)) return { ok: false, reason: "malformed" };

      const browserBucket = `otp-fail:browser:${browserKey(input.browser)}`;
      const addressBucket = `otp-fail:address:${addressKey(input.address)}`;
      const locked = await limiter.check([
        { bucket: browserBucket, rules: FAILED_VERIFY_LIMITS_PER_BROWSER },
        { bucket: addressBucket, rules: FAILED_VERIFY_LIMITS_PER_ADDRESS },
      ]);
      if (!locked.allowed) return { ok: false, reason: locked.unavailable ? "busy" : "locked" };

      const now = clock.now().toISOString();
      const record = await db
        .selectFrom("one_time_codes")
        .selectAll()
        .where("purpose", "=", input.purpose)
        .where("subject", "=", input.subject)
        .where("revoked", "=", 0)
        .where("consumed_at", "is", null)
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (!record || record.mobile_hash !== mobileKey(input.mobile)) return { ok: false, reason: "no_code" };
      if (record.expires_at <= now) return { ok: false, reason: "expired" };

      // Count the attempt before comparing, atomically, so parallel guesses share the 5 tries.
      const counted = await db
        .updateTable("one_time_codes")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", record.id)
        .where("attempts", "<", MAX_ATTEMPTS_PER_CODE)
        .where("revoked", "=", 0)
        .where("consumed_at", "is", null)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) === 0) return { ok: false, reason: "too_many_attempts" };

      const expected = Buffer.from(record.code_hash);
      const given = Buffer.from(hmac("otp", input.purpose, input.subject, input.mobile, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        // Counted against whoever guessed, never against the mobile: a stranger's wrong codes
        // must not refuse the right code the number's owner types.
        await limiter.record(browserBucket);
        await limiter.record(addressBucket);
        const attemptsUsed = record.attempts + 1;
        logger.info(
          { purpose: input.purpose, to: maskMobile(input.mobile), attemptsUsed },
          "one-time code: wrong code",
        );
        if (attemptsUsed >= MAX_ATTEMPTS_PER_CODE) {
          await db.updateTable("one_time_codes").set({ revoked: 1 }).where("id", "=", record.id).execute();
          return { ok: false, reason: "too_many_attempts" };
        }
        return { ok: false, reason: "wrong_code", attemptsLeft: MAX_ATTEMPTS_PER_CODE - attemptsUsed };
      }

      const result = await db.transaction().execute(async (trx) => {
        const consumed = await trx
          .updateTable("one_time_codes")
          .set({ consumed_at: clock.now().toISOString() })
          .where("id", "=", record.id)
          .where("consumed_at", "is", null)
          .where("revoked", "=", 0)
          .executeTakeFirst();
        if (Number(consumed.numUpdatedRows) !== 1) return null;
        return { value: await onConfirmed(trx) };
      });
      if (!result) return { ok: false, reason: "no_code" };
      // This browser has shown it holds the phone: codes to the number are kept for it from now on.
      input.keepProof?.(proofWith(secret, input.proof, input.mobile, clock.now().getTime()));
      return { ok: true, value: result.value };
    },

    /** Whether the subject has a code that can still be used (sent, unexpired, not used up). */
    async hasLiveCode(input: { purpose: OtpPurpose; subject: string }): Promise<boolean> {
      return (await liveCode(input)) !== undefined;
    },

    /**
     * Whether the gateway reported that the SMS with the subject's usable code did not reach the
     * phone, so the code step can say so (and point to a new code) instead of leaving the citizen
     * waiting for a text that will never come.
     */
    async reportedUndelivered(input: { purpose: OtpPurpose; subject: string }): Promise<boolean> {
      const live = await liveCode(input);
      return live !== undefined && deps.deliveries !== undefined && (await deps.deliveries.codeUndelivered(live.id));
    },

    /** Deletes codes that expired more than a day ago. */
    async purge(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString();
      await db.deleteFrom("one_time_codes").where("expires_at", "<", cutoff).execute();
    },
  };
}
