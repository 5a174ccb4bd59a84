import { expect, test } from "vitest";
import { createCsrf } from "../../security/csrf";
import { checkFormGuard, MIN_FILL_MS, submissionKey, tokenIssuedAt } from "./form-guard";

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
  expect(checkFormGuard({ form: form(), token, now: issued + MIN_FILL_MS - 1 })).toBe("too_fast");
  expect(checkFormGuard({ form: form(), token, now: issued + MIN_FILL_MS })).toBeNull();
  expect(checkFormGuard({ form: form(), token: "", now: issued + 60_000 })).toBe("too_fast");
});

test("a filled-in honeypot is refused; an empty one is fine", () => {
  const issued = Date.now() - 10_000;
  const token = csrf.issue("anon", issued);
  expect(checkFormGuard({ form: form({ website: "http://spam.example" }), token, now: Date.now() })).toBe("honeypot");
  expect(checkFormGuard({ form: form({ website: "" }), token, now: Date.now() })).toBeNull();
  const withFile = new FormData();
  withFile.append("website", new Blob(["x"]), "x.txt");
  expect(checkFormGuard({ form: withFile, token, now: Date.now() })).toBe("honeypot");
});

test("the submission key is the same for the same content from the same page and browser only", () => {
  const base = { secret: "s".repeat(32), anonId: "anon", token: "t", kind: "complaint" as const, content: { a: 1 } };
  expect(submissionKey(base)).toBe(submissionKey({ ...base }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, content: { a: 2 } }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, anonId: "other" }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, token: "t2" }));
  expect(submissionKey(base)).not.toBe(submissionKey({ ...base, kind: "suggestion" }));
});
