import { expect, test } from "vitest";
import { createCsrf } from "../security/csrf";
import { GOLDEN_BROWSER, GOLDEN_NOW, GOLDEN_SECRET, testIssuedStepToken } from "../security/issued-tokens.fixtures";
import {
  checkFormGuard,
  FORM_OPENED_MAX_AGE_MS,
  formOpenedAt,
  formOpenedStampOf,
  signFormOpened,
  submissionKey,
} from "./form-guard";

const MIN_FILL_MS = 3_000;
const SECRET = "form-guard-test-secret-0123456789abcdef";

function form(fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const guard = (stamp: string | null, now: number, options: { anonId?: string; minFillMs?: number } = {}) =>
  checkFormGuard({
    form: form(),
    stamp,
    secret: SECRET,
    anonId: options.anonId ?? "anon",
    now,
    minFillMs: options.minFillMs ?? MIN_FILL_MS,
  });

test("the fill time is measured from the form's signed 'opened at' stamp", () => {
  const opened = Date.UTC(2026, 10, 21, 10, 0, 0);
  const stamp = signFormOpened(SECRET, "anon", opened);
  expect(formOpenedAt(SECRET, "anon", stamp, opened + 1)).toBe(opened);
  expect(guard(stamp, opened + MIN_FILL_MS - 1)).toBe("too_fast");
  expect(guard(stamp, opened + MIN_FILL_MS)).toBeNull();
  // The configured time, whatever it is (the test servers set it short).
  expect(guard(stamp, opened + 199, { minFillMs: 200 })).toBe("too_fast");
  expect(guard(stamp, opened + 200, { minFillMs: 200 })).toBeNull();
});

test("a missing, forged, other browser's, too old or future stamp is refused as stale", () => {
  const opened = Date.UTC(2026, 10, 21, 10, 0, 0);
  const stamp = signFormOpened(SECRET, "anon", opened);
  const later = opened + 60_000;
  expect(guard(null, later)).toBe("stale");
  expect(guard("", later)).toBe("stale");
  expect(guard("not.a-stamp", later)).toBe("stale");
  expect(guard(signFormOpened("another-secret-0123456789abcdef0123", "anon", opened), later)).toBe("stale");
  expect(guard(stamp, later, { anonId: "someone-else" })).toBe("stale");
  expect(guard(signFormOpened(SECRET, "", opened), later, { anonId: "" })).toBe("stale");
  // An earlier time under the old signature.
  const [, mac] = stamp.split(".");
  const earlier = opened - 600_000;
  const payload = Buffer.from(JSON.stringify([String(earlier), earlier])).toString("base64url");
  expect(guard(`${payload}.${mac}`, later)).toBe("stale");
  // Good for two hours, not longer; not from the future either.
  expect(guard(stamp, opened + FORM_OPENED_MAX_AGE_MS)).toBeNull();
  expect(guard(stamp, opened + FORM_OPENED_MAX_AGE_MS + 1)).toBe("stale");
  expect(guard(signFormOpened(SECRET, "anon", later + 120_000), later)).toBe("stale");
});

test("FORM_MIN_FILL_MS=0 turns the check off, stamp and all", () => {
  expect(guard(null, Date.now(), { minFillMs: 0 })).toBeNull();
});

test("the CSRF token's issue time is no stamp, however old the token", () => {
  const csrf = createCsrf(SECRET);
  const token = csrf.issue("anon", Date.now() - 60 * 60 * 1000);
  expect(guard(token, Date.now())).toBe("stale");
});

test("the stamp is read from the form field, else the X-Form-Opened header", () => {
  const request = (headers: Record<string, string> = {}) => new Request("http://localhost/", { headers });
  expect(formOpenedStampOf(request({ "x-form-opened": "h" }), form({ _opened: "f" }))).toBe("f");
  expect(formOpenedStampOf(request({ "x-form-opened": "h" }), form())).toBe("h");
  expect(formOpenedStampOf(request(), form())).toBeNull();
});

test("a filled-in honeypot is refused; an empty one is fine", () => {
  const now = Date.now();
  const stamp = signFormOpened(SECRET, "anon", now - 10_000);
  const check = (data: FormData) =>
    checkFormGuard({ form: data, stamp, secret: SECRET, anonId: "anon", now, minFillMs: MIN_FILL_MS });
  expect(check(form({ website: "http://spam.example" }))).toBe("honeypot");
  expect(check(form({ website: "" }))).toBeNull();
  const withFile = new FormData();
  withFile.append("website", new Blob(["x"]), "x.txt");
  expect(check(withFile)).toBe("honeypot");
});

test("the submission key is the same for the same content from the same page and browser only", () => {
  const base = { secret: "s".repeat(32), anonId: "anon", token: "t", kind: "complaint" as const, content: { a: 1 } };
  expect(submissionKey(base)).toBe(submissionKey({ ...base }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, content: { a: 2 } }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, anonId: "other" }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, token: "t2" }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, kind: "suggestion" }));
});

testIssuedStepToken({
  name: "'opened at' stamps",
  token: "WyIxNzY4NDY5NDAwMDAwIiwxNzY4NDY5NDAwMDAwXQ.30bZxkBjQSfxQGZHWz-BNFdugm5CY9uQMU8RGU3zWaE",
  purpose: "form-opened",
  values: [String(GOLDEN_NOW)],
  maxAgeMs: FORM_OPENED_MAX_AGE_MS,
  sign: () => signFormOpened(GOLDEN_SECRET, GOLDEN_BROWSER, GOLDEN_NOW),
  read: (stamp, browser, now) => formOpenedAt(GOLDEN_SECRET, browser, stamp, now),
  readsAs: GOLDEN_NOW,
});
