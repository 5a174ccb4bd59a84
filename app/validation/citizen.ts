/**
 * The rules of the citizen-service forms (SPEC §5) as zod schemas, by which the server judges
 * every page post and JSON API call, so that a field is judged the same way wherever it is sent
 * from. Messages are i18n keys under `citizen.validation`; whoever shows them translates them.
 * The limits, patterns and normalising live in ./citizen-rules.ts, which the browser imports
 * instead of this file (zod stays out of the browser bundle); everything there is re-exported.
 */
import {
  asciiDigits,
  collapseSpaces,
  daysBetween,
  DESCRIPTION_MAX,
  COMPLAINT_CATEGORY_VALUES,
  COMPLAINT_MAX,
  COMPLAINT_MIN,
  INCIDENT_MAX_AGE_DAYS,
  isRealDate,
  LOST_FOUND_CATEGORY_VALUES,
  LOST_FOUND_TYPES,
  NAME_MAX,
  NAME_PATTERN,
  normalizeReference,
  PLACE_TYPES,
  PLATFORM_MAX,
  RAILWAY_LINES,
  REFERENCE_PATTERN,
  SUGGESTION_MAX,
  TRAIN_MAX,
  type CitizenReportKind,
  type FieldErrors,
  type ReportCheckContext,
  IMEI_PATTERN,
  luhnValid,
  normalizeImei,
} from "./citizen-rules";
import { MOBILE_PATTERN, normalizeMobile } from "~/lib/mobile-number";
import { z } from "./zod";

export * from "./citizen-rules";

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

/** A mobile number as people type it (~/lib/mobile-number.ts), kept as its ten digits. */
export const mobileDigits = z
  .string()
  .transform(normalizeMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, "citizen.validation.mobile_invalid"));

export const mobileField = required("citizen.validation.mobile_required")
  .refine((value) => normalizeMobile(value) !== "", "citizen.validation.mobile_required")
  .pipe(mobileDigits);

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

/** Blank (absent or only spaces) means "not given" for the optional fields. */
export const optionalText = <T extends string>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? null : collapseSpaces(value)))
    .pipe(schema.nullable());

/** A day an incident happened, typed or picked: a real date, not after `today`, within the last year. */
const incidentDay = (today: string) =>
  z
    .string()
    .refine(isRealDate, "citizen.validation.date_invalid")
    .refine((value) => !isRealDate(value) || value <= today, "citizen.validation.date_future")
    .refine(
      (value) => !isRealDate(value) || daysBetween(value, today) <= INCIDENT_MAX_AGE_DAYS,
      "citizen.validation.date_too_old",
    );

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "citizen.validation.time_invalid");

/**
 * SPEC §3 Complaint: name, mobile_number, complaint, required as SPEC §5 says. Then what the
 * desk needs beyond SPEC, each optional so that a client of SPEC §7 that sends only the three still works: the
 * category, when (date, approximate time) and where (at a station or on a train, the railway stop
 * (for a train, the stop it was leaving), the platform, the train). `stopIds` are the stops one
 * may pick (app/.server/content/stations/railway-stops.ts); the stop decides the police station.
 */
export function complaintSchema(context: Pick<ReportCheckContext, "today" | "stopIds">) {
  return z.object({
    name: nameField,
    mobile_number: mobileField,
    category: optionalText(
      z.enum(COMPLAINT_CATEGORY_VALUES, { error: "citizen.validation.complaint_category_invalid" }),
    ),
    incident_date: optionalText(z.string().transform(asciiDigits).pipe(incidentDay(context.today))),
    incident_time: optionalText(timeOfDay),
    place_type: optionalText(z.enum(PLACE_TYPES, { error: "citizen.validation.place_type_invalid" })),
    stop_id: optionalText(
      z.string().refine((value) => context.stopIds.includes(value), "citizen.validation.stop_invalid"),
    ),
    platform: optionalText(z.string().max(PLATFORM_MAX, "citizen.validation.platform_too_long")),
    train: optionalText(z.string().max(TRAIN_MAX, "citizen.validation.train_too_long")),
    complaint: textField(
      "citizen.validation.complaint_required",
      "citizen.validation.complaint_too_long",
      COMPLAINT_MAX,
    ).pipe(z.string().min(COMPLAINT_MIN, "citizen.validation.complaint_too_short")),
  });
}
export type ComplaintInput = z.infer<ReturnType<typeof complaintSchema>>;

/** The complaint form also asks the citizen to accept the terms (SPEC §5); the API keeps SPEC §7's fields. */
export function complaintFormSchema(context: Pick<ReportCheckContext, "today" | "stopIds">) {
  return complaintSchema(context).extend({
    terms: z.literal(["on", "1", "true", "yes"], { error: "citizen.complaints.confirm_accuracy" }),
  });
}

/** An optional IMEI (./citizen-rules.ts): blank is "not given", else 15 digits with a good check digit. */
export const imeiField = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? null : normalizeImei(value)))
  .pipe(
    z
      .string()
      .regex(IMEI_PATTERN, "citizen.validation.imei_invalid")
      .refine(luhnValid, "citizen.validation.imei_check_digit")
      .nullable(),
  );

/**
 * The lost-and-found report. `today` is the calendar day in India (the date may not be later).
 * Where, as for a complaint: at a station or on a train, and the railway stop (for a train, the
 * one it was leaving), which decides the police station. `station_id` (one of `stationIds`) is
 * still taken from a client of the API that names the police station itself.
 */
export function lostFoundSchema(context: Pick<ReportCheckContext, "today" | "stationIds" | "stopIds">) {
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
      .pipe(z.string().min(1, "citizen.validation.date_required").pipe(incidentDay(context.today))),
    incident_time: optionalText(timeOfDay),
    place_type: optionalText(z.enum(PLACE_TYPES, { error: "citizen.validation.place_type_invalid" })),
    stop_id: optionalText(
      z.string().refine((value) => context.stopIds.includes(value), "citizen.validation.stop_invalid"),
    ),
    station_id: optionalText(
      z.string().refine((value) => context.stationIds.includes(Number(value)), "citizen.validation.station_invalid"),
    ).transform((value) => (value === null ? null : Number(value))),
    line: optionalText(z.enum(RAILWAY_LINES, { error: "citizen.validation.line_invalid" })),
    train: optionalText(z.string().max(TRAIN_MAX, "citizen.validation.train_too_long")),
    // A phone's IMEI (two for a dual-SIM phone): any kind of item may have one, a lost bag a phone in it.
    imei: imeiField,
    imei_2: imeiField,
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

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The schema a kind's form is judged by; `withTerms` adds the complaint page's terms checkbox. */
export function reportSchemaFor(kind: CitizenReportKind, context: ReportCheckContext): z.ZodType {
  if (kind === "suggestion") return suggestionSchema;
  if (kind === "complaint") return context.withTerms ? complaintFormSchema(context) : complaintSchema(context);
  return lostFoundSchema(context);
}
