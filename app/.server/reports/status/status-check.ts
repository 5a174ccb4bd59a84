/**
 * The status page: a citizen gives a reference number and the mobile number it was made from,
 * confirms a one-time code sent to that mobile, and sees the status and the staff's public remark.
 *
 * The answer to the first step never says whether the pair matched a report: for a pair that does
 * not match, a code is made and counted exactly as for one that does (same limits, same answers to
 * every later guess), it is just never sent. Between the steps the pair travels in a token signed
 * for this browser, so nothing is kept on the server for a pair that matched nothing. Each browser
 * has a code of its own for a pair: a stranger who knows the reference and the mobile neither
 * replaces the owner's code nor uses up its tries.
 */
import { createHmac } from "node:crypto";
import type { RequestState } from "../../context";
import { confirmedReportStatuses, statusViewOf, type StatusView } from "./status-view";
import {
  codeRefused,
  sendRefused,
  type ResendOutcome,
  type StartOutcome,
  type TokenTicket,
  type VerifyOutcome,
} from "../../otp/code-step";
import { readStepToken, signStepToken } from "../../security/signed-tokens";
import type { AppServices } from "../../services";
import { fieldErrorsOf, formFields, statusRequestSchema } from "~/validation/citizen";
import { requesterOf } from "../../otp/requester";
import { smsLanguage } from "../../sms/template-list";

/** How long the code step of a status check stays open. */
export const STATUS_CHECK_TTL_MS = 30 * 60 * 1000;

export type StatusStartOutcome = StartOutcome<{ ticket: TokenTicket }>;

export type StatusResendOutcome = ResendOutcome<TokenTicket>;

/** A right code shows the report's status (a pair that matched nothing is "expired"). */
export type StatusVerifyOutcome = VerifyOutcome<{ view: StatusView }, TokenTicket>;

type Pair = { reference: string; mobile: string; issuedAt: number };

const pairKey = (secret: string, anonId: string) => ({ secret, purpose: "status-check", browser: anonId });

function signPair(secret: string, anonId: string, pair: Pair): string {
  return signStepToken(pairKey(secret, anonId), [pair.reference, pair.mobile], pair.issuedAt);
}

export function readPair(secret: string, anonId: string, token: unknown, now: number): Pair | null {
  const read = readStepToken(pairKey(secret, anonId), token, { now, maxAgeMs: STATUS_CHECK_TTL_MS, count: 2 });
  if (!read) return null;
  const [reference, mobile] = read.values as [string, string];
  return { reference, mobile, issuedAt: read.issuedAt };
}

/**
 * The code's subject: one per (reference, mobile) pair and browser, opaque, whether or not the
 * pair matches.
 */
function subjectOf(services: AppServices, state: RequestState, pair: Pick<Pair, "reference" | "mobile">): string {
  return `status:${createHmac("sha256", services.config.appSecret)
    .update(`${pair.reference}\u0000${pair.mobile}\u0000${state.anonId}`)
    .digest("base64url")}`;
}

async function issueFor(services: AppServices, state: RequestState, pair: Pick<Pair, "reference" | "mobile">) {
  const report = await services.reports.findConfirmed(pair.reference, pair.mobile);
  return services.codes.issue({
    purpose: "status_check",
    subject: subjectOf(services, state, pair),
    mobile: pair.mobile,
    language: smsLanguage(state.locale),
    ...requesterOf(state),
    deliver: report !== undefined,
  });
}

/** Whether the gateway reported the SMS with this browser's live code for the pair undelivered. */
function undeliveredFor(services: AppServices, state: RequestState, pair: Pick<Pair, "reference" | "mobile">) {
  return services.codes.reportedUndelivered({ purpose: "status_check", subject: subjectOf(services, state, pair) });
}

/** Step 1: reference and mobile. Answers the same whether or not they match a report. */
export async function startStatusCheck(
  services: AppServices,
  state: RequestState,
  form: FormData,
): Promise<StatusStartOutcome> {
  const parsed = statusRequestSchema.safeParse(formFields(form, ["reference", "mobile_number"]));
  if (!parsed.success) return { ok: false, problem: "invalid", errors: fieldErrorsOf(parsed.error) };
  const pair = { reference: parsed.data.reference, mobile: parsed.data.mobile_number };
  const issued = await issueFor(services, state, pair);
  if (!issued.ok) return sendRefused(issued);
  const token = signPair(services.config.appSecret, state.anonId, {
    ...pair,
    issuedAt: services.clock.now().getTime(),
  });
  return { ok: true, ticket: { check: token, mobile: pair.mobile } };
}

/** "Not received a text message?" on the status page. */
export async function resendStatusCode(
  services: AppServices,
  state: RequestState,
  form: FormData,
): Promise<StatusResendOutcome> {
  const pair = readPair(services.config.appSecret, state.anonId, form.get("check"), services.clock.now().getTime());
  if (!pair) return { ok: false, problem: "expired" };
  const ticket = { check: form.get("check") as string, mobile: pair.mobile };
  const issued = await issueFor(services, state, pair);
  if (issued.ok) return { ok: true, ticket };
  return { ...sendRefused(issued), ticket, undelivered: await undeliveredFor(services, state, pair) };
}

/** Step 2: the code. On success, the report's status as the public may see it. */
export async function verifyStatusCheck(
  services: AppServices,
  state: RequestState,
  form: FormData,
): Promise<StatusVerifyOutcome> {
  const token = form.get("check");
  const pair = readPair(services.config.appSecret, state.anonId, token, services.clock.now().getTime());
  if (!pair) return { ok: false, problem: "expired" };
  const otp = form.get("otp");
  const result = await services.codes.verify(
    {
      purpose: "status_check",
      subject: subjectOf(services, state, pair),
      mobile: pair.mobile,
      code: typeof otp === "string" ? otp.slice(0, 32) : "",
      ...requesterOf(state),
    },
    async (trx) =>
      confirmedReportStatuses(trx)
        .where("citizen_reports.reference", "=", pair.reference)
        .where("citizen_reports.mobile_number", "=", pair.mobile)
        .executeTakeFirst(),
  );
  if (!result.ok) {
    return codeRefused(result, {
      ticket: { check: token as string, mobile: pair.mobile },
      undelivered: await undeliveredFor(services, state, pair),
    });
  }
  // A code for a pair matching nothing was never sent; guessing it right shows nothing either.
  const view = result.value ? statusViewOf(result.value, state.locale) : null;
  if (!view) return { ok: false, problem: "expired" };
  return { ok: true, view };
}
