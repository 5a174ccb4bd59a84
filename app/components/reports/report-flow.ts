import { useEffect, useRef, useState } from "react";
import type { TFunction } from "~/i18n/translator";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { ReportStep } from "~/.server/reports/report-pages";
import type { ReportFormSettings } from "~/.server/reports/submit";
import {
  checkReportForm,
  formFields,
  REPORT_FIELDS,
  REPORT_KIND_PATHS,
  type CitizenReportKind,
} from "~/validation/citizen-rules";
import { chosenPhotos, photoCountAndSizeProblem, REPORT_PHOTO_FIELD, takesPhotos } from "~/validation/report-photos";
import { postForm, textOf } from "./citizen-client";

/**
 * The state of a report form with JavaScript: (1) the form; (2) once the JSON API answers with
 * the record, the one-time code; (3) the reference number. Without JavaScript the server renders
 * each step (`ReportStep`) and this state only starts from it. Focus moves to where each new step
 * begins (GOV.UK: the error summary, the alert, the first code box, the success panel).
 */
type Focus = "summary" | "alert" | "code" | "done" | "form";
type SentRecord = { id: number; mobile_number: string };
export type Busy = "sending" | "checking" | "resending" | null;

export type ClientStep =
  | { name: "form"; values: Record<string, string>; errors: Record<string, string>; formError?: string; focus?: Focus }
  | {
      name: "code";
      record: SentRecord;
      values: Record<string, string>;
      codeError?: string;
      notice?: "resent";
      /** The gateway reported that the SMS with the code did not reach the phone. */
      undelivered?: boolean;
      attempt: number;
      focus?: Focus;
    }
  | {
      name: "done";
      reference: string;
      id: number;
      /** The status link's path ("Check the status" without a code); the police station with the report. */
      statusPath: string;
      station: string | null;
      focus?: Focus;
    }
  | { name: "expired" };

const FOCUS_TARGETS: Record<Focus, string> = {
  summary: ".citizen-error-summary",
  alert: ".citizen-alert",
  code: ".citizen-otp-box, .citizen-otp-single",
  done: ".citizen-panel-title",
  form: "input:not([type=hidden]):not([tabindex='-1']), textarea",
};

export function useReportFlow(kind: CitizenReportKind, settings: ReportFormSettings, serverStep: ReportStep) {
  const { t } = useTranslation();
  const format = useFormat();
  const paths = REPORT_KIND_PATHS[kind];
  const translate = (key: string) => t(key as never, { length: format.digits(settings.otpLength) }) as string;

  const [step, setStep] = useState<ClientStep>(() => fromServer(serverStep, translate));
  const [busy, setBusy] = useState<Busy>(null);
  // A refusal as automated answers with the stamp to send from then on (a form open too long).
  const [renewedStamp, setRenewedStamp] = useState<string>();
  const container = useRef<HTMLDivElement>(null);

  const focus = "focus" in step ? step.focus : undefined;
  useEffect(() => {
    if (!focus || !container.current) return;
    const target = container.current.querySelector<HTMLElement>(FOCUS_TARGETS[focus]);
    // Bring the start of the step into view (below the sticky navigation), then focus without
    // letting the browser scroll the focused control under it.
    container.current.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  }, [step, focus]);

  // The handlers below never reject: postForm answers every failure (network, server, not JSON)
  // with a status the step shows, so the form's event handlers start them without waiting.
  async function send(form: HTMLFormElement) {
    if (busy) return;
    const data = new FormData(form);
    const values = echo(kind, data);
    // The server's rules without zod (citizen-rules.ts); the server judges the post again.
    const problems: Record<string, string> = checkReportForm(kind, formFields(data, REPORT_FIELDS[kind]), {
      today: settings.today,
      stationIds: settings.stations.map((station) => station.id),
      stopIds: settings.stops.map((stop) => stop.id),
      withTerms: kind === "complaint",
    });
    const photoProblem = takesPhotos(kind) ? photoCountAndSizeProblem(chosenPhotos(data)) : null;
    if (photoProblem) problems[REPORT_PHOTO_FIELD] = photoProblem;
    if (Object.keys(problems).length > 0) {
      // SPEC §5: an unticked terms box (or any invalid field) sends nothing.
      const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key)]));
      setStep({ name: "form", values, errors, focus: "summary" });
      return;
    }
    setBusy("sending");
    // SPEC §7: the complaint goes as multipart form data, the suggestion as a plain form; the
    // lost-and-found report (not shown there) as multipart too, for its photos.
    const body = takesPhotos(kind) ? data : new URLSearchParams(data as unknown as Record<string, string>);
    const answer = await postForm(`${paths.api}/new`, body);
    setBusy(null);
    const renewed = textOf(answer.body, "opened");
    if (renewed) setRenewedStamp(renewed);
    const record = answer.body?.[paths.key] as SentRecord | undefined;
    if (answer.status === 200 && record && typeof record.id === "number") {
      setStep({ name: "code", record, values, attempt: 0, focus: "code" });
      return;
    }
    const fieldErrors = answer.body?.errors as Record<string, string[]> | undefined;
    if (answer.status === 422 && fieldErrors && Object.keys(fieldErrors).length > 0) {
      const errors = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0] ?? ""]),
      );
      setStep({ name: "form", values, errors, focus: "summary" });
      return;
    }
    setStep({
      name: "form",
      values,
      errors: {},
      formError: failureText(answer.status, answer.body, t),
      focus: "alert",
    });
  }

  async function verify(code: string) {
    if (busy || step.name !== "code") return;
    setBusy("checking");
    const answer = await postForm(
      `${paths.api}/verify`,
      new URLSearchParams({ [paths.idField]: String(step.record.id), otp: code }),
    );
    setBusy(null);
    const reference = textOf(answer.body, "reference");
    const statusPath = textOf(answer.body, "status_path");
    if (answer.body?.otp_verification === "successful" && reference && statusPath) {
      const station = textOf(answer.body, "police_station") ?? null;
      setStep({ name: "done", reference, id: step.record.id, statusPath, station, focus: "done" });
      return;
    }
    const codeError = textOf(answer.body, "reason") ?? failureText(answer.status, answer.body, t);
    setStep({ ...step, notice: undefined, codeError, attempt: step.attempt + 1, focus: "code" });
  }

  async function resend() {
    if (busy || step.name !== "code") return;
    setBusy("resending");
    const answer = await postForm(
      `${paths.api}/resend`,
      new URLSearchParams({ [paths.idField]: String(step.record.id) }),
    );
    setBusy(null);
    const next = { ...step, attempt: step.attempt + 1, focus: "code" as const };
    if (answer.status === 200) setStep({ ...next, codeError: undefined, notice: "resent" });
    else setStep({ ...next, notice: undefined, codeError: failureText(answer.status, answer.body, t) });
  }

  /** Back to the form, with what was typed ("wrong number?") or empty ("send another"). */
  function restart(values: Record<string, string> = {}) {
    setStep({ name: "form", values, errors: {}, focus: "form" });
  }

  return { step, busy, stamp: renewedStamp, container, send, verify, resend, restart, translate };
}

/** The server's step as the component's own: field errors (i18n keys) become text. */
function fromServer(step: ReportStep, translate: (key: string) => string): ClientStep {
  switch (step.name) {
    case "form":
      return {
        name: "form",
        values: step.values ?? {},
        errors: Object.fromEntries(Object.entries(step.errors ?? {}).map(([field, key]) => [field, translate(key)])),
        formError: step.formError,
      };
    case "code":
      return {
        name: "code",
        record: step.record,
        values: {},
        codeError: step.codeError,
        notice: step.notice,
        undelivered: step.undelivered,
        attempt: 0,
      };
    case "done":
      return {
        name: "done",
        reference: step.reference,
        id: step.id,
        statusPath: step.statusPath,
        station: step.station,
      };
    case "expired":
      return { name: "expired" };
  }
}

/** The fields a visitor typed, to fill the form again after a refusal. */
function echo(kind: CitizenReportKind, data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of REPORT_FIELDS[kind]) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The message of a refusal: the server's own, or SPEC §8's "Some error occurred". */
function failureText(status: number, body: Record<string, unknown> | null, t: TFunction): string {
  if (status === 0) return t("citizen.errors.network");
  return textOf(body, "message") ?? t("citizen.errors.generic");
}

/** What every kind's fields component is given. */
export type ReportFieldsProps = {
  settings: ReportFormSettings;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The element id of a field, prefixed so that a page and a dialog never share one. */
  id: (name: string) => string;
  /** What a field of that name takes from the step: its id, name, the value typed, its error. */
  field: (name: string) => { id: string; name: string; defaultValue?: string; error?: string };
  headingLevel: 2 | 3;
};
