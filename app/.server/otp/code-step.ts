/**
 * The shared half of "mobile -> code -> result", for every flow that asks for a one-time code (a
 * citizen's report, the status check, the FIR sign-in): the outcomes a flow's start, resend and
 * verify answer with, which step a refusal is shown on and with which HTTP status, and what the
 * citizen is told, in their language (GOV.UK's "check your phone" checklist; SPEC §4 shows the
 * server's reason in the red alert).
 *
 * Each flow keeps its own start, resend and verify, and what a right code leads to: like Epic
 * Stack's verify.server.ts and GOV.UK One Login's verify-code-controller, this module knows no
 * caller, and has no branch on what a code is for.
 */
import type { TFunction } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import { localDigits } from "~/lib/format";
import type { FieldErrors } from "~/validation/citizen-rules";
import type { IssueResult, VerifyFailure, VerifyResult } from "./one-time-codes";
import { CODE_TTL_MS } from "./otp-limits";
import { i18nFor } from "../i18n/server-i18n";

/** How long a code works, as the pages say it ("valid for 5 minutes"). */
export const CODE_MINUTES = Math.round(CODE_TTL_MS / 60_000);

// The outcomes. A flow's own outcome unions are built from these, adding only what is its own.

/** Fields that did not pass their schema: an i18n key per field. */
export type FieldsRefused = { ok: false; problem: "invalid"; errors: FieldErrors };

/** No code was sent: the limits say wait, or the SMS gateway failed (and the code was revoked). */
export type SendRefused =
  | { ok: false; problem: "rate_limited"; retryAfterSeconds: number }
  | { ok: false; problem: "sms_failed" }
  | { ok: false; problem: "busy" };

/** The step cannot go on: what carried it (a signed token, a draft) is gone, expired or not this browser's. */
export type StepExpired = { ok: false; problem: "expired" };

/** A code that was not accepted, and why. */
export type CodeRefused = { ok: false; problem: "code"; reason: VerifyFailure; attemptsLeft?: number };

/**
 * What a refusal at the code step carries to show that step again: the flow's ticket (the fields
 * its code step holds on to between requests) and whether the gateway reported that the SMS with
 * the code did not reach the phone.
 */
export type AtCodeStep<Ticket> = { ticket: Ticket; undelivered: boolean };

/** Step 1: the form. `Sent` is what a sent code leaves the flow with (a ticket, a draft). */
export type StartOutcome<Sent> = ({ ok: true } & Sent) | FieldsRefused | SendRefused;

/** "Not received a text message?": a new code, with the ticket of the step it was asked from. */
export type ResendOutcome<Ticket> = { ok: true; ticket: Ticket } | StepExpired | (SendRefused & AtCodeStep<Ticket>);

/** Step 2: the code. `Success` is what a right code leads to, each flow's own. */
export type VerifyOutcome<Success, Ticket> =
  ({ ok: true } & Success) | StepExpired | (CodeRefused & AtCodeStep<Ticket>);

/** Every way the code step can refuse a request. */
export type CodeStepRefusal = FieldsRefused | SendRefused | StepExpired | CodeRefused;

/** A code step carried between requests by a token signed for this browser, and the mobile it went to. */
export type TokenTicket = { check: string; mobile: string };

/** The engine's refusal to send, as a flow's outcome. */
export function sendRefused(issued: Extract<IssueResult, { ok: false }>): SendRefused {
  switch (issued.reason) {
    case "rate_limited":
      return { ok: false, problem: "rate_limited", retryAfterSeconds: issued.retryAfterSeconds };
    case "sms_failed":
      return { ok: false, problem: "sms_failed" };
    case "busy":
      return { ok: false, problem: "busy" };
  }
}

/** The engine's refusal of a code, as a flow's outcome that shows the code step again. */
export function codeRefused<Ticket>(
  failure: Extract<VerifyResult<unknown>, { ok: false }>,
  at: AtCodeStep<Ticket>,
): CodeRefused & AtCodeStep<Ticket> {
  return { ok: false, problem: "code", reason: failure.reason, attemptsLeft: failure.attemptsLeft, ...at };
}

// The steps a page shows. Each flow's step union includes these three, with its own ticket.

export type FormStep = { name: "form"; values?: Record<string, string>; errors?: FieldErrors; formError?: string };

export type EnterCodeStep<Ticket> = { name: "code" } & Ticket & {
    codeError?: string;
    notice?: "resent";
    /** The gateway reported that the SMS with the code did not reach the phone. */
    undelivered?: boolean;
  };

export type ExpiredStep = { name: "expired" };

/** The steps every code flow shows: the form, the code (with the flow's ticket), and "expired". */
export type CodeFlowStep<Ticket> = FormStep | EnterCodeStep<Ticket> | ExpiredStep;

/** A step to show and the HTTP status it is answered with. */
export type StepAnswer<Step> = { step: Step; status: number; retryAfterSeconds?: number };

/**
 * The HTTP status of each refusal: fields that do not pass and codes that are not right are
 * unprocessable (422), limits and a locked-out requester are too many requests (429), a failed SMS
 * gateway or limits that could not be checked are unavailable (503: the server's fault, not the
 * citizen's), and a step that cannot go on is gone (410).
 */
export function refusalStatus(refusal: CodeStepRefusal): number {
  switch (refusal.problem) {
    case "invalid":
      return 422;
    case "rate_limited":
      return 429;
    case "sms_failed":
    case "busy":
      return 503;
    case "expired":
      return 410;
    case "code":
      return refusal.reason === "locked" ? 429 : refusal.reason === "busy" ? 503 : 422;
  }
}

/**
 * The Retry-After of a refusal to send, in seconds: what the limits say, else a pause long enough
 * for a busy server or a failing gateway to have a chance of recovering.
 */
export function sendRetryAfterSeconds(refusal: SendRefused): number {
  switch (refusal.problem) {
    case "rate_limited":
      return Math.max(1, refusal.retryAfterSeconds);
    case "busy":
      return 30;
    case "sms_failed":
      return 60;
  }
}

/** A refusal that waiting cures says how long to wait: a send refused, a code that could not be checked. */
function retryAfter(refusal: CodeStepRefusal): { retryAfterSeconds?: number } {
  if (refusal.problem === "rate_limited" || refusal.problem === "busy" || refusal.problem === "sms_failed")
    return { retryAfterSeconds: sendRetryAfterSeconds(refusal) };
  // A code that could not be checked (the limits' store is down) is refused like a busy send.
  if (refusal.problem === "code" && refusal.reason === "busy")
    return { retryAfterSeconds: sendRetryAfterSeconds({ ok: false, problem: "busy" }) };
  return {};
}

/** What the citizen is told when no code was sent. */
export function sendRefusedMessage(locale: Locale, refusal: SendRefused): string {
  switch (refusal.problem) {
    case "rate_limited":
      return rateLimitedMessage(locale, refusal.retryAfterSeconds);
    case "sms_failed":
      return smsFailedMessage(locale);
    case "busy":
      return translator(locale)("citizen.errors.busy");
  }
}

/** Step 1 refused: the form again, with what was typed and why. */
export function formRefused(
  locale: Locale,
  refusal: FieldsRefused | SendRefused,
  values: Record<string, string>,
): StepAnswer<FormStep> {
  const step: FormStep =
    refusal.problem === "invalid"
      ? { name: "form", values, errors: refusal.errors }
      : { name: "form", values, formError: sendRefusedMessage(locale, refusal) };
  return { step, status: refusalStatus(refusal), ...retryAfter(refusal) };
}

/** Refused at the code step: the code step again with why, or "expired" when it cannot go on. */
export function codeStepRefused<Ticket>(
  locale: Locale,
  codeLength: number,
  refusal: StepExpired | ((SendRefused | CodeRefused) & AtCodeStep<Ticket>),
): StepAnswer<EnterCodeStep<Ticket> | ExpiredStep> {
  if (refusal.problem === "expired") return { step: { name: "expired" }, status: refusalStatus(refusal) };
  const step = {
    name: "code" as const,
    ...refusal.ticket,
    codeError:
      refusal.problem === "code"
        ? codeFailureMessage(locale, refusal.reason, codeLength, refusal.attemptsLeft)
        : sendRefusedMessage(locale, refusal),
    undelivered: refusal.undelivered,
  };
  return { step, status: refusalStatus(refusal), ...retryAfter(refusal) };
}

/** A post that is none of the steps (no or an unknown `intent`): the form, with a general error. */
export function unknownStep(locale: Locale): StepAnswer<FormStep> {
  return { step: { name: "form", formError: translator(locale)("citizen.errors.generic") }, status: 400 };
}

/**
 * The code step of a flow answered in place, without a redirect between its steps (the status
 * check, the FIR sign-in): step 1 shows the code step, a new code shows it again with "sent
 * again", and a right code leads to what the flow passes as `verified`. Everything else is a
 * refusal, shown by the table above.
 */
export async function answerCodeStep<Ticket, Success, Answer>(
  intent: FormDataEntryValue | null,
  flow: {
    locale: Locale;
    codeLength: number;
    /** What was typed at step 1, to fill the form in again after a refusal. */
    typed: () => Record<string, string>;
    start: () => Promise<StartOutcome<{ ticket: Ticket }>>;
    resend: () => Promise<ResendOutcome<Ticket>>;
    verify: () => Promise<VerifyOutcome<Success, Ticket>>;
    verified: (success: Extract<VerifyOutcome<Success, Ticket>, { ok: true }>) => Answer;
    show: (answer: StepAnswer<CodeFlowStep<Ticket>>) => Answer;
  },
): Promise<Answer> {
  const { locale, codeLength, show } = flow;
  const codeStep = (ticket: Ticket, notice?: "resent"): EnterCodeStep<Ticket> => ({
    name: "code",
    ...ticket,
    ...(notice ? { notice } : {}),
  });
  if (intent === "start") {
    const outcome = await flow.start();
    return show(
      outcome.ok ? { step: codeStep(outcome.ticket), status: 200 } : formRefused(locale, outcome, flow.typed()),
    );
  }
  if (intent === "resend") {
    const outcome = await flow.resend();
    return show(
      outcome.ok
        ? { step: codeStep(outcome.ticket, "resent"), status: 200 }
        : codeStepRefused(locale, codeLength, outcome),
    );
  }
  if (intent === "verify") {
    const outcome = await flow.verify();
    return outcome.ok ? flow.verified(outcome) : show(codeStepRefused(locale, codeLength, outcome));
  }
  return show(unknownStep(locale));
}

// The messages.

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
    case "busy":
      return t("citizen.errors.busy");
    case "not_found":
      return t("citizen.errors.draft_not_found");
  }
}
