/**
 * FIR requests from signed-in citizens. The form has three steps; the answers of each
 * accepted step are kept on the server as the account's draft (one per account), so the form
 * works as plain HTML forms and survives a lost connection. Submitting validates both steps again,
 * then in one transaction makes a citizen report of kind `fir` with a reference number, addressed
 * to the railway police station with jurisdiction over the place, with its details, and deletes
 * the draft. The citizen is then texted the reference (a courtesy: it is on screen already).
 *
 * Everything here is scoped by the account: no function takes a report id on its own, so a
 * citizen can only ever reach their own requests.
 */
import { randomUUID } from "node:crypto";
import { indiaDay } from "~/lib/india-time";
import type { Locale } from "~/i18n/locales";
import { fieldErrorsOf, formFields, type FieldErrors } from "~/validation/citizen";
import {
  FIR_INCIDENT_FIELDS,
  FIR_PERSONAL_FIELDS,
  firDeclarationSchema,
  firIncidentSchema,
  firPersonalSchema,
  PROPERTY_ROWS,
} from "~/validation/fir";
import type { CitizenAccount, FirRequestRow, ReportStatus } from "../db/tables/citizen";
import type { Db } from "../db/connection";
import type { AppServices } from "../services";
import { maskMobile } from "../sms/mask";
import { composeSms, smsLanguage } from "../sms/templates";
import { nextReference, REFERENCE_PREFIXES } from "../reports/reference-numbers";
import { findStop, jurisdictionOf, RAILWAY_STOP_IDS } from "../content/stations/railway-stops";

/** An unfinished FIR form is deleted this long after its last change (the privacy page says so). */
export const FIR_DRAFT_LIFETIME_DAYS = 30;

export type FirStep = "personal" | "incident";
export type StepValues = Record<string, string>;
export type FirDraft = { personal?: StepValues; incident?: StepValues };

const STEP_FIELDS: Record<FirStep, readonly string[]> = {
  personal: FIR_PERSONAL_FIELDS,
  incident: FIR_INCIDENT_FIELDS,
};

function schemaFor(step: FirStep, today: string) {
  return step === "personal" ? firPersonalSchema({ today }) : firIncidentSchema({ today, stopIds: RAILWAY_STOP_IDS });
}

/** The accepted answers as text, blanks left out, for the draft and for showing again. */
function asValues(parsed: Record<string, unknown>): StepValues {
  const values: StepValues = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (typeof value === "string" && value !== "") values[field] = value;
  }
  return values;
}

function parseDraft(text: string | undefined): FirDraft {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as FirDraft;
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export async function loadDraft(db: Db, accountId: number): Promise<FirDraft> {
  const row = await db.selectFrom("fir_drafts").select("data").where("account_id", "=", accountId).executeTakeFirst();
  return parseDraft(row?.data);
}

/** Deletes the drafts nobody has touched for FIR_DRAFT_LIFETIME_DAYS. */
export async function purgeStaleDrafts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - FIR_DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("fir_drafts").where("updated_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type StepOutcome = { ok: true } | { ok: false; errors: FieldErrors; values: StepValues };

/**
 * Validates one step's answers and keeps them in the draft. Refused answers are kept as typed too
 * (the form promises "your answers are kept as you go"): closing the form after an
 * error and coming back shows them again. That is safe because nothing trusts the draft: a later
 * step opens only once the earlier ones validate (incompleteStep) and submitting validates again.
 */
export async function saveStep(
  services: AppServices,
  account: CitizenAccount,
  step: FirStep,
  form: FormData,
): Promise<StepOutcome> {
  const fields = formFields(form, STEP_FIELDS[step]);
  const parsed = schemaFor(step, indiaDay(services.clock.now())).safeParse(fields);
  if (!parsed.success) {
    const values: StepValues = {};
    for (const [field, value] of Object.entries(fields)) if (value) values[field] = value.slice(0, 3000);
    await keepStep(services, account, step, values);
    return { ok: false, errors: fieldErrorsOf(parsed.error), values };
  }
  await keepStep(services, account, step, asValues(parsed.data as Record<string, unknown>));
  return { ok: true };
}

async function keepStep(services: AppServices, account: CitizenAccount, step: FirStep, values: StepValues) {
  const draft = await loadDraft(services.db, account.id);
  draft[step] = values;
  const data = JSON.stringify(draft);
  const now = services.clock.now().toISOString();
  await services.db
    .insertInto("fir_drafts")
    .values({ account_id: account.id, data, updated_at: now })
    .onConflict((conflict) => conflict.column("account_id").doUpdateSet({ data, updated_at: now }))
    .execute();
}

/** The first step whose answers are missing or no longer valid (a date may have aged), if any. */
export function incompleteStep(draft: FirDraft, today: string): FirStep | null {
  for (const step of ["personal", "incident"] as const) {
    if (!draft[step] || !schemaFor(step, today).safeParse(draft[step]).success) return step;
  }
  return null;
}

export type SubmitOutcome =
  | { ok: true; reference: string }
  | { ok: false; problem: "incomplete"; step: FirStep }
  | { ok: false; problem: "declaration"; errors: FieldErrors };

const text = (values: StepValues, field: string): string | null => values[field] ?? null;

/** Step 3: the declaration, then the request is made and the draft is gone. */
export async function submitFirRequest(
  services: AppServices,
  account: CitizenAccount,
  locale: Locale,
  form: FormData,
): Promise<SubmitOutcome> {
  const today = indiaDay(services.clock.now());
  const draft = await loadDraft(services.db, account.id);
  const missing = incompleteStep(draft, today);
  if (missing) return { ok: false, problem: "incomplete", step: missing };
  const declared = firDeclarationSchema.safeParse(formFields(form, ["declaration"]));
  if (!declared.success) return { ok: false, problem: "declaration", errors: fieldErrorsOf(declared.error) };

  const personal = draft.personal!;
  const incident = draft.incident!;
  const atStation = incident["place-type"] === "station";
  const placeStop = atStation ? incident.stop! : incident["from-stop"]!;
  const property = Array.from({ length: PROPERTY_ROWS }, (_, index) => index + 1)
    .filter((row) => incident[`property-item-${row}`])
    .map((row) => ({ item: incident[`property-item-${row}`]!, value: Number(incident[`property-value-${row}`]) }));

  const now = services.clock.now();
  const report = await services.db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx, REFERENCE_PREFIXES.fir, Number(today.slice(0, 4)));
    const row = await trx
      .insertInto("citizen_reports")
      .values({
        kind: "fir",
        submission_key: randomUUID(),
        owner_key: `account:${account.id}`,
        account_id: account.id,
        reference,
        status: "received",
        locale,
        name: personal["full-name"]!,
        mobile_number: account.mobile_number,
        message: incident.description!,
        incident_date: incident["incident-date"]!,
        incident_time: incident["incident-time"]!,
        station_id: jurisdictionOf(placeStop) ?? null,
        line: findStop(placeStop)?.lines[0] ?? null,
        train: atStation ? null : text(incident, "train"),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        confirmed_at: now.toISOString(),
      })
      .returning(["id", "reference"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("fir_requests")
      .values({
        report_id: row.id,
        parentage_name: personal["parentage-name"]!,
        date_of_birth: personal["date-of-birth"]!,
        gender: personal.gender as FirRequestRow["gender"],
        country: personal.country!,
        alternate_mobile: text(personal, "alternate-mobile"),
        address: personal.address!,
        place_type: atStation ? "station" : "train",
        stop_id: atStation ? placeStop : null,
        platform: atStation ? text(incident, "platform") : null,
        train_class: atStation ? null : text(incident, "train-class"),
        coach: atStation ? null : text(incident, "coach"),
        from_stop_id: atStation ? null : text(incident, "from-stop"),
        to_stop_id: atStation ? null : text(incident, "to-stop"),
        offence: incident.offence as FirRequestRow["offence"],
        property: JSON.stringify(property),
        suspects: text(incident, "suspects"),
        witnesses: text(incident, "witnesses"),
      })
      .execute();
    await trx.deleteFrom("fir_drafts").where("account_id", "=", account.id).execute();
    return row;
  });

  services.logger.info(
    { kind: "fir", reference: report.reference, to: maskMobile(account.mobile_number) },
    "FIR request submitted",
  );
  const url = services.reports.statusLink({ ...report, mobile_number: account.mobile_number });
  void services.sms
    .send({
      to: account.mobile_number,
      template: "reference",
      language: smsLanguage(locale),
      purpose: "fir",
      ...composeSms("reference", smsLanguage(locale), { purpose: "fir", reference: report.reference!, url }),
    })
    .catch(() => undefined);
  return { ok: true, reference: report.reference! };
}

export type PropertyItem = { item: string; value: number };

export type FirAcknowledgement = {
  reference: string;
  status: ReportStatus;
  submittedAt: string;
  updatedAt: string;
  publicRemark: string | null;
  name: string;
  mobile: string;
  /** The station's name in each language staff wrote it in; English always. */
  policeStation: ({ en: string } & Partial<Record<Locale, string | null>>) | null;
  description: string;
  incidentDate: string;
  incidentTime: string | null;
  train: string | null;
  details: Omit<FirRequestRow, "report_id" | "property"> & {
    property: PropertyItem[];
    fir_number: string | null;
    fir_recorded_at: string | null;
  };
};

/** One of the account's own FIR requests by its reference; nothing for anyone else's. */
export async function findOwnFirRequest(
  db: Db,
  account: CitizenAccount,
  reference: string,
): Promise<FirAcknowledgement | undefined> {
  const row = await db
    .selectFrom("citizen_reports")
    .innerJoin("fir_requests", "fir_requests.report_id", "citizen_reports.id")
    .leftJoin("police_stations", "police_stations.id", "citizen_reports.station_id")
    .selectAll("fir_requests")
    .select([
      "citizen_reports.reference",
      "citizen_reports.status",
      "citizen_reports.confirmed_at",
      "citizen_reports.updated_at",
      "citizen_reports.public_remark",
      "citizen_reports.name",
      "citizen_reports.mobile_number",
      "citizen_reports.message",
      "citizen_reports.incident_date",
      "citizen_reports.incident_time",
      "citizen_reports.train",
      "citizen_reports.fir_number",
      "citizen_reports.fir_recorded_at",
      "police_stations.name_en as station_en",
      "police_stations.name_mr as station_mr",
      "police_stations.name_hi as station_hi",
    ])
    .where("citizen_reports.kind", "=", "fir")
    .where("citizen_reports.account_id", "=", account.id)
    .where("citizen_reports.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const { report_id: _id, property, station_en, station_mr, station_hi, ...rest } = row;
  return {
    reference: row.reference!,
    status: row.status as ReportStatus,
    submittedAt: row.confirmed_at!,
    updatedAt: row.updated_at,
    publicRemark: row.public_remark,
    name: row.name,
    mobile: row.mobile_number,
    policeStation: station_en ? { en: station_en, mr: station_mr, hi: station_hi } : null,
    description: row.message,
    incidentDate: row.incident_date!,
    incidentTime: row.incident_time,
    train: row.train,
    details: {
      parentage_name: rest.parentage_name,
      date_of_birth: rest.date_of_birth,
      gender: rest.gender,
      country: rest.country,
      alternate_mobile: rest.alternate_mobile,
      address: rest.address,
      place_type: rest.place_type,
      stop_id: rest.stop_id,
      platform: rest.platform,
      train_class: rest.train_class,
      coach: rest.coach,
      from_stop_id: rest.from_stop_id,
      to_stop_id: rest.to_stop_id,
      offence: rest.offence,
      suspects: rest.suspects,
      witnesses: rest.witnesses,
      fir_number: row.fir_number,
      fir_recorded_at: row.fir_recorded_at,
      property: JSON.parse(property) as PropertyItem[],
    },
  };
}

export type MyReport = {
  reference: string;
  kind: "suggestion" | "complaint" | "lost_found" | "fir";
  status: ReportStatus;
  submittedAt: string;
  updatedAt: string;
  publicRemark: string | null;
  firNumber: string | null;
};

/**
 * Everything confirmed from the account's mobile number (suggestions, complaints and lost-and-found
 * reports confirmed with a code sent to it) and the account's FIR requests, newest first.
 */
export async function listMyReports(db: Db, account: CitizenAccount): Promise<MyReport[]> {
  const rows = await db
    .selectFrom("citizen_reports")
    .select([
      "citizen_reports.reference",
      "citizen_reports.kind",
      "citizen_reports.status",
      "citizen_reports.confirmed_at",
      "citizen_reports.updated_at",
      "citizen_reports.public_remark",
      "citizen_reports.fir_number",
    ])
    .where("citizen_reports.status", "!=", "draft")
    .where((eb) =>
      eb.or([
        eb("citizen_reports.account_id", "=", account.id),
        eb.and([
          eb("citizen_reports.kind", "!=", "fir"),
          eb("citizen_reports.mobile_number", "=", account.mobile_number),
        ]),
      ]),
    )
    .orderBy("citizen_reports.confirmed_at", "desc")
    .orderBy("citizen_reports.id", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    reference: row.reference!,
    kind: row.kind,
    status: row.status as ReportStatus,
    submittedAt: row.confirmed_at!,
    updatedAt: row.updated_at,
    publicRemark: row.public_remark,
    firNumber: row.fir_number,
  }));
}
