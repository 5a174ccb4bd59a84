import { expect, test } from "vitest";
import { createCsrf } from "../../security/csrf";
import { checkFormGuard, submissionKey, tokenIssuedAt } from "./form-guard";

const MIN_FILL_MS = 3_000;

const csrf = createCsrf("form-guard-test-secret-0123456789abcdef");

function form(fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

test("the fill time is read from the CSRF token's signed issue time", () => {
  const issued = Date.UTC(2026, 10, 21, 10, 0, 0);
  const token = csrf.issue("anon", issued);
  expect(tokenIssuedAt(token)).toBe(issued);
  const guard = (token: string, now: number, minFillMs = MIN_FILL_MS) =>
    checkFormGuard({ form: form(), token, now, minFillMs });
  expect(guard(token, issued + MIN_FILL_MS - 1)).toBe("too_fast");
  expect(guard(token, issued + MIN_FILL_MS)).toBeNull();
  expect(guard("", issued + 60_000)).toBe("too_fast");
  // The configured time, whatever it is (the test servers set it short).
  expect(guard(token, issued + 199, 200)).toBe("too_fast");
  expect(guard(token, issued + 200, 200)).toBeNull();
});

test("a filled-in honeypot is refused; an empty one is fine", () => {
  const issued = Date.now() - 10_000;
  const token = csrf.issue("anon", issued);
  expect(
    checkFormGuard({ form: form({ website: "http://spam.example" }), token, now: Date.now(), minFillMs: MIN_FILL_MS }),
  ).toBe("honeypot");
  expect(checkFormGuard({ form: form({ website: "" }), token, now: Date.now(), minFillMs: MIN_FILL_MS })).toBeNull();
  const withFile = new FormData();
  withFile.append("website", new Blob(["x"]), "x.txt");
  expect(checkFormGuard({ form: withFile, token, now: Date.now(), minFillMs: MIN_FILL_MS })).toBe("honeypot");
});

test("the submission key is the same for the same content from the same page and browser only", () => {
  const base = { secret: "s".repeat(32), anonId: "anon", token: "t", kind: "complaint" as const, content: { a: 1 } };
  expect(submissionKey(base)).toBe(submissionKey({ ...base }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, content: { a: 2 } }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, anonId: "other" }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, token: "t2" }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, kind: "suggestion" }));
});
