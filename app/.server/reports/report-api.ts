/**
 * The JSON API of the citizen services (SPEC §7): `/api/<kind>/new`, `/verify` and `/resend`,
 * taking form or multipart fields. Answers: 200 with SPEC's shapes; 422 with `{ message, errors }`
 * for fields; 429 with a wait for limits; 503 when the SMS gateway failed (nothing confirmed).
 */
import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../context";
import type { CitizenReport } from "../db/tables/citizen";
import { REPORT_KIND_PATHS, type CitizenReportKind, type FieldErrors } from "~/validation/citizen";
import type { Locale } from "~/i18n/locales";
import { localDigits } from "~/lib/format";
import {
  citizenErrorSchema,
  codeResentSchema,
  complaintCreatedSchema,
  lostFoundCreatedSchema,
  suggestionCreatedSchema,
  verificationSchema,
  type CitizenError,
} from "./api-schemas";
import {
  codeFailureMessage,
  refusalStatus,
  sendRefusedMessage,
  sendRetryAfterSeconds,
  translator,
  type FieldsRefused,
  type SendRefused,
} from "../otp/code-step";
import { guardMessage } from "./form-guard";
import { resendReportCode, submitReport, verifyReport } from "./submit";
import { sentReport } from "./sent-report";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NO_STORE = { "Cache-Control": "no-store" };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function errorResponse(status: number, body: CitizenError, headers: Record<string, string> = {}): Response {
  return json(citizenErrorSchema.parse(body), status, headers);
}

/** Field errors (i18n keys) as the API's `errors`: messages in the visitor's language. */
function translatedErrors(locale: Locale, errors: FieldErrors, codeLength: number): Record<string, string[]> {
  const t = translator(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      [t(key as never, { length: localDigits(String(codeLength), locale) }) as string],
    ]),
  );
}

/** The form body, or a ready answer when the request is not a form. */
async function readForm(request: Request, locale: Locale): Promise<FormData | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    return errorResponse(415, { message: translator(locale)("citizen.errors.not_a_form") });
  }
  try {
    return await request.formData();
  } catch {
    return errorResponse(400, { message: translator(locale)("citizen.errors.not_a_form") });
  }
}

function createdBody(kind: CitizenReportKind, report: CitizenReport) {
  const record = { id: report.id, mobile_number: report.mobile_number };
  if (kind === "suggestion") return suggestionCreatedSchema.parse({ suggestion: record });
  if (kind === "complaint") return complaintCreatedSchema.parse({ complaint: record });
  return lostFoundCreatedSchema.parse({ lost_found_report: record });
}

/** Fields that did not pass: the code step's status, with a message per field. */
function fieldsRefusedResponse(locale: Locale, refusal: FieldsRefused, codeLength: number): Response {
  return errorResponse(refusalStatus(refusal), {
    message: translator(locale)("citizen.errors.invalid_fields"),
    errors: translatedErrors(locale, refusal.errors, codeLength),
  });
}

/** No code was sent: the code step's status, and when it is worth trying again. */
function sendRefusedResponse(locale: Locale, refusal: SendRefused): Response {
  return errorResponse(
    refusalStatus(refusal),
    { message: sendRefusedMessage(locale, refusal) },
    { "Retry-After": String(sendRetryAfterSeconds(refusal)) },
  );
}

/** POST /api/<kind>/new */
export async function createReportResponse(kind: CitizenReportKind, { request, context }: Args): Promise<Response> {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const t = translator(state.locale);
  const form = await readForm(request, state.locale);
  if (form instanceof Response) return form;

  const outcome = await submitReport(services, state, kind, request, form, { withTerms: false });
  if (outcome.ok) return json(createdBody(kind, outcome.report));
  switch (outcome.problem) {
    case "invalid":
      return fieldsRefusedResponse(state.locale, outcome, services.config.otpLength);
    case "rejected":
      // With the stamp the form should carry from now on: a script keeps its form and sends that.
      return errorResponse(422, { message: guardMessage(state.locale, outcome.refusal), opened: outcome.opened });
    case "rate_limited":
    case "sms_failed":
    case "busy":
      return sendRefusedResponse(state.locale, outcome);
    case "already_confirmed":
      return errorResponse(409, {
        message: t("citizen.errors.already_confirmed", { reference: outcome.report.reference ?? "" }),
      });
  }
}

/** POST /api/<kind>/verify */
export async function verifyReportResponse(kind: CitizenReportKind, { request, context }: Args): Promise<Response> {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const t = translator(state.locale);
  const form = await readForm(request, state.locale);
  if (form instanceof Response) return form;
  const codeLength = services.config.otpLength;

  const outcome = await verifyReport(services, state, kind, form, REPORT_KIND_PATHS[kind].idField);
  if (outcome.ok) {
    const sent = await sentReport(services, outcome.report, state.locale);
    return json(
      verificationSchema.parse({
        otp_verification: "successful",
        reference: outcome.report.reference,
        status_path: sent.statusPath,
        police_station: sent.station,
      }),
    );
  }
  const failed = (reason: string) => json(verificationSchema.parse({ otp_verification: "failed", reason }));
  switch (outcome.problem) {
    case "invalid": {
      const errors = translatedErrors(state.locale, outcome.errors, codeLength);
      const reason = Object.values(errors)[0]![0]!;
      return errorResponse(refusalStatus(outcome), {
        message: t("citizen.errors.invalid_fields"),
        errors,
        otp_verification: "failed",
        reason,
      });
    }
    case "expired":
      return failed(codeFailureMessage(state.locale, "not_found", codeLength));
    case "already_confirmed":
      return failed(t("citizen.errors.already_confirmed", { reference: outcome.report.reference ?? "" }));
    case "code": {
      // A code refused unread (malformed, the browser or address locked out, or the limits not to
      // be checked) answers with the code step's status; a code that was looked up and did not
      // work is, as SPEC §7 reads it, a 200 whose otp_verification is "failed".
      const reason = codeFailureMessage(state.locale, outcome.reason, codeLength, outcome.attemptsLeft);
      if (outcome.reason === "malformed") {
        return errorResponse(refusalStatus(outcome), {
          message: t("citizen.errors.invalid_fields"),
          errors: { otp: [reason] },
          otp_verification: "failed",
          reason,
        });
      }
      if (outcome.reason === "locked" || outcome.reason === "busy") {
        return errorResponse(refusalStatus(outcome), { message: reason, otp_verification: "failed", reason });
      }
      // A wrong guess at a code whose SMS the gateway reported undelivered: say that instead, so
      // the citizen asks for a new code rather than waiting for a text that will not come.
      if (outcome.reason === "wrong_code" && outcome.undelivered) {
        return failed(t("citizen.code.undelivered"));
      }
      return failed(reason);
    }
  }
}

/** POST /api/<kind>/resend ("Not received a text message?") */
export async function resendReportResponse(kind: CitizenReportKind, { request, context }: Args): Promise<Response> {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const t = translator(state.locale);
  const form = await readForm(request, state.locale);
  if (form instanceof Response) return form;

  const outcome = await resendReportCode(services, state, kind, form, REPORT_KIND_PATHS[kind].idField);
  if (outcome.ok) {
    return json(codeResentSchema.parse({ code_sent: true, mobile_number: outcome.ticket.record.mobile_number }));
  }
  switch (outcome.problem) {
    case "invalid":
      return fieldsRefusedResponse(state.locale, outcome, services.config.otpLength);
    case "expired":
      // To the API a draft that is gone is not found (404); the pages show it as an expired step.
      return errorResponse(404, { message: t("citizen.errors.draft_not_found") });
    case "rate_limited":
    case "sms_failed":
    case "busy":
      return sendRefusedResponse(state.locale, outcome);
  }
}

/** GET on a POST-only endpoint. */
export function methodNotAllowed({ context }: Pick<Args, "context">): Response {
  const state = context.get(requestContext);
  return errorResponse(405, { message: translator(state.locale)("citizen.errors.post_only") }, { Allow: "POST" });
}
