/**
 * The suggestion, complaint and lost-and-found pages without JavaScript: plain HTML forms that go
 * form -> code -> done. Each step that changes something answers a POST with a redirect (so a
 * reload never sends twice); the step to show is in the URL (`?report=<id>` for the code,
 * `?sent=<id>` for the confirmation), and only the browser that made a report can see either.
 * With JavaScript the same page uses the JSON API instead (components/citizen/ReportForm.tsx).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../context";
import { answerHeaders } from "../http/answer-headers";
import { REPORT_FIELDS, REPORT_KIND_PATHS, type CitizenReportKind } from "~/validation/citizen";
import { codeStepRefused, formRefused, unknownStep, type CodeFlowStep, type StepAnswer } from "../otp/code-step";
import { guardMessage } from "./form-guard";
import {
  codeTicketOf,
  findOwnConfirmed,
  findOwnDraft,
  formOpenedStamp,
  renewedFormStamp,
  reportFormSettings,
  resendReportCode,
  submitReport,
  verifyReport,
  type CodeTicket,
  type ReportFormSettings,
} from "./submit";
import { sentReport } from "./sent-report";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type CodeRecord = CodeTicket["record"];

export type ReportStep =
  | CodeFlowStep<CodeTicket>
  | { name: "done"; reference: string; id: number; statusPath: string; station: string | null };

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
        ...codeTicketOf(draft),
        undelivered: await services.reports.codeUndelivered(draft),
        ...(url.searchParams.get("resent") === "1" ? { notice: "resent" as const } : {}),
      },
    };
  }
  const sentId = idParam(url, "sent");
  if (sentId !== null) {
    const report = await findOwnConfirmed(services, state, kind, sentId);
    if (report?.reference) {
      const sent = await sentReport(services, report, state.locale);
      return { kind, settings, opened, step: { name: "done", reference: report.reference, id: report.id, ...sent } };
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
  const idField = REPORT_KIND_PATHS[kind].idField;
  const codeLength = services.config.otpLength;
  const settings = await reportFormSettings(services, state, kind);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  // A form shown again keeps the time it was first opened, while that stamp is good.
  const opened = renewedFormStamp(services, state, request, form);
  const show = ({ step, status, retryAfterSeconds }: StepAnswer<ReportStep>) =>
    data({ kind, settings, step, opened } satisfies ReportPageData, {
      status,
      headers: answerHeaders(retryAfterSeconds),
    });
  // A draft id that is no number names no draft of this browser: the code step cannot go on.
  const expired = { ok: false, problem: "expired" } as const;

  if (intent === "send") {
    const outcome = await submitReport(services, state, kind, request, form, { withTerms: kind === "complaint" });
    if (outcome.ok) return redirect(`${page}?report=${outcome.report.id}`, 303);
    const values = echoValues(kind, form);
    switch (outcome.problem) {
      case "rejected":
        // Refused as a form that does not pass, with the guard's reason (form-guard.ts).
        return show({
          step: { name: "form", values, formError: guardMessage(state.locale, outcome.refusal) },
          status: 422,
        });
      case "already_confirmed":
        return redirect(`${page}?sent=${outcome.report.id}`, 303);
      case "invalid":
        return show(formRefused(state.locale, outcome, values));
      default:
        return show(formRefused(state.locale, outcome, values));
    }
  }

  if (intent === "resend") {
    const outcome = await resendReportCode(services, state, kind, form, idField);
    if (outcome.ok) return redirect(`${page}?report=${outcome.ticket.record.id}&resent=1`, 303);
    return show(codeStepRefused(state.locale, codeLength, outcome.problem === "invalid" ? expired : outcome));
  }

  if (intent === "verify") {
    const outcome = await verifyReport(services, state, kind, form, idField);
    if (outcome.ok || outcome.problem === "already_confirmed") {
      return redirect(`${page}?sent=${outcome.report.id}`, 303);
    }
    return show(codeStepRefused(state.locale, codeLength, outcome.problem === "invalid" ? expired : outcome));
  }

  return show(unknownStep(state.locale));
}
