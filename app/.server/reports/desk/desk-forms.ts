/**
 * The inbox's and the found-property register's inputs, parsed with zod. Messages are error
 * codes that the pages turn into words (admin.inbox.errors.*, admin.found_property_admin.errors.*).
 */
import { z } from "zod";
import { LOST_FOUND_CATEGORIES, REPORT_KINDS, REPORT_STATUSES } from "../../db/tables/citizen";
import { isCalendarDay } from "../../auth/admin-forms";
import {
  FIR_NUMBER_MAX,
  FOUND_DESCRIPTION_MAX,
  INBOX_CATEGORIES,
  NOTE_MAX,
  REMARK_MAX,
  SEARCH_MAX,
} from "~/validation/inbox";
import { imeiField } from "~/validation/citizen";
import { forEveryLanguage } from "../../content-admin/language-columns";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const day = (code: string) =>
  z.preprocess(blank, z.string().trim().max(10, code).refine(isCalendarDay, code).optional());

const id = (code: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/, code)
      .transform(Number)
      .optional(),
  );

/** The inbox's GET filters, field by field (a bad field is reported and dropped, the rest apply). */
export const reportFilterFields = {
  kind: z.preprocess(blank, z.enum(REPORT_KINDS, "bad_choice").optional()),
  status: z.preprocess(blank, z.enum(REPORT_STATUSES, "bad_choice").optional()),
  category: z.preprocess(blank, z.enum(INBOX_CATEGORIES, "bad_choice").optional()),
  station: id("bad_choice"),
  from: day("bad_date"),
  to: day("bad_date"),
  q: z.preprocess(blank, z.string().trim().max(SEARCH_MAX, "search_too_long").optional()),
};
export type ReportFilterName = keyof typeof reportFilterFields;
export const REPORT_FILTER_NAMES = Object.keys(reportFilterFields) as ReportFilterName[];

export type ReportFilters = {
  kind?: (typeof REPORT_KINDS)[number] | undefined;
  status?: (typeof REPORT_STATUSES)[number] | undefined;
  category?: (typeof INBOX_CATEGORIES)[number] | undefined;
  station?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/** The filters of a URL: those that are fine, the raw values to refill the form, and the problems. */
export function parseReportFilters(url: URL): {
  filters: ReportFilters;
  values: Record<ReportFilterName, string>;
  errors: Partial<Record<ReportFilterName, string>>;
} {
  const filters: Record<string, unknown> = {};
  const values = {} as Record<ReportFilterName, string>;
  const errors: Partial<Record<ReportFilterName, string>> = {};
  for (const name of REPORT_FILTER_NAMES) {
    const raw = url.searchParams.get(name) ?? "";
    values[name] = raw.slice(0, SEARCH_MAX + 20);
    const parsed = reportFilterFields[name].safeParse(raw);
    if (parsed.success) {
      if (parsed.data !== undefined) filters[name] = parsed.data;
    } else errors[name] = parsed.error.issues[0]?.message ?? "bad_choice";
  }
  if (typeof filters.from === "string" && typeof filters.to === "string" && filters.from > filters.to) {
    errors.from = "bad_range";
    delete filters.from;
    delete filters.to;
  }
  return { filters: filters as ReportFilters, values, errors };
}

export const statusChangeSchema = z.object({
  status: z.enum(REPORT_STATUSES, "status_missing"),
  internal_note: z.string().trim().max(NOTE_MAX, "note_too_long").default(""),
  public_remark: z.string().trim().max(REMARK_MAX, "remark_too_long").default(""),
  send_sms: z.enum(["on"]).optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** An FIR number as police stations write them, e.g. CSMT/0123/2026. */
export const firNumberSchema = z.object({
  fir_number: z
    .string("fir_number_missing")
    .trim()
    .min(1, "fir_number_missing")
    .max(FIR_NUMBER_MAX, "fir_number_invalid")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, "fir_number_invalid"),
});

export const foundPropertyAddSchema = z
  .object({
    category: z.enum(LOST_FOUND_CATEGORIES, "category_missing"),
    // English, Marathi and Hindi: each optional, with the same limit.
    ...forEveryLanguage(
      "description",
      z.string().trim().max(FOUND_DESCRIPTION_MAX, "description_too_long").default(""),
    ),
    station_id: z
      .string("station_missing")
      .trim()
      .regex(/^[1-9]\d{0,8}$/, "station_missing")
      .transform(Number),
    found_on: z.string("found_on_invalid").trim().max(10, "found_on_invalid").refine(isCalendarDay, "found_on_invalid"),
    held_until: z
      .string()
      .trim()
      .max(10, "held_until_invalid")
      .default("")
      .refine((value) => value === "" || isCalendarDay(value), "held_until_invalid"),
    // Checked as the lost form checks it; its messages are the citizen form's own (full keys).
    imei: imeiField,
  })
  // English or Marathi, as the other content forms ask: Hindi is an optional third version.
  .refine((value) => value.description_en !== "" || value.description_mr !== "", {
    message: "description_missing",
    path: ["description_en"],
  })
  .refine((value) => value.held_until === "" || value.held_until >= value.found_on, {
    message: "held_until_before",
    path: ["held_until"],
  });
export type FoundPropertyAdd = z.infer<typeof foundPropertyAddSchema>;

export const foundPropertyReturnSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
});
