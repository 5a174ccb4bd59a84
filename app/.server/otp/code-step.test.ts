import { describe, expect, test } from "vitest";
import {
  answerCodeStep,
  CODE_MINUTES,
  codeFailureMessage,
  codeRefused,
  codeStepRefused,
  formRefused,
  rateLimitedMessage,
  refusalStatus,
  sendRefused,
  smsFailedMessage,
  unknownStep,
  waitText,
  type ResendOutcome,
  type StartOutcome,
  type StepAnswer,
  type VerifyOutcome,
} from "./code-step";
import { CODE_TTL_MS } from "./otp-limits";

test("waits are said in seconds, minutes or hours, with Devanagari digits in Marathi", () => {
  expect(waitText("en", 1)).toBe("1 second");
  expect(waitText("en", 29.2)).toBe("30 seconds");
  expect(waitText("en", 61)).toBe("2 minutes");
  expect(waitText("en", 3600 * 5)).toBe("5 hours");
  expect(waitText("mr", 30)).toBe("३० सेकंद");
  expect(waitText("mr", 60)).toBe("१ मिनिट");
  expect(rateLimitedMessage("en", 840)).toBe("Too many codes have been asked for. Wait 14 minutes and try again.");
});

test("every reason a code is refused has its own message", () => {
  expect(codeFailureMessage("en", "malformed", 4)).toBe("Enter the 4 digits of the code we sent you");
  expect(codeFailureMessage("en", "wrong_code", 4, 1)).toBe("The code is not right. You have 1 more try.");
  expect(codeFailureMessage("mr", "wrong_code", 4, 3)).toBe("ओटीपी चुकीचा आहे. आपल्याकडे आणखी ३ प्रयत्न शिल्लक आहेत.");
  const reasons = ["expired", "too_many_attempts", "no_code", "locked", "not_found"] as const;
  const messages = reasons.map((reason) => codeFailureMessage("en", reason, 4));
  expect(new Set(messages).size).toBe(reasons.length);
});

const ticket = { check: "signed-token", mobile: "9876543210" };

test("the code lifetime the pages show comes from CODE_TTL_MS", () => {
  expect(CODE_MINUTES * 60_000).toBe(CODE_TTL_MS);
});

test.each([
  ["invalid fields", { ok: false, problem: "invalid", errors: { name: "k" } }, 422],
  ["a send refused by the limits", { ok: false, problem: "rate_limited", retryAfterSeconds: 30 }, 429],
  ["a failed SMS gateway", { ok: false, problem: "sms_failed" }, 503],
  ["a step that cannot go on", { ok: false, problem: "expired" }, 410],
  ["a browser or address locked out by its wrong codes", { ok: false, problem: "code", reason: "locked" }, 429],
  ["a wrong code", { ok: false, problem: "code", reason: "wrong_code", attemptsLeft: 2 }, 422],
  ["a malformed code", { ok: false, problem: "code", reason: "malformed" }, 422],
  ["an expired code", { ok: false, problem: "code", reason: "expired" }, 422],
  ["a code tried too often", { ok: false, problem: "code", reason: "too_many_attempts" }, 422],
  ["no code to check", { ok: false, problem: "code", reason: "no_code" }, 422],
] as const)("%s is answered with status %i", (_case, refusal, status) => {
  expect(refusalStatus(refusal)).toBe(status);
});

test("a refusal at step 1 shows the form again, with what was typed and why", () => {
  const values = { mobile_number: "98765" };
  expect(formRefused("en", { ok: false, problem: "invalid", errors: { mobile_number: "key" } }, values)).toEqual({
    step: { name: "form", values, errors: { mobile_number: "key" } },
    status: 422,
  });
  expect(formRefused("en", { ok: false, problem: "rate_limited", retryAfterSeconds: 840 }, values)).toEqual({
    step: { name: "form", values, formError: rateLimitedMessage("en", 840) },
    status: 429,
    retryAfterSeconds: 840,
  });
  expect(formRefused("mr", { ok: false, problem: "sms_failed" }, values)).toEqual({
    step: { name: "form", values, formError: smsFailedMessage("mr") },
    status: 503,
    retryAfterSeconds: 60,
  });
});

test("a refusal at the code step shows the code step again with the flow's ticket, or 'expired'", () => {
  const at = { ticket, undelivered: true };
  expect(codeStepRefused("en", 4, { ok: false, problem: "expired" })).toEqual({
    step: { name: "expired" },
    status: 410,
  });
  expect(codeStepRefused("en", 4, { ok: false, problem: "rate_limited", retryAfterSeconds: 60, ...at })).toEqual({
    step: { name: "code", ...ticket, codeError: rateLimitedMessage("en", 60), undelivered: true },
    status: 429,
    retryAfterSeconds: 60,
  });
  expect(codeStepRefused("en", 4, { ok: false, problem: "sms_failed", ...at })).toEqual({
    step: { name: "code", ...ticket, codeError: smsFailedMessage("en"), undelivered: true },
    status: 503,
    retryAfterSeconds: 60,
  });
  const reasons = ["malformed", "wrong_code", "expired", "too_many_attempts", "no_code", "locked"] as const;
  for (const reason of reasons) {
    const refusal = { ok: false, problem: "code", reason, attemptsLeft: 3, ticket, undelivered: false } as const;
    expect(codeStepRefused("mr", 4, refusal), reason).toEqual({
      step: { name: "code", ...ticket, codeError: codeFailureMessage("mr", reason, 4, 3), undelivered: false },
      status: reason === "locked" ? 429 : 422,
    });
  }
});

test("the engine's refusals become the flows' outcomes", () => {
  expect(sendRefused({ ok: false, reason: "rate_limited", retryAfterSeconds: 12 })).toEqual({
    ok: false,
    problem: "rate_limited",
    retryAfterSeconds: 12,
  });
  expect(sendRefused({ ok: false, reason: "sms_failed" })).toEqual({ ok: false, problem: "sms_failed" });
  expect(codeRefused({ ok: false, reason: "wrong_code", attemptsLeft: 4 }, { ticket, undelivered: true })).toEqual({
    ok: false,
    problem: "code",
    reason: "wrong_code",
    attemptsLeft: 4,
    ticket,
    undelivered: true,
  });
});

describe("a flow answered in place", () => {
  type Success = { view: string };
  const flow = (outcomes: {
    start?: StartOutcome<{ ticket: typeof ticket }>;
    resend?: ResendOutcome<typeof ticket>;
    verify?: VerifyOutcome<Success, typeof ticket>;
  }) => ({
    locale: "en" as const,
    codeLength: 4,
    typed: () => ({ mobile_number: "typed" }),
    start: () => Promise.resolve(outcomes.start!),
    resend: () => Promise.resolve(outcomes.resend!),
    verify: () => Promise.resolve(outcomes.verify!),
    verified: (success: Success): unknown => ({ flowSuccess: success.view }),
    show: (answer: StepAnswer<unknown>): unknown => answer,
  });

  test("step 1 and a new code show the code step; a right code is the flow's own success", async () => {
    expect(await answerCodeStep("start", flow({ start: { ok: true, ticket } }))).toEqual({
      step: { name: "code", ...ticket },
      status: 200,
    });
    expect(await answerCodeStep("resend", flow({ resend: { ok: true, ticket } }))).toEqual({
      step: { name: "code", ...ticket, notice: "resent" },
      status: 200,
    });
    expect(await answerCodeStep("verify", flow({ verify: { ok: true, view: "status" } }))).toEqual({
      flowSuccess: "status",
    });
  });

  test("refusals are shown by the table, and an unknown intent by the form", async () => {
    const start = await answerCodeStep("start", flow({ start: { ok: false, problem: "sms_failed" } }));
    expect(start).toEqual(formRefused("en", { ok: false, problem: "sms_failed" }, { mobile_number: "typed" }));
    const resend = await answerCodeStep("resend", flow({ resend: { ok: false, problem: "expired" } }));
    expect(resend).toEqual({ step: { name: "expired" }, status: 410 });
    const refused = { ok: false, problem: "code", reason: "locked", ticket, undelivered: false } as const;
    expect(await answerCodeStep("verify", flow({ verify: refused }))).toEqual(codeStepRefused("en", 4, refused));
    expect(await answerCodeStep(null, flow({}))).toEqual(unknownStep("en"));
    expect(unknownStep("en")).toEqual({ step: { name: "form", formError: "Some error occurred" }, status: 400 });
  });
});
