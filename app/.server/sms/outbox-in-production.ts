/**
 * The outbox provider writes every one-time code to a file instead of sending it: right for a
 * laptop and the tests, wrong for the public site, where a citizen then never gets a code. It used
 * to be what an unset SMS_PROVIDER meant, so one forgotten variable silently sent
 * every citizen's code to a file. In production the provider must therefore be named, and the
 * outbox needs a second, explicit opt-in (a staging site, or the quick start's demo).
 */
export const OUTBOX_OPT_IN = "SMS_OUTBOX_IN_PRODUCTION";

/** The one-line refusal for this combination, or null when it may start. */
export function outboxRefusal(input: {
  production: boolean;
  /** SMS_PROVIDER as set, undefined when unset. */
  named: string | undefined;
  optedIn: boolean;
}): string | null {
  if (!input.production) return null;
  if (input.named === undefined) {
    return (
      "Configuration error: SMS_PROVIDER is required when NODE_ENV=production (msg91, nic or http; " +
      `outbox writes codes to a file and also needs ${OUTBOX_OPT_IN}=1, for a staging site)`
    );
  }
  if (input.named === "outbox" && !input.optedIn) {
    return (
      "Configuration error: SMS_PROVIDER=outbox writes one-time codes to a file instead of sending them, " +
      `refused when NODE_ENV=production unless ${OUTBOX_OPT_IN}=1 (a staging site)`
    );
  }
  return null;
}
