/**
 * Counting at the seams: the SMS provider and the one-time codes are wrapped once where the
 * services are composed (services.ts), so no provider and no caller has to remember to count.
 */
import type { OneTimeCodes } from "../otp/one-time-codes";
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
