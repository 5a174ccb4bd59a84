/**
 * Cheap defences against form-filling robots on the public forms, and the key that makes a
 * repeated submission (a double click, a retried request, Back and Send again) find the record it
 * already made instead of making a second one.
 *
 * - Honeypot: a field hidden from people (HONEYPOT_FIELD) that robots fill in.
 * - Minimum fill time (docs/decisions/017-form-opened-stamp.md): every report form, on its page
 *   or in a home page dialog, carries an "opened at" stamp (FORM_OPENED_FIELD; script requests
 *   may send it in the X-Form-Opened header instead): the time the form was shown, signed with
 *   APP_SECRET for this browser's anonymous id. A form sent less than FORM_MIN_FILL_MS (config.ts;
 *   3 s unless set) after it was shown was not filled in by a person. A missing or forged stamp,
 *   one made for another browser, or one older than FORM_OPENED_MAX_AGE_MS is refused as "stale".
 *   The CSRF token's issue time is not used: any token of the last day verifies, and the
 *   XSRF-TOKEN cookie keeps one for up to a day, so one wait would have served a robot for hours.
 */
import { createHmac } from "node:crypto";
import { readStepToken, signStepToken } from "../security/signed-tokens";
import { FORM_OPENED_FIELD, HONEYPOT_FIELD, type CitizenReportKind } from "~/validation/citizen";
import type { Locale } from "~/i18n/locales";
import { i18nFor } from "../i18n/server-i18n";

export type GuardRefusal = "honeypot" | "too_fast" | "stale";

/** The header a script may send the stamp in, instead of the form field. */
export const FORM_OPENED_HEADER = "x-form-opened";

/**
 * How long a form stays open: a person writing a long complaint on a phone, or coming back to it
 * after a while, is well inside two hours. A stamp is no more than a time, so a robot may send
 * several forms with one; this bounds that to two hours instead of the CSRF token's day.
 */
export const FORM_OPENED_MAX_AGE_MS = 2 * 60 * 60 * 1000;

const stampKey = (secret: string, anonId: string) => ({ secret, purpose: "form-opened", browser: anonId });

/** The CSRF token the request was accepted with (header first, as the middleware reads it). */
export function csrfTokenOf(request: Request, form: FormData): string {
  const header = request.headers.get("x-csrf-token") ?? request.headers.get("x-xsrf-token");
  if (header) return header;
  const field = form.get("_token");
  return typeof field === "string" ? field : "";
}

/** A stamp saying this browser was shown a form at `now`. */
export function signFormOpened(secret: string, anonId: string, now: number): string {
  return signStepToken(stampKey(secret, anonId), [String(now)], now);
}

/**
 * When the form was shown (ms), if `stamp` is genuine, made for this browser and not older than
 * FORM_OPENED_MAX_AGE_MS (nor from the future); otherwise null.
 */
export function formOpenedAt(secret: string, anonId: string, stamp: unknown, now: number): number | null {
  const read = readStepToken(stampKey(secret, anonId), stamp, { now, maxAgeMs: FORM_OPENED_MAX_AGE_MS, count: 1 });
  const openedAt = read ? Number(read.values[0]) : NaN;
  return Number.isSafeInteger(openedAt) ? openedAt : null;
}

/** The stamp the request carries: the form field, else the X-Form-Opened header. */
export function formOpenedStampOf(request: Request, form: FormData): string | null {
  const field = form.get(FORM_OPENED_FIELD);
  if (typeof field === "string" && field !== "") return field;
  return request.headers.get(FORM_OPENED_HEADER);
}

/** Why the form must be refused, or null when it looks like a person's. */
export function checkFormGuard(input: {
  form: FormData;
  /** The "opened at" stamp the request carries (formOpenedStampOf). */
  stamp: string | null;
  secret: string;
  anonId: string;
  now: number;
  /** config.formMinFillMs */
  minFillMs: number;
}): GuardRefusal | null {
  const honey = input.form.get(HONEYPOT_FIELD);
  if (typeof honey === "string" && honey.trim() !== "") return "honeypot";
  if (honey !== null && typeof honey !== "string") return "honeypot";
  // FORM_MIN_FILL_MS=0 turns the fill-time check off, and with it the need for a stamp.
  if (input.minFillMs <= 0) return null;
  const openedAt = formOpenedAt(input.secret, input.anonId, input.stamp, input.now);
  if (openedAt === null) return "stale";
  if (input.now - openedAt < input.minFillMs) return "too_fast";
  return null;
}

/**
 * The key of one submission: the same browser sending the same content from the same page gets
 * the same key (and so the same record); anything different gets a new one. Keyed by APP_SECRET
 * and the browser's id, so no one can guess or collide with another browser's key.
 */
export function submissionKey(input: {
  secret: string;
  anonId: string;
  token: string;
  kind: CitizenReportKind;
  content: unknown;
}): string {
  return createHmac("sha256", input.secret)
    .update(["submission", input.anonId, input.token, input.kind, JSON.stringify(input.content)].join("\u0000"))
    .digest("base64url");
}

/** What the visitor is told when the guard refuses a form, in their language. */
export function guardMessage(locale: Locale, refusal: GuardRefusal): string {
  const { t } = i18nFor(locale);
  if (refusal === "too_fast") return t("citizen.errors.too_fast");
  if (refusal === "stale") return t("citizen.errors.form_stale");
  return t("citizen.errors.form_rejected");
}
