/**
 * The servers that tests start as separate processes (the browser tests' server, the operations
 * tests' sites) run on the real clock, so the anti-robot minimum fill time (3 s in production) and
 * the wait between two codes to one mobile (30 s) are set short there: a test then waits a few
 * hundred milliseconds where it would otherwise sleep for seconds. In-process test servers keep
 * the production values and move their TestClock instead.
 */

/** FORM_MIN_FILL_MS of the test servers. */
export const TEST_FORM_MIN_FILL_MS = 300;
/** OTP_RESEND_WAIT_MS of the test servers. */
export const TEST_OTP_RESEND_WAIT_MS = 300;

/** The environment that gives a server these short waits. */
export const SHORT_WAITS_ENV = {
  FORM_MIN_FILL_MS: String(TEST_FORM_MIN_FILL_MS),
  OTP_RESEND_WAIT_MS: String(TEST_OTP_RESEND_WAIT_MS),
};

/** Long enough after a form's page was made for the test servers to take it for a person's. */
export const FILL_TIME_MS = TEST_FORM_MIN_FILL_MS + 100;

/** Long enough after a code to one mobile for the test servers to send it another. */
export const RESEND_WAIT_MS = TEST_OTP_RESEND_WAIT_MS + 100;
