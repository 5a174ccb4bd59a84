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
import { answerHeaders } from "../../http/answer-headers";
import {
  answerCodeStep,
  CODE_MINUTES,
  type CodeFlowStep,
  type StepAnswer,
  type TokenTicket,
} from "../../otp/code-step";
import type { StatusView } from "./status-view";
import { resendStatusCode, startStatusCheck, verifyStatusCheck } from "./status-check";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type StatusStep =
  | CodeFlowStep<TokenTicket>
  | { name: "result"; view: StatusView }
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
    codeMinutes: CODE_MINUTES,
    step: reference && REFERENCE_PATTERN.test(reference) ? { name: "form", values: { reference } } : { name: "form" },
    answerId: randomUUID(),
  };
}

/** /status/<token>: the status a link from a reference SMS opens, or why it opens nothing. */
export async function loadStatusLinkPage({ context, request }: Pick<Args, "context" | "request">) {
  // The token exactly as the address spells it: the router's params decode "%2E" to ".", and a
  // link opens under one spelling only, the one the SMS carries.
  const token = new URL(request.url).pathname.split("/").at(-1) ?? "";
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
  const base = loadStatusPage({ context });
  const answer = ({ step, status, retryAfterSeconds }: StepAnswer<StatusStep>) =>
    data({ ...base, step } satisfies StatusPageData, { status, headers: answerHeaders(retryAfterSeconds) });

  return answerCodeStep(form.get("intent"), {
    locale: state.locale,
    codeLength: services.config.otpLength,
    typed: () => ({
      reference: String(form.get("reference") ?? "").slice(0, 40),
      mobile_number: String(form.get("mobile_number") ?? "").slice(0, MOBILE_INPUT_MAX),
    }),
    start: () => startStatusCheck(services, state, form),
    resend: () => resendStatusCode(services, state, form),
    verify: () => verifyStatusCheck(services, state, form),
    // A right code: the status, shown once, in place.
    verified: ({ view }) => answer({ step: { name: "result", view }, status: 200 }),
    show: answer,
  });
}
