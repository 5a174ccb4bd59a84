/**
 * The servers that tests start as separate processes (the browser tests' server, the operations
 * tests' sites) run on the real clock, so the anti-robot minimum fill time (3 s in production) and
 * the wait between two codes to one mobile (30 s) are set short there: a test then waits a few
 * hundred milliseconds where it would otherwise sleep for seconds. The browser tests' server has
 * no minimum fill time at all (BROWSER_TESTS_ENV). In-process test servers keep the production
 * values and move their TestClock instead.
 */

/** FORM_MIN_FILL_MS of the test servers. */
export const TEST_FORM_MIN_FILL_MS = 300;
/** OTP_RESEND_WAIT_MS of the test servers. */
export const TEST_OTP_RESEND_WAIT_MS = 300;

/**
 * The environment that gives a server these short waits. Every browser test's codes come from one
 * address (127.0.0.1): the per-address allowance (30 codes in 15 minutes, made for a NAT address
 * shared by commuters) is raised so that a slow run, which packs more tests into 15 minutes' worth
 * of codes than the suite can spread out, is not refused for the tests' own address.
 */
export const SHORT_WAITS_ENV = {
  FORM_MIN_FILL_MS: String(TEST_FORM_MIN_FILL_MS),
  OTP_RESEND_WAIT_MS: String(TEST_OTP_RESEND_WAIT_MS),
  OTP_SENDS_PER_ADDRESS_15_MIN: "1000",
  OTP_SENDS_PER_ADDRESS_DAY: "10000",
};

/** Long enough after a form's page was made for the test servers to take it for a person's. */
export const FILL_TIME_MS = TEST_FORM_MIN_FILL_MS + 100;

/** Long enough after a code to one mobile for the test servers to send it another. */
export const RESEND_WAIT_MS = TEST_OTP_RESEND_WAIT_MS + 100;

/**
 * The browser tests' server: the short waits, and no minimum fill time (FORM_MIN_FILL_MS=0 turns
 * the check off), so a test sends a form as soon as it is filled in. form-guard.e2e.test.ts checks
 * the guard in the browser on a server of its own that keeps it on.
 */
export const BROWSER_TESTS_ENV = { ...SHORT_WAITS_ENV, FORM_MIN_FILL_MS: "0" };
