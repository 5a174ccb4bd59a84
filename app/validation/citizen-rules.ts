/**
 * The citizen-service forms' rules without zod (SPEC §5): the limits, patterns and normalising
 * that the forms' markup and the server's zod schemas (./citizen.ts) share, and the browser's own
 * check of a report form before it is sent. The browser bundle imports this file and never
 * ./citizen.ts, so zod stays on the server (docs/decisions/012-text-pages.md). The server judges
 * every input with the schemas; `checkReportForm` only spares a round trip, and a unit test keeps
 * it answering exactly what the schemas answer (citizen-rules.test.ts).
 */
import { asciiDigits } from "~/lib/format";
import { MOBILE_PATTERN, normalizeMobile } from "~/lib/mobile-number";

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
/** What a complaint may be about; the desk sorts its work by it. */
export const COMPLAINT_CATEGORY_VALUES = [
  "theft",
  "harassment_women",
  "assault",
  "staff_misbehaviour",
  "unattended_object",
  "other",
] as const;
export type ComplaintCategoryValue = (typeof COMPLAINT_CATEGORY_VALUES)[number];
/** Where a complaint's incident happened: at a station, or on a train (then: the stop it was leaving). */
export const PLACE_TYPES = ["station", "train"] as const;

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

/**
 * The hidden field with the signed time the form was shown to this browser (the "opened at"
 * stamp, app/.server/reports/form-guard.ts): the minimum fill time is measured from it.
 */
export const FORM_OPENED_FIELD = "_opened";

export const NAME_MAX = 100;
export const SUGGESTION_MAX = 2000;
export const COMPLAINT_MAX = 3000;
/**
 * SPEC states no minimum for a complaint; a one-character complaint gives the police nothing to
 * act on. 20 characters is one short sentence ("Chain snatched at Dadar").
 */
export const COMPLAINT_MIN = 20;
export const DESCRIPTION_MAX = 1000;
export const TRAIN_MAX = 60;
export const PLATFORM_MAX = 10;
/** Lost-and-found reports are for the last year; older losses go to the police station directly. */
export const INCIDENT_MAX_AGE_DAYS = 365;

/** Devanagari digits (०-९) as ASCII digits (~/lib/format.ts): the dates and codes take them too. */
export { asciiDigits };

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

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Field errors as i18n keys: the first problem of each field, in form order. */
export type FieldErrors = Record<string, string>;

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
  // SPEC §3's three fields, then where, when and what (optional, so a SPEC client still works).
  complaint: [
    "name",
    "mobile_number",
    "category",
    "incident_date",
    "incident_time",
    "place_type",
    "stop_id",
    "platform",
    "train",
    "complaint",
    "terms",
  ],
  lost_found: [
    "type",
    "category",
    "description",
    "incident_date",
    "incident_time",
    "place_type",
    "stop_id",
    "station_id",
    "line",
    "train",
    "imei",
    "imei_2",
    "name",
    "mobile_number",
  ],
} as const satisfies Record<CitizenReportKind, readonly string[]>;

/**
 * What judging a form needs besides its fields: the calendar day in India (no date may be later),
 * the police stations a lost-and-found report may name, the railway stops a complaint may name,
 * and whether the form carries the complaint page's terms box.
 */
export type ReportCheckContext = {
  today: string;
  stationIds: readonly number[];
  stopIds: readonly string[];
  withTerms: boolean;
};

/** Where it happened, asked alike by the complaint and the lost-and-found forms: the place and the stop. */
function addPlaceChecks(
  add: (field: string, key: string | null) => void,
  fields: Record<string, string | undefined>,
  context: ReportCheckContext,
) {
  add(
    "place_type",
    checkOptional(fields.place_type, (value) => oneOf(value, PLACE_TYPES) || "citizen.validation.place_type_invalid"),
  );
  add(
    "stop_id",
    checkOptional(fields.stop_id, (value) => context.stopIds.includes(value) || "citizen.validation.stop_invalid"),
  );
}

/**
 * The first problem of each field of a report form, as i18n keys and in form order: what
 * `fieldErrorsOf(reportSchemaFor(kind, context).safeParse(fields).error)` gives, without zod.
 * Empty when the form may be sent.
 */
export function checkReportForm(
  kind: CitizenReportKind,
  fields: Record<string, string | undefined>,
  context: ReportCheckContext,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string | null) => {
    if (key) errors[field] = key;
  };
  if (kind === "lost_found") {
    add("type", oneOf(fields.type, LOST_FOUND_TYPES) ? null : "citizen.validation.type_required");
    add("category", oneOf(fields.category, LOST_FOUND_CATEGORY_VALUES) ? null : "citizen.validation.category_required");
    add(
      "description",
      checkText(
        fields.description,
        "citizen.validation.description_required",
        "citizen.validation.description_too_long",
        DESCRIPTION_MAX,
      ),
    );
    add("incident_date", checkIncidentDate(fields.incident_date, context.today));
    add(
      "incident_time",
      checkOptional(fields.incident_time, (value) => TIME_PATTERN.test(value) || "citizen.validation.time_invalid"),
    );
    addPlaceChecks(add, fields, context);
    add(
      "station_id",
      checkOptional(
        fields.station_id,
        (value) => context.stationIds.includes(Number(value)) || "citizen.validation.station_invalid",
      ),
    );
    add(
      "line",
      checkOptional(fields.line, (value) => oneOf(value, RAILWAY_LINES) || "citizen.validation.line_invalid"),
    );
    add(
      "train",
      checkOptional(fields.train, (value) => value.length <= TRAIN_MAX || "citizen.validation.train_too_long"),
    );
    add("imei", checkImei(fields.imei));
    add("imei_2", checkImei(fields.imei_2));
  }
  add("name", checkName(fields.name));
  add("mobile_number", checkMobile(fields.mobile_number));
  if (kind === "suggestion") {
    add(
      "suggestion",
      checkText(
        fields.suggestion,
        "citizen.validation.suggestion_required",
        "citizen.validation.suggestion_too_long",
        SUGGESTION_MAX,
      ),
    );
  }
  if (kind === "complaint") {
    add(
      "category",
      checkOptional(
        fields.category,
        (value) => oneOf(value, COMPLAINT_CATEGORY_VALUES) || "citizen.validation.complaint_category_invalid",
      ),
    );
    add(
      "incident_date",
      checkOptional(fields.incident_date, (value) => checkIncidentDate(value, context.today) ?? true),
    );
    add(
      "incident_time",
      checkOptional(fields.incident_time, (value) => TIME_PATTERN.test(value) || "citizen.validation.time_invalid"),
    );
    addPlaceChecks(add, fields, context);
    add(
      "platform",
      checkOptional(fields.platform, (value) => value.length <= PLATFORM_MAX || "citizen.validation.platform_too_long"),
    );
    add(
      "train",
      checkOptional(fields.train, (value) => value.length <= TRAIN_MAX || "citizen.validation.train_too_long"),
    );
    add(
      "complaint",
      checkText(
        fields.complaint,
        "citizen.validation.complaint_required",
        "citizen.validation.complaint_too_long",
        COMPLAINT_MAX,
      ) ?? (normalizeText(fields.complaint!).length < COMPLAINT_MIN ? "citizen.validation.complaint_too_short" : null),
    );
    if (context.withTerms) add("terms", oneOf(fields.terms, TICKED) ? null : "citizen.complaints.confirm_accuracy");
  }
  return errors;
}

/**
 * An IMEI, the 15-digit number that identifies a mobile phone (dial *#06# to see it; a dual-SIM
 * phone has two). Its last digit is a Luhn check digit, which catches any single mistyped digit
 * and most swapped pairs: a wrong IMEI would make the owner's block request at CEIR fail later.
 */
export const IMEI_PATTERN = /^\d{15}$/;

/** How long an IMEI field may be as typed: room for the spaces and hyphens people copy from a box or a bill. */
export const IMEI_INPUT_MAX = 24;

/** An IMEI as people type or paste it: Devanagari digits as ASCII, spaces, hyphens, slashes and dots dropped. */
export const normalizeImei = (value: string) => asciiDigits(value).replace(/[\s\-/.]/g, "");

/** Whether the last digit of `digits` is the Luhn check digit of the others. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Every second digit from the right (the check digit is the first) is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem of an optional IMEI field (an i18n key), or null when it is blank or valid. */
export function checkImei(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  const imei = normalizeImei(value);
  if (!IMEI_PATTERN.test(imei)) return "citizen.validation.imei_invalid";
  return luhnValid(imei) ? null : "citizen.validation.imei_check_digit";
}

/** What a ticked checkbox may send. */
export const TICKED = ["on", "1", "true", "yes"] as const;
/** A time of day as the time input sends it. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const oneOf = (value: string | undefined, values: readonly string[]) => value !== undefined && values.includes(value);

function checkName(value: string | undefined): string | null {
  if (value === undefined) return "citizen.validation.name_required";
  const name = collapseSpaces(value);
  if (name.length < 1) return "citizen.validation.name_required";
  if (name.length > NAME_MAX) return "citizen.validation.name_too_long";
  return NAME_PATTERN.test(name) ? null : "citizen.validation.name_letters";
}

function checkMobile(value: string | undefined): string | null {
  if (value === undefined) return "citizen.validation.mobile_required";
  const mobile = normalizeMobile(value);
  if (mobile.length < 1) return "citizen.validation.mobile_required";
  return MOBILE_PATTERN.test(mobile) ? null : "citizen.validation.mobile_invalid";
}

/** The text as the schemas keep it: composed, line breaks as \n, trimmed. */
export const normalizeText = (text: string) => text.normalize("NFC").replace(/\r\n?/g, "\n").trim();

function checkText(value: string | undefined, requiredKey: string, tooLongKey: string, max: number): string | null {
  if (value === undefined) return requiredKey;
  const text = normalizeText(value);
  if (text.length < 1) return requiredKey;
  return text.length > max ? tooLongKey : null;
}

function checkIncidentDate(value: string | undefined, today: string): string | null {
  if (value === undefined) return "citizen.validation.date_required";
  const date = asciiDigits(value.trim());
  if (date.length < 1) return "citizen.validation.date_required";
  if (!isRealDate(date)) return "citizen.validation.date_invalid";
  if (date > today) return "citizen.validation.date_future";
  return daysBetween(date, today) > INCIDENT_MAX_AGE_DAYS ? "citizen.validation.date_too_old" : null;
}

/** An optional field: blank is "not given"; anything else, spaces collapsed, must pass `check`. */
function checkOptional(value: string | undefined, check: (value: string) => true | string): string | null {
  if (value === undefined || value.trim() === "") return null;
  const result = check(collapseSpaces(value));
  return result === true ? null : result;
}
