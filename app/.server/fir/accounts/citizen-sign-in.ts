/**
 * A citizen signs in with their mobile number and a one-time code: the same code engine, limits
 * and messages as the citizen services (purpose `sign_in`). The code's subject is derived from the
 * mobile number and the browser, so asking again from the same browser replaces the earlier code,
 * while a stranger asking for the same number from another browser neither replaces the owner's
 * code nor uses up its tries. Between the two steps the mobile number travels in a token signed
 * for this browser (nothing is stored for a visitor who never types the code). A right code
 * creates the account on first use and starts a session; the first sign-in then asks for the
 * citizen's name.
 */
import { createHmac } from "node:crypto";
import type { RequestState } from "../../context";
import type { CitizenAccount } from "../../db/tables/citizen";
import {
  codeRefused,
  sendRefused,
  type ResendOutcome,
  type SendRefused,
  type StartOutcome,
  type TokenTicket,
  type VerifyOutcome,
} from "../../otp/code-step";
import { readStepToken, signStepToken } from "../../security/signed-tokens";
import type { AppServices } from "../../services";
import { maskMobile } from "../../sms/mask";
import { smsLanguage } from "../../sms/template-list";
import { fieldErrorsOf, formFields, type FieldErrors } from "~/validation/citizen";
import { accountNameSchema, signInMobileSchema } from "~/validation/fir";
import { requesterOf } from "../../otp/requester";

/** How long the code step of a sign-in stays open (several codes may be asked for meanwhile). */
export const SIGN_IN_STEP_TTL_MS = 30 * 60 * 1000;
const tokenKey = (services: AppServices, state: RequestState) => ({
  secret: services.config.appSecret,
  purpose: "citizen-sign-in",
  browser: state.anonId,
});

export type SignInStartOutcome = StartOutcome<{ ticket: TokenTicket }>;

export type SignInResendOutcome = ResendOutcome<TokenTicket>;

/** A right code starts a session for the citizen's account. */
export type SignInVerifyOutcome = VerifyOutcome<{ sessionToken: string; account: CitizenAccount }, TokenTicket>;

/** The code's subject: one per mobile number and browser. */
const subjectOf = (services: AppServices, state: RequestState, mobile: string) =>
  `sign-in:${createHmac("sha256", services.config.appSecret)
    .update(`sign-in\u0000${mobile}\u0000${state.anonId}`)
    .digest("base64url")}`;

/** The mobile number a sign-in token carries, if the token is still good for this browser. */
export function mobileOfToken(services: AppServices, state: RequestState, token: unknown): string | null {
  const now = services.clock.now().getTime();
  const read = readStepToken(tokenKey(services, state), token, { now, maxAgeMs: SIGN_IN_STEP_TTL_MS, count: 1 });
  return read?.values[0] ?? null;
}

/** A code to the number, and a new token for the code step (its time starts again). */
async function sendCode(
  services: AppServices,
  state: RequestState,
  mobile: string,
): Promise<{ ok: true; ticket: TokenTicket } | SendRefused> {
  const issued = await services.codes.issue({
    purpose: "sign_in",
    subject: subjectOf(services, state, mobile),
    mobile,
    language: smsLanguage(state.locale),
    ...requesterOf(state),
  });
  if (!issued.ok) return sendRefused(issued);
  const token = signStepToken(tokenKey(services, state), [mobile], services.clock.now().getTime());
  return { ok: true, ticket: { check: token, mobile } };
}

/** Whether the gateway reported the SMS with this browser's live code for the number undelivered. */
function undeliveredFor(services: AppServices, state: RequestState, mobile: string) {
  return services.codes.reportedUndelivered({ purpose: "sign_in", subject: subjectOf(services, state, mobile) });
}

/** Step 1: the mobile number. */
export async function startSignIn(
  services: AppServices,
  state: RequestState,
  form: FormData,
): Promise<SignInStartOutcome> {
  const parsed = signInMobileSchema.safeParse(formFields(form, ["mobile_number"]));
  if (!parsed.success) return { ok: false, problem: "invalid", errors: fieldErrorsOf(parsed.error) };
  return sendCode(services, state, parsed.data.mobile_number);
}

/** "Not received a text message?": a new code to the number of the token. */
export async function resendSignInCode(
  services: AppServices,
  state: RequestState,
  form: FormData,
): Promise<SignInResendOutcome> {
  const token = form.get("check");
  const mobile = mobileOfToken(services, state, token);
  if (!mobile) return { ok: false, problem: "expired" };
  const sent = await sendCode(services, state, mobile);
  if (sent.ok) return sent;
  return {
    ...sent,
    ticket: { check: token as string, mobile },
    undelivered: await undeliveredFor(services, state, mobile),
  };
}

/** Step 2: the code. A right code signs the citizen in (making the account at the first sign-in). */
export async function verifySignIn(
  services: AppServices,
  state: RequestState,
  form: FormData,
): Promise<SignInVerifyOutcome> {
  const token = form.get("check");
  const mobile = mobileOfToken(services, state, token);
  if (!mobile) return { ok: false, problem: "expired" };
  const otp = form.get("otp");
  const result = await services.codes.verify(
    {
      purpose: "sign_in",
      subject: subjectOf(services, state, mobile),
      mobile,
      code: typeof otp === "string" ? otp.slice(0, 32) : "",
      ...requesterOf(state),
    },
    async (trx) => {
      const now = services.clock.now().toISOString();
      await trx
        .insertInto("citizen_accounts")
        .values({ mobile_number: mobile, created_at: now })
        .onConflict((conflict) => conflict.column("mobile_number").doNothing())
        .execute();
      return trx
        .updateTable("citizen_accounts")
        .set({ last_sign_in_at: now })
        .where("mobile_number", "=", mobile)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  );
  if (!result.ok) {
    return codeRefused(result, {
      ticket: { check: token as string, mobile },
      undelivered: await undeliveredFor(services, state, mobile),
    });
  }
  const sessionToken = await services.citizenSessions.start(result.value.id);
  services.logger.info({ account: result.value.id, to: maskMobile(mobile) }, "citizen signed in");
  return { ok: true, sessionToken, account: result.value };
}

/** The name asked at the first sign-in (and changeable later). */
export async function saveAccountName(
  services: AppServices,
  account: CitizenAccount,
  form: FormData,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const parsed = accountNameSchema.safeParse(formFields(form, ["name"]));
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  await services.db
    .updateTable("citizen_accounts")
    .set({ name: parsed.data.name })
    .where("id", "=", account.id)
    .execute();
  return { ok: true };
}
