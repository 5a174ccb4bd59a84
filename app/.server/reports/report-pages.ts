/**
 * The suggestion, complaint and lost-and-found pages without JavaScript: plain HTML forms that go
 * form -> code -> done. Each step that changes something answers a POST with a redirect (so a
 * reload never sends twice); the step to show is in the URL (`?report=<id>` for the code,
 * `?sent=<id>` for the confirmation), and only the browser that made a report can see either.
 * With JavaScript the same page uses the JSON API instead (components/citizen/ReportForm.tsx).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../context";
import { REPORT_FIELDS, REPORT_KIND_PATHS, type CitizenReportKind, type FieldErrors } from "~/validation/citizen";
import { codeFailureMessage, rateLimitedMessage, smsFailedMessage, translator } from "../otp/code-step";
import { guardMessage } from "./form-guard";
import {
  findOwnConfirmed,
  findOwnDraft,
  formOpenedStamp,
  renewedFormStamp,
  reportFormSettings,
  resendReportCode,
  submitReport,
  verifyReport,
  type ReportFormSettings,
} from "./submit";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type CodeRecord = { id: number; mobile_number: string };

export type ReportStep =
  | { name: "form"; values?: Record<string, string>; errors?: FieldErrors; formError?: string }
  | {
      name: "code";
      record: CodeRecord;
      codeError?: string;
      notice?: "resent";
      /** The gateway reported that the SMS with the code did not reach the phone. */
      undelivered?: boolean;
    }
  | { name: "done"; reference: string; id: number }
  | { name: "expired" };

export type ReportPageData = {
  kind: CitizenReportKind;
  settings: ReportFormSettings;
  step: ReportStep;
  /** The form's "opened at" stamp (form-guard.ts): signed for this browser when this was made. */
  opened: string;
};

function idParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw) || null;
}

export async function loadReportPage(kind: CitizenReportKind, { request, context }: Args): Promise<ReportPageData> {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const url = new URL(request.url);
  const settings = await reportFormSettings(services, state, kind);
  const opened = formOpenedStamp(services, state);

  const draftId = idParam(url, "report");
  if (draftId !== null) {
    const draft = await findOwnDraft(services, state, kind, draftId);
    if (!draft) return { kind, settings, opened, step: { name: "expired" } };
    return {
      kind,
      settings,
      opened,
      step: {
        name: "code",
        record: { id: draft.id, mobile_number: draft.mobile_number },
        undelivered: await services.reports.codeUndelivered(draft),
        ...(url.searchParams.get("resent") === "1" ? { notice: "resent" as const } : {}),
      },
    };
  }
  const sentId = idParam(url, "sent");
  if (sentId !== null) {
    const report = await findOwnConfirmed(services, state, kind, sentId);
    if (report?.reference) {
      return { kind, settings, opened, step: { name: "done", reference: report.reference, id: report.id } };
    }
  }
  return { kind, settings, opened, step: { name: "form" } };
}

/** What the visitor typed, to fill the form in again (never the honeypot or the token). */
function echoValues(kind: CitizenReportKind, form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of REPORT_FIELDS[kind]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 5000);
  }
  return values;
}

/**
 * `page` is where the steps continue: the kind's own page, or another page that uses the same
 * flow (the feedback page sends suggestions).
 */
export async function reportPageAction(
  kind: CitizenReportKind,
  { request, context }: Args,
  page: string = REPORT_KIND_PATHS[kind].page,
) {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const t = translator(state.locale);
  const idField = REPORT_KIND_PATHS[kind].idField;
  const settings = await reportFormSettings(services, state, kind);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  // A form shown again keeps the time it was first opened, while that stamp is good.
  const opened = renewedFormStamp(services, state, request, form);
  const answer = (step: ReportStep, status: number) =>
    data({ kind, settings, step, opened } satisfies ReportPageData, {
      status,
      headers: { "Cache-Control": "no-store" },
    });

  if (intent === "send") {
    const outcome = await submitReport(services, state, kind, request, form, { withTerms: kind === "complaint" });
    if (outcome.ok) return redirect(`${page}?report=${outcome.report.id}`, 303);
    const values = echoValues(kind, form);
    switch (outcome.problem) {
      case "invalid":
        return answer({ name: "form", values, errors: outcome.errors }, 422);
      case "rejected":
        return answer({ name: "form", values, formError: guardMessage(state.locale, outcome.refusal) }, 422);
      case "rate_limited":
        return answer(
          { name: "form", values, formError: rateLimitedMessage(state.locale, outcome.retryAfterSeconds) },
          429,
        );
      case "sms_failed":
        return answer({ name: "form", values, formError: smsFailedMessage(state.locale) }, 503);
      case "already_confirmed":
        return redirect(`${page}?sent=${outcome.report.id}`, 303);
    }
  }

  if (intent === "verify" || intent === "resend") {
    const codeStep = async (codeError: string, status: number) => {
      const id = Number(form.get(idField));
      const draft = Number.isSafeInteger(id) && id > 0 ? await findOwnDraft(services, state, kind, id) : undefined;
      if (!draft) return answer({ name: "expired" }, 410);
      const undelivered = await services.reports.codeUndelivered(draft);
      return answer(
        { name: "code", record: { id: draft.id, mobile_number: draft.mobile_number }, codeError, undelivered },
        status,
      );
    };

    if (intent === "resend") {
      const outcome = await resendReportCode(services, state, kind, form, idField);
      if (outcome.ok) return redirect(`${page}?report=${outcome.report.id}&resent=1`, 303);
      switch (outcome.problem) {
        case "invalid":
        case "not_found":
          return answer({ name: "expired" }, 410);
        case "rate_limited":
          return codeStep(rateLimitedMessage(state.locale, outcome.retryAfterSeconds), 429);
        case "sms_failed":
          return codeStep(smsFailedMessage(state.locale), 503);
      }
    }

    const outcome = await verifyReport(services, state, kind, form, idField);
    if (outcome.ok || outcome.problem === "already_confirmed") {
      return redirect(`${page}?sent=${outcome.report.id}`, 303);
    }
    switch (outcome.problem) {
      case "invalid":
      case "not_found":
        return answer({ name: "expired" }, 410);
      case "code": {
        const message = codeFailureMessage(
          state.locale,
          outcome.reason,
          services.config.otpLength,
          outcome.attemptsLeft,
        );
        return codeStep(message, outcome.reason === "locked" ? 429 : 422);
      }
    }
  }

  return answer({ name: "form", formError: t("citizen.errors.generic") }, 400);
}
