/**
 * /fir-dashboard over HTTP (SPEC §2 "FIR dashboard"). Signed-in citizens only. The page shows the
 * warning, the welcome and the citizen's own requests; `?step=` opens the collapsible FIR form at a
 * step ('File New FIR' is a link to the first step, Cancel a link back), so the form is plain HTML
 * forms and links that work without JavaScript. Each step's post is validated on the server; good
 * answers go to the draft and the next step opens, bad ones come back with their messages.
 */
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { indiaDay } from "~/lib/india-time";
import type { Locale } from "~/i18n/locales";
import { maskMobile } from "../sms/mask";
import { requestContext, servicesContext } from "../context";
import type { FieldErrors } from "~/validation/citizen";
import { translator } from "../otp/code-step";
import { saveAccountName } from "./accounts/citizen-sign-in";
import { DASHBOARD_PATH, requireCitizen } from "./accounts/citizen-guard";
import {
  incompleteStep,
  listMyReports,
  loadDraft,
  saveStep,
  submitFirRequest,
  type MyReport,
  type StepValues,
} from "./fir-requests";
import { localized, textsOf } from "../content/localized";
import { nameOfStop } from "../content/stations/jurisdiction";
import { jurisdictionOf, RAILWAY_STOPS } from "../content/stations/railway-stops";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const FORM_STEPS = ["personal", "incident", "review"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export type StopOption = { id: string; name: string; lines: readonly string[] };

export type DashboardData = {
  view: "name" | "dashboard";
  name: string | null;
  maskedMobile: string;
  /** The open step of the FIR form, or null while it is collapsed. */
  step: FormStep | null;
  /** The draft's answers of both steps (the open step's fields and the review show them). */
  draft: { personal: StepValues; incident: StepValues };
  reports: MyReport[];
  /** Railway stops in the visitor's language, while a step needs them. */
  stops: StopOption[];
  /** Where the request will go (the review step). */
  policeStation: string | null;
  answerId: string;
};

export type DashboardActionData = {
  step: FormStep | "name";
  values: StepValues;
  errors: FieldErrors;
  answerId: string;
};

const NO_STORE = { "Cache-Control": "no-store" };

function requestedStep(url: URL): FormStep | null {
  const step = url.searchParams.get("step");
  return FORM_STEPS.includes(step as FormStep) ? (step as FormStep) : null;
}

function stopOptions(locale: Locale): StopOption[] {
  return RAILWAY_STOPS.map((stop) => ({ id: stop.id, name: nameOfStop(stop, locale), lines: stop.lines }));
}

export async function loadDashboard(args: Args): Promise<DashboardData> {
  const account = await requireCitizen(args);
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const draft = await loadDraft(services.db, account.id);
  let step = account.name ? requestedStep(new URL(args.request.url)) : null;
  // A later step opens only when the earlier ones are done (and still valid).
  if (step === "incident" || step === "review") {
    const missing = incompleteStep(draft, indiaDay(services.clock.now()));
    if (missing === "personal" || (missing === "incident" && step === "review")) step = missing;
  }
  let policeStation: string | null = null;
  if (step === "review" && draft.incident) {
    const stop = draft.incident["place-type"] === "station" ? draft.incident.stop : draft.incident["from-stop"];
    const stationId = stop ? jurisdictionOf(stop) : undefined;
    const station = stationId ? await services.stations.findById(stationId) : undefined;
    policeStation = station ? localized(textsOf(station, "name"), locale).text : null;
  }
  return {
    view: account.name ? "dashboard" : "name",
    name: account.name,
    maskedMobile: maskMobile(account.mobile_number),
    step,
    draft: {
      personal: draft.personal ?? (account.name ? { "full-name": account.name } : {}),
      incident: draft.incident ?? {},
    },
    reports: account.name ? await listMyReports(services.db, account) : [],
    stops: step === "incident" || step === "review" ? stopOptions(locale) : [],
    policeStation,
    answerId: randomUUID(),
  };
}

export async function dashboardAction(args: Args) {
  const account = await requireCitizen(args);
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const refused = (step: DashboardActionData["step"], values: StepValues, errors: FieldErrors, status = 422) =>
    data({ step, values, errors, answerId: randomUUID() } satisfies DashboardActionData, { status, headers: NO_STORE });
  const go = (step: FormStep | null) =>
    redirect(step ? `${DASHBOARD_PATH}?step=${step}#fir-form` : DASHBOARD_PATH, { headers: NO_STORE });

  if (intent === "name") {
    const saved = await saveAccountName(services, account, form);
    if (!saved.ok) return refused("name", { name: String(form.get("name") ?? "").slice(0, 200) }, saved.errors);
    return go(null);
  }
  if (!account.name) return go(null);

  if (intent === "personal" || intent === "incident") {
    const saved = await saveStep(services, account, intent, form);
    if (!saved.ok) return refused(intent, saved.values, saved.errors);
    return go(intent === "personal" ? "incident" : "review");
  }

  if (intent === "submit") {
    const outcome = await submitFirRequest(services, account, locale, form);
    if (outcome.ok) {
      return redirect(`${DASHBOARD_PATH}/requests/${outcome.reference}?submitted=1`, { headers: NO_STORE });
    }
    if (outcome.problem === "incomplete") return go(outcome.step);
    return refused("review", {}, outcome.errors);
  }

  const step = requestedStep(new URL(args.request.url)) ?? "personal";
  return refused(step, {}, { form: translator(locale)("citizen.errors.generic") }, 400);
}
