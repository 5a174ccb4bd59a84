/**
 * The three steps every citizen report goes through, whichever way it arrives (a page without
 * JavaScript, a dialog using the JSON API): send the form (a draft, and a code by SMS), confirm the
 * code (the report becomes "received" with a reference), and ask for a new code. The pages and the
 * API only translate HTTP to these calls and their outcomes back.
 */
import type { CitizenReport } from "../db/tables/citizen";
import { DRAFT_LIFETIME_MS, type DraftInput } from "./reports";
import type { RequestState } from "../context";
import { attachPhotos, preparePhotos } from "./photos";
import {
  CODE_MINUTES,
  codeRefused,
  sendRefused,
  type FieldsRefused,
  type ResendOutcome as CodeStepResendOutcome,
  type StartOutcome,
  type VerifyOutcome as CodeStepVerifyOutcome,
} from "../otp/code-step";
import type { AppServices } from "../services";
import { findStop, RAILWAY_STOP_IDS, RAILWAY_STOPS } from "../content/stations/railway-stops";
import { nameOfStop, stationForStop } from "../content/stations/jurisdiction";
import { localized, textsOf } from "../content/localized";
import type { Locale } from "~/i18n/locales";
import { indiaDay } from "~/lib/india-time";
import {
  complaintFormSchema,
  complaintSchema,
  fieldErrorsOf,
  formFields,
  lostFoundSchema,
  REPORT_FIELDS,
  reportIdField,
  suggestionSchema,
  type CitizenReportKind,
  type FieldErrors,
} from "~/validation/citizen";
import { chosenPhotos, photoCountAndSizeProblem, takesPhotos } from "~/validation/report-photos";
import type { PLACE_TYPES } from "~/validation/citizen-rules";
import {
  checkFormGuard,
  csrfTokenOf,
  formOpenedAt,
  formOpenedStampOf,
  signFormOpened,
  submissionKey,
  type GuardRefusal,
} from "./form-guard";
import { requesterOf } from "../otp/requester";

/** What the forms need to know about the server's settings (privacy notice, code boxes, dates). */
export type ReportFormSettings = {
  otpLength: number;
  codeMinutes: number;
  draftMinutes: number;
  retentionDays: number;
  /** The calendar day in India: a lost-and-found date may not be later. */
  today: string;
  /** Stations one may pick on the lost-and-found form. */
  stations: Array<{ id: number; name: string; lang?: Locale }>;
  /** Railway stops one may pick on the complaint and lost-and-found forms, in line order (the stop decides the station). */
  stops: Array<{ id: string; name: string }>;
};

/** What a report's code step holds on to: its draft, and the mobile the code went to. */
export type CodeTicket = { record: { id: number; mobile_number: string } };

/** A report this browser already confirmed (a second click, a parallel request that won). */
type AlreadyConfirmed = { ok: false; problem: "already_confirmed"; report: CitizenReport };

export type SubmitOutcome =
  | StartOutcome<{ report: CitizenReport }>
  | { ok: false; problem: "rejected"; refusal: GuardRefusal; opened: string }
  | AlreadyConfirmed;

/**
 * A right code confirms the draft. "invalid" is a draft id that is no number; "expired" a draft
 * that is gone (expired, or never this browser's).
 */
export type VerifyOutcome =
  CodeStepVerifyOutcome<{ report: CitizenReport }, CodeTicket> | FieldsRefused | AlreadyConfirmed;

export type ResendOutcome = CodeStepResendOutcome<CodeTicket> | FieldsRefused;

/** The ticket of a draft's code step. */
export const codeTicketOf = (draft: CitizenReport): CodeTicket => ({
  record: { id: draft.id, mobile_number: draft.mobile_number },
});

/**
 * Stations a lost-and-found report can name (and the found-property register be searched by): the
 * railway police stations (type PS), each in the reader's language or marked with the one it is in.
 */
export async function reportableStations(services: AppServices, locale: Locale) {
  const stations = await services.stations.listAll();
  return stations
    .filter((station) => station.type === "PS")
    .map((station) => {
      const name = localized(textsOf(station, "name"), locale);
      return { id: station.id, name: name.text, ...(name.lang !== locale ? { lang: name.lang } : {}) };
    });
}

export async function reportFormSettings(
  services: AppServices,
  state: RequestState,
  kind: CitizenReportKind,
): Promise<ReportFormSettings> {
  return {
    otpLength: services.config.otpLength,
    codeMinutes: CODE_MINUTES,
    draftMinutes: Math.round(DRAFT_LIFETIME_MS / 60_000),
    retentionDays: services.config.reportRetentionDays,
    today: indiaDay(services.clock.now()),
    stations: kind === "lost_found" ? await reportableStations(services, state.locale) : [],
    stops:
      kind === "suggestion" ? [] : RAILWAY_STOPS.map((stop) => ({ id: stop.id, name: nameOfStop(stop, state.locale) })),
  };
}

/**
 * The "opened at" stamp for a report form shown to this browser now (form-guard.ts). Every render
 * of a form (its page, or the page's loader fetched by a home page dialog when it opens) makes one;
 * the forms are never stored in the page cache (they say no-store), so no one else's stamp, nor an
 * old one, is ever shown.
 */
export function formOpenedStamp(services: AppServices, state: RequestState): string {
  return signFormOpened(services.config.appSecret, state.anonId, services.clock.now().getTime());
}

/**
 * The stamp a form shown again after a refusal carries: the one it was sent with while that is
 * still good (the form was opened then, and the person only corrects it), else a new one.
 */
export function renewedFormStamp(services: AppServices, state: RequestState, request: Request, form: FormData): string {
  const sent = formOpenedStampOf(request, form);
  const openedAt = formOpenedAt(services.config.appSecret, state.anonId, sent, services.clock.now().getTime());
  return openedAt !== null && sent ? sent : formOpenedStamp(services, state);
}

/** Validates the fields of one kind; `withTerms` for the complaint page's terms checkbox. */
/**
 * When and where, as a complaint and a lost report both ask it. The stop decides the line and the
 * police station with jurisdiction over it (for a train, the stop it was leaving).
 */
async function placeOf(
  services: AppServices,
  d: {
    incident_date: string | null;
    incident_time: string | null;
    place_type: (typeof PLACE_TYPES)[number] | null;
    stop_id: string | null;
    train: string | null;
  },
) {
  return {
    incident_date: d.incident_date,
    incident_time: d.incident_time,
    place_type: d.place_type,
    stop_id: d.stop_id,
    train: d.train,
    line: d.stop_id ? (findStop(d.stop_id)?.lines[0] ?? null) : null,
    station_id: await stationForStop(services.db, d.stop_id),
  };
}

async function parseReport(
  services: AppServices,
  kind: CitizenReportKind,
  form: FormData,
  withTerms: boolean,
): Promise<{ ok: true; input: Omit<DraftInput, "locale"> } | { ok: false; errors: FieldErrors }> {
  const fields = formFields(form, REPORT_FIELDS[kind]);
  if (kind === "suggestion") {
    const parsed = suggestionSchema.safeParse(fields);
    if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
    const { name, mobile_number, suggestion } = parsed.data;
    return { ok: true, input: { name, mobile_number, message: suggestion } };
  }
  if (kind === "complaint") {
    const context = { today: indiaDay(services.clock.now()), stopIds: RAILWAY_STOP_IDS };
    const parsed = (withTerms ? complaintFormSchema(context) : complaintSchema(context)).safeParse(fields);
    if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
    const d = parsed.data;
    return {
      ok: true,
      input: {
        name: d.name,
        mobile_number: d.mobile_number,
        message: d.complaint,
        complaint_category: d.category,
        ...(await placeOf(services, d)),
        platform: d.platform,
      },
    };
  }
  const stations = await services.stations.listAll();
  const schema = lostFoundSchema({
    today: indiaDay(services.clock.now()),
    stationIds: stations.filter((s) => s.type === "PS").map((s) => s.id),
    stopIds: RAILWAY_STOP_IDS,
  });
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const d = parsed.data;
  const place = await placeOf(services, d);
  return {
    ok: true,
    input: {
      name: d.name,
      mobile_number: d.mobile_number,
      message: d.description,
      lf_type: d.type,
      category: d.category,
      ...place,
      // A client of the API may name the police station (when it gives no stop) and the line.
      station_id: d.stop_id ? place.station_id : d.station_id,
      line: d.line ?? place.line,
      imei: d.imei,
      imei_2: d.imei_2,
    },
  };
}

/**
 * Step 1: the form. Makes the draft (or finds the one this same submission made) and sends its
 * code, unless a code sent for it moments ago can still be used (a double click sends one SMS).
 */
export async function submitReport(
  services: AppServices,
  state: RequestState,
  kind: CitizenReportKind,
  request: Request,
  form: FormData,
  options: { withTerms: boolean },
): Promise<SubmitOutcome> {
  const parsed = await parseReport(services, kind, form, options.withTerms);
  const files = takesPhotos(kind) ? chosenPhotos(form) : [];
  // Too many or too large photos are said together with the other fields' problems.
  const photoProblem = photoCountAndSizeProblem(files);
  if (!parsed.ok || photoProblem) {
    const errors = parsed.ok ? {} : parsed.errors;
    return { ok: false, problem: "invalid", errors: photoProblem ? { ...errors, photos: photoProblem } : errors };
  }

  const refusal = checkFormGuard({
    form,
    stamp: formOpenedStampOf(request, form),
    secret: services.config.appSecret,
    anonId: state.anonId,
    now: services.clock.now().getTime(),
    minFillMs: services.config.formMinFillMs,
  });
  if (refusal) {
    services.logger.info({ kind, refusal, requestId: state.requestId }, "citizen form refused");
    return { ok: false, problem: "rejected", refusal, opened: renewedFormStamp(services, state, request, form) };
  }

  const token = csrfTokenOf(request, form);
  const key = submissionKey({
    secret: services.config.appSecret,
    anonId: state.anonId,
    token,
    kind,
    content: parsed.input,
  });
  const requester = requesterOf(state);
  // The cheap checks before the costly work: a post the code limits refuse decodes no photo and
  // stores nothing. The same submission sent again (a double click) may reuse the code it sent.
  const earlier = await services.reports.findSubmission(key, state.anonId);
  if (earlier && earlier.status !== "draft") return { ok: false, problem: "already_confirmed", report: earlier };
  const allowed = await services.reports.maySendCode(kind, parsed.input.mobile_number, requester, earlier);
  if (!allowed.ok) return sendRefused(allowed);

  const photos = await preparePhotos(files, services.photoDecodes);
  if (!photos.ok) {
    return photos.problem === "busy"
      ? { ok: false, problem: "busy" }
      : { ok: false, problem: "invalid", errors: { photos: photos.problem } };
  }

  const draftInput: DraftInput = { ...parsed.input, locale: state.locale };
  let report = await services.reports.createDraft(kind, key, state.anonId, draftInput);
  if (report.status !== "draft") return { ok: false, problem: "already_confirmed", report };
  if (report.draft_expires_at !== null && report.draft_expires_at <= services.clock.now().toISOString()) {
    // The same submission, sent again after its draft expired: clear expired drafts and start afresh.
    await services.reports.purge();
    report = await services.reports.createDraft(kind, key, state.anonId, draftInput);
  }

  await attachPhotos(services.db, report.id, photos.photos);

  // A repeated submission (a double click, copies sent at once) reuses the code already sent.
  const sent = await services.reports.sendCode(report, requester, { unlessLive: true });
  if (sent.ok) return { ok: true, report };
  // The limits refused after all (another post took the last send meanwhile): a draft no code
  // went out for can never be confirmed, so it and its photos go at once. A draft whose SMS failed
  // stays, for the same form sent again.
  if (sent.reason !== "sms_failed" && report.id !== earlier?.id) await services.reports.discardDraft(report);
  return sendRefused(sent);
}

function parseReportId(raw: FormDataEntryValue | null, field: string) {
  const parsed = reportIdField.safeParse(typeof raw === "string" ? raw : undefined);
  return parsed.success
    ? { ok: true as const, id: parsed.data }
    : { ok: false as const, errors: { [field]: parsed.error.issues[0]!.message } };
}

/**
 * Step 2: the code. A report this browser already confirmed (a second click, a parallel request
 * that lost the race) is reported as such, with its reference, and is never confirmed twice.
 */
export async function verifyReport(
  services: AppServices,
  state: RequestState,
  kind: CitizenReportKind,
  form: FormData,
  idField: string,
): Promise<VerifyOutcome> {
  const id = parseReportId(form.get(idField), idField);
  if (!id.ok) return { ok: false, problem: "invalid", errors: id.errors };
  const otp = form.get("otp");
  const code = typeof otp === "string" ? otp.slice(0, 32) : "";

  const draft = await services.reports.findDraft(kind, id.id, state.anonId);
  if (!draft) {
    const confirmed = await services.reports.findConfirmedOwned(kind, id.id, state.anonId);
    return confirmed
      ? { ok: false, problem: "already_confirmed", report: confirmed }
      : { ok: false, problem: "expired" };
  }
  const result = await services.reports.confirm(draft, code, requesterOf(state));
  if (result.ok) return { ok: true, report: result.value };
  if (result.reason === "no_code") {
    // Lost a race with a parallel confirmation of the same code by this browser: that one won.
    const confirmed = await services.reports.findConfirmedOwned(kind, id.id, state.anonId);
    if (confirmed) return { ok: false, problem: "already_confirmed", report: confirmed };
  }
  return codeRefused(result, {
    ticket: codeTicketOf(draft),
    undelivered: await services.reports.codeUndelivered(draft),
  });
}

/** "Not received a text message?": a new code for the draft (the old one stops working). */
export async function resendReportCode(
  services: AppServices,
  state: RequestState,
  kind: CitizenReportKind,
  form: FormData,
  idField: string,
): Promise<ResendOutcome> {
  const id = parseReportId(form.get(idField), idField);
  if (!id.ok) return { ok: false, problem: "invalid", errors: id.errors };
  const draft = await services.reports.findDraft(kind, id.id, state.anonId);
  if (!draft) return { ok: false, problem: "expired" };
  const sent = await services.reports.sendCode(draft, requesterOf(state));
  if (sent.ok) return { ok: true, ticket: codeTicketOf(draft) };
  return {
    ...sendRefused(sent),
    ticket: codeTicketOf(draft),
    undelivered: await services.reports.codeUndelivered(draft),
  };
}

/** A draft of this browser, for the code page. */
export async function findOwnDraft(services: AppServices, state: RequestState, kind: CitizenReportKind, id: number) {
  return services.reports.findDraft(kind, id, state.anonId);
}

/** A report this browser confirmed, for its "sent" page. */
export async function findOwnConfirmed(
  services: AppServices,
  state: RequestState,
  kind: CitizenReportKind,
  id: number,
) {
  return services.reports.findConfirmedOwned(kind, id, state.anonId);
}
