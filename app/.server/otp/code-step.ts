/**
 * What the citizen is told when a step cannot go ahead, in their language: one message per case
 * (GOV.UK's "check your phone" checklist), the server's reason that SPEC §4 shows in the red alert.
 */
import type { TFunction } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import { localDigits } from "~/lib/format";
import type { VerifyFailure } from "./one-time-codes";
import { i18nFor } from "../i18n/server-i18n";

export function translator(locale: Locale): TFunction {
  return i18nFor(locale).t;
}

/** "30 seconds", "12 minutes", "5 hours", with Devanagari digits in Marathi. */
export function waitText(locale: Locale, seconds: number): string {
  const t = translator(locale);
  const n = (value: number) => localDigits(String(value), locale);
  if (seconds < 60) {
    const count = Math.max(1, Math.ceil(seconds));
    return t("citizen.wait.seconds", { count, n: n(count) });
  }
  if (seconds < 3600) {
    const count = Math.ceil(seconds / 60);
    return t("citizen.wait.minutes", { count, n: n(count) });
  }
  const count = Math.ceil(seconds / 3600);
  return t("citizen.wait.hours", { count, n: n(count) });
}

export function rateLimitedMessage(locale: Locale, retryAfterSeconds: number): string {
  return translator(locale)("citizen.errors.rate_limited", { wait: waitText(locale, retryAfterSeconds) });
}

export function smsFailedMessage(locale: Locale): string {
  return translator(locale)("citizen.errors.sms_failed");
}

/** The reason a code was not accepted. */
export function codeFailureMessage(
  locale: Locale,
  reason: VerifyFailure | "not_found",
  codeLength: number,
  attemptsLeft?: number,
): string {
  const t = translator(locale);
  const length = localDigits(String(codeLength), locale);
  switch (reason) {
    case "malformed":
      return t("citizen.code.errors.malformed", { length });
    case "wrong_code":
      return t("citizen.code.errors.wrong_code", {
        count: attemptsLeft ?? 0,
        n: localDigits(String(attemptsLeft ?? 0), locale),
      });
    case "expired":
      return t("citizen.code.errors.expired");
    case "too_many_attempts":
      return t("citizen.code.errors.too_many_attempts");
    case "no_code":
      return t("citizen.code.errors.no_code");
    case "locked":
      return t("citizen.code.errors.locked");
    case "not_found":
      return t("citizen.errors.draft_not_found");
  }
}
