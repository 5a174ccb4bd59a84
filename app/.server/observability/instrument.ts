/**
 * Counting at the seams: the SMS provider, the one-time codes and the rate limiter are wrapped once
 * where the services are composed (services.ts), so no provider and no caller has to remember to
 * count.
 */
import type { OneTimeCodes } from "../otp/one-time-codes";
import type { LimitCheck, LimitResult, RateLimiter } from "../security/rate-limiter";
import type { SmsProvider } from "../sms/provider";
import type { Metrics } from "./metrics";

/** Counts every message by provider, purpose and whether the gateway took it. */
export function countSmsDeliveries(sms: SmsProvider, metrics: Metrics, provider: string): SmsProvider {
  return {
    async send(message) {
      let receipt;
      try {
        receipt = await sms.send(message);
      } catch (error) {
        metrics.smsMessages.inc({ provider, purpose: message.purpose, outcome: "failed" });
        throw error;
      }
      metrics.smsMessages.inc({ provider, purpose: message.purpose, outcome: "sent" });
      return receipt;
    },
  };
}

/**
 * Counts each verification by its outcome: `success`, or the refusal reason verify() already
 * names (malformed, no_code, expired, wrong_code, too_many_attempts, locked, busy: the limits
 * could not be checked); `error` when it threw.
 */
export function countCodeVerifications(codes: OneTimeCodes, metrics: Metrics): OneTimeCodes {
  return {
    ...codes,
    async verify(input, onConfirmed) {
      try {
        const result = await codes.verify(input, onConfirmed);
        metrics.otpVerifications.inc({ purpose: input.purpose, outcome: result.ok ? "success" : result.reason });
        return result;
      } catch (error) {
        metrics.otpVerifications.inc({ purpose: input.purpose, outcome: "error" });
        throw error;
      }
    },
  };
}

/**
 * Counts every refusal by the limits, by the family of the first bucket asked about (the part of
 * its name before the first colon: otp-send, otp-send-status, otp-fail, staff-sign-in; names the
 * code makes, never what a visitor sent) and why: `limited` when a requester reached a limit,
 * `unavailable` when the limits' store (Redis) did not answer, so an outage never reads as a wave
 * of citizens or staff being limited.
 */
export function countLimitRefusals(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  const counted = (checks: readonly LimitCheck[], result: LimitResult): LimitResult => {
    if (!result.allowed) {
      metrics.rateLimitRefusals.inc({
        limit: checks[0]?.bucket.split(":")[0] ?? "none",
        reason: result.unavailable ? "unavailable" : "limited",
      });
    }
    return result;
  };
  return {
    ...limiter,
    consume: async (checks) => counted(checks, await limiter.consume(checks)),
    check: async (checks) => counted(checks, await limiter.check(checks)),
  };
}
