/**
 * The rules of the citizen-service forms (SPEC §5), shared by the pages, the dialogs and the JSON
 * API so that a field is judged the same way wherever it is sent from. Messages are i18n keys under
 * `citizen.validation`; whoever shows them translates them. The browser bundle imports this file,
 * so it must stay free of server code.
 */
import { z } from "./zod";

/** The report kinds of the citizen services, as the database names them. */
export const CITIZEN_REPORT_KINDS = ["suggestion", "complaint", "lost_found"] as const;
export type CitizenReportKind = (typeof CITIZEN_REPORT_KINDS)[number];

export const LOST_FOUND_TYPES = ["lost", "found"] as const;
export const LOST_FOUND_CATEGORY_VALUES = [
  "mobile_phone",
  "bag",
  "wallet_purse",
  "documents",
  "jewellery",
  "other",
] as const;
export type LostFoundCategoryValue = (typeof LOST_FOUND_CATEGORY_VALUES)[number];
export const RAILWAY_LINES = ["central", "western", "harbour", "trans_harbour"] as const;

/**
 * How each kind is reached: its page (the plain-HTML flow), its JSON API (SPEC §7), the key of the
 * record in the creation answer and the name of the id field the verification takes.
 */
export const REPORT_KIND_PATHS = {
  suggestion: { page: "/suggestion", api: "/api/suggestion", key: "suggestion", idField: "suggestion_id" },
  complaint: { page: "/complaint", api: "/api/complaint", key: "complaint", idField: "complaint_id" },
  lost_found: {
    page: "/lost-and-found",
    api: "/api/lost-found-report",
    key: "lost_found_report",
    idField: "lost_found_report_id",
  },
} as const satisfies Record<CitizenReportKind, { page: string; api: string; key: string; idField: string }>;

/** The honeypot: a field people never see or fill in, and that form-filling robots do. */
export const HONEYPOT_FIELD = "website";

export const NAME_MAX = 100;
export const SUGGESTION_MAX = 2000;
export const COMPLAINT_MAX = 3000;
export const DESCRIPTION_MAX = 1000;
export const TRAIN_MAX = 60;
/** SPEC §9: a mobile number is 10 characters. */
export const MOBILE_LENGTH = 10;
/** Lost-and-found reports are for the last year; older losses go to the police station directly. */
export const INCIDENT_MAX_AGE_DAYS = 365;

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९) as ASCII digits: Marathi keyboards type them. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * A mobile number as people write it, reduced to its ten digits: spaces, hyphens, brackets and a
 * leading +91, 91 or 0 dropped, Devanagari digits read as digits.
 */
export function normalizeMobile(input: string): string {
  const digits = asciiDigits(input.normalize("NFKC")).replace(/[\s\-().]/g, "");
  if (/^\+91\d{10}$/.test(digits)) return digits.slice(3);
  if (/^0091\d{10}$/.test(digits)) return digits.slice(4);
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

/** An Indian mobile number: ten digits starting 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * Letters of the Latin alphabet (with accents) and of Devanagari (with its vowel signs and the
 * joiners Marathi typing uses), spaces, dots and apostrophes; at least one letter. Devanagari
 * digits and the danda are not letters.
 */
const NAME_LETTERS = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0900-\\u0963\\u0971-\\u097F\\u200C\\u200D";
// Vowel signs and joiners are listed on their own in the class on purpose: each is allowed anywhere.
// eslint-disable-next-line no-misleading-character-class
export const NAME_PATTERN = new RegExp(`^(?=.*[${NAME_LETTERS}])[${NAME_LETTERS} .'\\u2019]+$`);
/** The same rule for the input's `pattern` attribute (which browsers anchor themselves). */
export const NAME_PATTERN_ATTRIBUTE = `[${NAME_LETTERS} .'\\u2019]+`;

/** A reference number as issued, e.g. MRP-C-2026-000123. */
export const REFERENCE_PATTERN = /^MRP-[SCLF]-\d{4}-\d{6}$/;

/** A reference as people type it: upper case, no spaces, any dash kind. */
export function normalizeReference(input: string): string {
  return input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/\s/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-");
}

export const collapseSpaces = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

export const required = (key: string) => z.string({ error: key });

export const nameField = required("citizen.validation.name_required")
  .transform(collapseSpaces)
  .pipe(
    z
      .string()
      .min(1, "citizen.validation.name_required")
      .max(NAME_MAX, "citizen.validation.name_too_long")
      .regex(NAME_PATTERN, "citizen.validation.name_letters"),
  );

export const mobileField = required("citizen.validation.mobile_required")
  .transform(normalizeMobile)
  .pipe(
    z.string().min(1, "citizen.validation.mobile_required").regex(MOBILE_PATTERN, "citizen.validation.mobile_invalid"),
  );

/** A block of text: trimmed, line breaks kept, required, bounded. */
export const textField = (requiredKey: string, tooLongKey: string, max: number) =>
  required(requiredKey)
    .transform((text) => text.normalize("NFC").replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, requiredKey).max(max, tooLongKey));

/** SPEC §3 Suggestion: name, mobile_number, suggestion. */
export const suggestionSchema = z.object({
  name: nameField,
  mobile_number: mobileField,
  suggestion: textField(
    "citizen.validation.suggestion_required",
    "citizen.validation.suggestion_too_long",
    SUGGESTION_MAX,
  ),
});
export type SuggestionInput = z.infer<typeof suggestionSchema>;

/** SPEC §3 Complaint: name, mobile_number, complaint. */
export const complaintSchema = z.object({
  name: nameField,
  mobile_number: mobileField,
  complaint: textField("citizen.validation.complaint_required", "citizen.validation.complaint_too_long", COMPLAINT_MAX),
});
export type ComplaintInput = z.infer<typeof complaintSchema>;

/** The complaint form also asks the citizen to accept the terms (SPEC §5); the API keeps SPEC §7's fields. */
export const complaintFormSchema = complaintSchema.extend({
  terms: z.literal(["on", "1", "true", "yes"], { error: "citizen.complaints.please_accept" }),
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Blank (absent or only spaces) means "not given" for the optional fields. */
export const optionalText = <T extends string>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? null : collapseSpaces(value)))
    .pipe(schema.nullable());

/**
 * The lost-and-found report. `today` is the calendar day in India (the date may not be later);
 * `stationIds` are the stations one may pick.
 */
export function lostFoundSchema(context: { today: string; stationIds: readonly number[] }) {
  return z.object({
    type: z.enum(LOST_FOUND_TYPES, { error: "citizen.validation.type_required" }),
    category: z.enum(LOST_FOUND_CATEGORY_VALUES, { error: "citizen.validation.category_required" }),
    description: textField(
      "citizen.validation.description_required",
      "citizen.validation.description_too_long",
      DESCRIPTION_MAX,
    ),
    incident_date: required("citizen.validation.date_required")
      .transform((value) => asciiDigits(value.trim()))
      .pipe(
        z
          .string()
          .min(1, "citizen.validation.date_required")
          .refine(isRealDate, "citizen.validation.date_invalid")
          .refine((value) => !isRealDate(value) || value <= context.today, "citizen.validation.date_future")
          .refine(
            (value) => !isRealDate(value) || daysBetween(value, context.today) <= INCIDENT_MAX_AGE_DAYS,
            "citizen.validation.date_too_old",
          ),
      ),
    incident_time: optionalText(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "citizen.validation.time_invalid")),
    station_id: optionalText(
      z.string().refine((value) => context.stationIds.includes(Number(value)), "citizen.validation.station_invalid"),
    ).transform((value) => (value === null ? null : Number(value))),
    line: optionalText(z.enum(RAILWAY_LINES, { error: "citizen.validation.line_invalid" })),
    train: optionalText(z.string().max(TRAIN_MAX, "citizen.validation.train_too_long")),
    name: nameField,
    mobile_number: mobileField,
  });
}
export type LostFoundInput = z.infer<ReturnType<typeof lostFoundSchema>>;

/** Step two of every flow: the record's id and the code. The code's form is judged by the server. */
export const reportIdField = z
  .string({ error: "citizen.validation.report_id_invalid" })
  .regex(/^\d{1,9}$/, "citizen.validation.report_id_invalid")
  .transform(Number)
  .pipe(z.number().int().min(1, "citizen.validation.report_id_invalid"));

export const otpField = z.string({ error: "citizen.code.errors.malformed" }).max(32, "citizen.code.errors.malformed");

/** The status page: a reference number and the mobile number it was made from. */
export const statusRequestSchema = z.object({
  reference: required("citizen.validation.reference_required")
    .transform(normalizeReference)
    .pipe(
      z
        .string()
        .min(1, "citizen.validation.reference_required")
        .regex(REFERENCE_PATTERN, "citizen.validation.reference_invalid"),
    ),
  mobile_number: mobileField,
});

/** Field errors as i18n keys: the first problem of each field, in form order. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Only the named text fields of a submitted form (files and unknown fields are ignored). */
export function formFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === "string" ? value : undefined;
  }
  return fields;
}

/** The fields each kind's form and API take, in the order the form shows them. */
export const REPORT_FIELDS = {
  suggestion: ["name", "mobile_number", "suggestion"],
  complaint: ["name", "mobile_number", "complaint", "terms"],
  lost_found: [
    "type",
    "category",
    "description",
    "incident_date",
    "incident_time",
    "station_id",
    "line",
    "train",
    "name",
    "mobile_number",
  ],
} as const satisfies Record<CitizenReportKind, readonly string[]>;

/** The schema a kind's form is judged by; `withTerms` adds the complaint page's terms checkbox. */
export function reportSchemaFor(
  kind: CitizenReportKind,
  context: { today: string; stationIds: readonly number[]; withTerms: boolean },
): z.ZodType {
  if (kind === "suggestion") return suggestionSchema;
  if (kind === "complaint") return context.withTerms ? complaintFormSchema : complaintSchema;
  return lostFoundSchema(context);
}
