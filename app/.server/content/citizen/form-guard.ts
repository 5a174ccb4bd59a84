/**
 * Cheap defences against form-filling robots on the public forms, and the key that makes a
 * repeated submission (a double click, a retried request, Back and Send again) find the record it
 * already made instead of making a second one.
 *
 * - Honeypot: a field hidden from people (HONEYPOT_FIELD) that robots fill in.
 * - Minimum fill time: the CSRF token every form carries (the `_token` field, or the
 *   X-CSRF-TOKEN / X-XSRF-TOKEN header of script requests) is a timestamp signed for this browser
 *   (security/csrf.ts: `nonce.issuedAt.mac`, already verified by the CSRF middleware). A form sent
 *   less than FORM_MIN_FILL_MS (config.ts; 3 s unless set) after its page was made was not filled in
 *   by a person.
 */
import { createHmac } from "node:crypto";
import { HONEYPOT_FIELD, type CitizenReportKind } from "~/validation/citizen";

export type GuardRefusal = "honeypot" | "too_fast";

/** The CSRF token the request was accepted with (header first, as the middleware reads it). */
export function csrfTokenOf(request: Request, form: FormData): string {
  const header = request.headers.get("x-csrf-token") ?? request.headers.get("x-xsrf-token");
  if (header) return header;
  const field = form.get("_token");
  return typeof field === "string" ? field : "";
}

/** When the token was issued (ms), or null when it is not in the signed-token shape. */
export function tokenIssuedAt(token: string): number | null {
  const issued = token.split(".")[1];
  if (!issued || !/^[0-9a-z]{1,12}$/.test(issued)) return null;
  const value = parseInt(issued, 36);
  return Number.isFinite(value) ? value : null;
}

/** Why the form must be refused, or null when it looks like a person's. */
export function checkFormGuard(input: {
  form: FormData;
  token: string;
  now: number;
  /** config.formMinFillMs */
  minFillMs: number;
}): GuardRefusal | null {
  const honey = input.form.get(HONEYPOT_FIELD);
  if (typeof honey === "string" && honey.trim() !== "") return "honeypot";
  if (honey !== null && typeof honey !== "string") return "honeypot";
  const issuedAt = tokenIssuedAt(input.token);
  if (issuedAt === null || input.now - issuedAt < input.minFillMs) return "too_fast";
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
