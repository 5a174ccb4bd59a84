/**
 * The admin screens' form posts, parsed with zod. Messages are error codes that the pages turn
 * into words in the reader's language (app/locales/<lang>/admin.ts); a form that is not a form,
 * or an unknown intent, is a 400.
 */
import { data } from "react-router";
import { z } from "zod";
import { STAFF_ROLES } from "../db/tables/staff";
import { AUDIT_ACTIONS } from "./audit-log";

export type FieldErrors = Record<string, string>;

/** The string fields of a urlencoded or multipart post (the first value of each name). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => null);
  if (!form) throw badRequest();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** Thrown for a post that is not one of the page's forms; the error page explains. */
export function badRequest() {
  return data({ reason: "bad_request" }, { status: 400 });
}

/** The first problem of each field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export const signInSchema = z.object({
  email: z.string("email_missing").trim().min(1, "email_missing").max(320, "invalid"),
  password: z.string("password_missing").min(1, "password_missing").max(1024, "invalid"),
  next: z.string().max(500).optional(),
});

export const secondFactorSchema = z.object({
  code: z.string("code_missing").trim().min(1, "code_missing").max(40, "invalid"),
});

export const changePasswordSchema = z.object({
  current_password: z.string().max(1024).default(""),
  new_password: z.string().max(1024).default(""),
  confirm_password: z.string().max(1024).default(""),
});

export const twoFactorSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), code: z.string().max(40).default("") }),
  z.object({ intent: z.literal("disable"), password: z.string().max(1024).default("") }),
  z.object({ intent: z.literal("regenerate"), password: z.string().max(1024).default("") }),
]);

const stationField = z
  .string()
  .trim()
  .max(9, "no_station")
  .default("")
  .refine((value) => value === "" || /^[1-9]\d{0,8}$/.test(value), "no_station")
  .transform((value) => (value === "" ? null : Number(value)));

const roleField = z.enum(STAFF_ROLES, "role_missing");

export const newUserSchema = z.object({
  email: z
    .string("email_missing")
    .trim()
    .toLowerCase()
    .min(1, "email_missing")
    .max(254, "email_invalid")
    .regex(EMAIL, "email_invalid"),
  display_name: z.string("name_missing").trim().min(1, "name_missing").max(120, "name_missing"),
  role: roleField,
  station_id: stationField,
});

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: roleField, station_id: stationField }),
  z.object({ intent: z.literal("disable") }),
  z.object({ intent: z.literal("enable") }),
  z.object({ intent: z.literal("reset_password") }),
  z.object({ intent: z.literal("reset_two_factor") }),
]);

export const settingsSchema = z.object({
  require_two_factor: z.enum(["on"]).optional(),
});

const day = z
  .string()
  .trim()
  .max(10, "bad_date")
  .refine((value) => value === "" || isCalendarDay(value), "bad_date")
  .optional();

export const auditFilterSchema = z
  .object({
    actor: z.union([z.literal(""), z.literal("none"), z.string().regex(/^[1-9]\d{0,8}$/)]).optional(),
    action: z.union([z.literal(""), z.enum(AUDIT_ACTIONS)]).optional(),
    from: day,
    to: day,
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: "bad_range", path: ["from"] });

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
