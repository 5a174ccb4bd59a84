/**
 * /fir-dashboard/sign-in over HTTP: the mobile number, then the code, as plain form posts answered
 * in place (the number never appears in a URL). A right code sets the session cookie and goes to
 * the dashboard.
 */
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../context";
import { MOBILE_INPUT_MAX } from "~/lib/mobile-number";
import type { FieldErrors } from "~/validation/citizen";
import { codeFailureMessage, rateLimitedMessage, smsFailedMessage, translator } from "../../otp/code-step";
import { citizenCookie } from "./citizen-cookie";
import { currentCitizen, DASHBOARD_PATH } from "./citizen-guard";
import { mobileOfToken, resendSignInCode, startSignIn, verifySignIn } from "./citizen-sign-in";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type SignInStep =
  | { name: "form"; values?: Record<string, string>; errors?: FieldErrors; formError?: string }
  | { name: "code"; check: string; mobile: string; codeError?: string; notice?: "resent"; undelivered?: boolean }
  | { name: "expired" };

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
    codeMinutes: 5,
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
  const intent = form.get("intent");
  const answer = (step: SignInStep, status = 200) =>
    data({ ...base(context), step } satisfies SignInPageData, { status, headers: NO_STORE });
  const values = () => ({ mobile_number: String(form.get("mobile_number") ?? "").slice(0, MOBILE_INPUT_MAX) });

  if (intent === "start") {
    const outcome = await startSignIn(services, state, form);
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
    const outcome = await resendSignInCode(services, state, form);
    if (outcome.ok) return answer({ name: "code", check: outcome.token, mobile: outcome.mobile, notice: "resent" });
    if (outcome.problem !== "rate_limited" && outcome.problem !== "sms_failed") return answer({ name: "expired" }, 410);
    const check = String(form.get("check"));
    const mobile = mobileOfToken(services, state, check) ?? "";
    const message =
      outcome.problem === "rate_limited"
        ? rateLimitedMessage(state.locale, outcome.retryAfterSeconds)
        : smsFailedMessage(state.locale);
    return answer({ name: "code", check, mobile, codeError: message }, outcome.problem === "rate_limited" ? 429 : 503);
  }

  if (intent === "verify") {
    const outcome = await verifySignIn(services, state, form);
    if (outcome.ok) {
      throw redirect(DASHBOARD_PATH, {
        headers: { ...NO_STORE, "Set-Cookie": citizenCookie(outcome.sessionToken, services.config.isProduction) },
      });
    }
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
