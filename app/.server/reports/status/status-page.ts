/**
 * The /status page over HTTP: step 1 (reference and mobile) and step 2 (the code) are plain form
 * posts answered in place, so the mobile number never appears in a URL. The result is shown once
 * and not cached. The success screen of a report links here with its reference filled in
 * (`?reference=`), and /status/<token> (the link in the reference SMS) shows one report's status
 * without a code.
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../context";
import { MOBILE_INPUT_MAX } from "~/lib/mobile-number";
import { REFERENCE_PATTERN } from "~/validation/citizen-rules";
import type { FieldErrors } from "~/validation/citizen";
import { codeFailureMessage, rateLimitedMessage, smsFailedMessage, translator } from "../../otp/code-step";
import type { StatusView } from "./status-view";
import { readPair, resendStatusCode, startStatusCheck, verifyStatusCheck } from "./status-check";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type StatusStep =
  | { name: "form"; values?: Record<string, string>; errors?: FieldErrors; formError?: string }
  | { name: "code"; check: string; mobile: string; codeError?: string; notice?: "resent"; undelivered?: boolean }
  | { name: "result"; view: StatusView }
  | { name: "expired" }
  /** A status link that is malformed, expired or for no report. */
  | { name: "link_invalid" };

export type StatusPageData = {
  otpLength: number;
  codeMinutes: number;
  step: StatusStep;
  /** Different for every answer, so the page starts each answered step afresh (empty code boxes). */
  answerId: string;
};

export function loadStatusPage({ context, request }: Pick<Args, "context"> & { request?: Request }): StatusPageData {
  // Only a well-formed reference is filled in: the field never echoes arbitrary text from a URL.
  const reference = request ? new URL(request.url).searchParams.get("reference")?.toUpperCase() : undefined;
  return {
    otpLength: context.get(servicesContext).config.otpLength,
    codeMinutes: 5,
    step: reference && REFERENCE_PATTERN.test(reference) ? { name: "form", values: { reference } } : { name: "form" },
    answerId: randomUUID(),
  };
}

/** /status/<token>: the status a link from a reference SMS opens, or why it opens nothing. */
export async function loadStatusLinkPage({ context, token }: Pick<Args, "context"> & { token: string }) {
  const view = await context.get(servicesContext).reports.statusByLink(token, context.get(requestContext).locale);
  const step: StatusStep = view ? { name: "result", view } : { name: "link_invalid" };
  return data({ ...loadStatusPage({ context }), step } satisfies StatusPageData, {
    status: view ? 200 : 404,
    headers: { "Cache-Control": "no-store" },
  });
}

export async function statusPageAction({ request, context }: Args) {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const base = loadStatusPage({ context });
  const answer = (step: StatusStep, status = 200) =>
    data({ ...base, step } satisfies StatusPageData, { status, headers: { "Cache-Control": "no-store" } });
  const values = () => ({
    reference: String(form.get("reference") ?? "").slice(0, 40),
    mobile_number: String(form.get("mobile_number") ?? "").slice(0, MOBILE_INPUT_MAX),
  });

  if (intent === "start") {
    const outcome = await startStatusCheck(services, state, form);
    if (outcome.ok) return answer({ name: "code", check: outcome.token, mobile: outcome.mobile });
    switch (outcome.problem) {
      case "invalid":
        return answer({ name: "form", values: values(), errors: outcome.errors }, 422);
      case "rate_limited":
        return answer(
          { name: "form", values: values(), formError: rateLimitedMessage(state.locale, outcome.retryAfterSeconds) },
          429,
        );
      case "sms_failed":
        return answer({ name: "form", values: values(), formError: smsFailedMessage(state.locale) }, 503);
    }
  }

  if (intent === "resend") {
    const outcome = await resendStatusCode(services, state, form);
    if (outcome.ok) return answer({ name: "code", check: outcome.token, mobile: outcome.mobile, notice: "resent" });
    if (outcome.problem === "expired" || outcome.problem === "invalid") return answer({ name: "expired" }, 410);
    const check = String(form.get("check"));
    const mobile =
      readPair(services.config.appSecret, state.anonId, check, services.clock.now().getTime())?.mobile ?? "";
    const message =
      outcome.problem === "rate_limited"
        ? rateLimitedMessage(state.locale, outcome.retryAfterSeconds)
        : smsFailedMessage(state.locale);
    return answer({ name: "code", check, mobile, codeError: message }, outcome.problem === "rate_limited" ? 429 : 503);
  }

  if (intent === "verify") {
    const outcome = await verifyStatusCheck(services, state, form);
    if (outcome.ok) return answer({ name: "result", view: outcome.view });
    if (outcome.problem === "expired") return answer({ name: "expired" }, 410);
    const message = codeFailureMessage(state.locale, outcome.reason, services.config.otpLength, outcome.attemptsLeft);
    return answer(
      {
        name: "code",
        check: outcome.token,
        mobile: outcome.mobile,
        codeError: message,
        undelivered: outcome.undelivered,
      },
      outcome.reason === "locked" ? 429 : 422,
    );
  }

  return answer({ name: "form", formError: translator(state.locale)("citizen.errors.generic") }, 400);
}
