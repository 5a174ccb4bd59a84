/**
 * /fir-dashboard/sign-in over HTTP: the mobile number, then the code, as plain form posts answered
 * in place (the number never appears in a URL). A right code sets the session cookie and goes to
 * the dashboard.
 */
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../context";
import { MOBILE_INPUT_MAX } from "~/lib/mobile-number";
import { answerHeaders } from "../../http/answer-headers";
import {
  answerCodeStep,
  CODE_MINUTES,
  type CodeFlowStep,
  type StepAnswer,
  type TokenTicket,
} from "../../otp/code-step";
import { citizenCookie } from "./citizen-cookie";
import { currentCitizen, DASHBOARD_PATH } from "./citizen-guard";
import { resendSignInCode, startSignIn, verifySignIn } from "./citizen-sign-in";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type SignInStep = CodeFlowStep<TokenTicket>;

export type SignInPageData = {
  otpLength: number;
  codeMinutes: number;
  step: SignInStep;
  /** Why the visitor is here: their session ended, or they signed out. */
  notice: "ended" | "signed_out" | null;
  /** Different for every answer, so each answered step starts afresh (empty code boxes). */
  answerId: string;
};

const NO_STORE = { "Cache-Control": "no-store" };

function base(context: Args["context"], notice: SignInPageData["notice"] = null) {
  return {
    otpLength: context.get(servicesContext).config.otpLength,
    codeMinutes: CODE_MINUTES,
    notice,
    answerId: randomUUID(),
  };
}

export async function loadSignInPage(args: Args): Promise<SignInPageData> {
  if (await currentCitizen(args)) throw redirect(DASHBOARD_PATH, { headers: NO_STORE });
  const params = new URL(args.request.url).searchParams;
  const notice = params.has("ended") ? "ended" : params.has("signed_out") ? "signed_out" : null;
  return { ...base(args.context, notice), step: { name: "form" } };
}

export async function signInPageAction({ request, context }: Args) {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const form = await request.formData().catch(() => new FormData());
  const answer = ({ step, status, retryAfterSeconds }: StepAnswer<SignInStep>) =>
    data({ ...base(context), step } satisfies SignInPageData, { status, headers: answerHeaders(retryAfterSeconds) });

  return answerCodeStep(form.get("intent"), {
    locale: state.locale,
    codeLength: services.config.otpLength,
    typed: () => ({ mobile_number: String(form.get("mobile_number") ?? "").slice(0, MOBILE_INPUT_MAX) }),
    start: () => startSignIn(services, state, form),
    resend: () => resendSignInCode(services, state, form),
    verify: () => verifySignIn(services, state, form),
    // A right code: the session cookie, and on to the dashboard.
    verified: ({ sessionToken }) => {
      throw redirect(DASHBOARD_PATH, {
        headers: { ...NO_STORE, "Set-Cookie": citizenCookie(sessionToken, services.config.isProduction) },
      });
    },
    show: answer,
  });
}
