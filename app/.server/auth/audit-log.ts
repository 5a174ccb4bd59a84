/**
 * The audit log: who did what, when, from where. Append-only by construction: this module only
 * inserts and reads, the table type forbids updates, and the database refuses UPDATE and DELETE
 * (migration 007). Details are a small JSON object and never hold a password, a code, a secret or
 * a session id; callers pass only the fields listed for their action.
 */
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import { paginateCounted, type CountedPage } from "../content/paginate";
import { describeTargets, staffIdsOf, type AuditTarget } from "./audit-targets";

/** Every action written today; later slices (content, inbox, exports) add theirs here. */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "user_created",
  "user_disabled",
  "user_enabled",
  "user_role_changed",
  "user_password_reset",
  "password_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  "two_factor_reset",
  "recovery_codes_regenerated",
  "recovery_code_used",
  "settings_changed",
  // Content management (app/.server/content-admin/)
  "content_created",
  "content_updated",
  "content_published",
  "content_unpublished",
  "content_deleted",
  // Citizen-report inbox and found-property register (app/.server/inbox/)
  "report_status_changed",
  "report_transferred",
  "fir_number_recorded",
  "reports_exported",
  // Staff opening a citizen's report: reading personal data is logged too.
  "report_viewed",
  "report_photo_viewed",
  "found_property_added",
  "found_property_returned",
  "found_property_disposed",
  "found_property_updated",
  "found_property_deleted",
  "found_property_claim_confirmed",
  "found_property_handed_over",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of public content whose changes are logged. */
export type ContentTargetType =
  | "article"
  | "news_flash"
  | "document"
  | "book"
  | "officer"
  | "police_station"
  | "former_commissioner"
  | "leader"
  | "album"
  | "site_settings"
  | "notice";

/** Citizen reports and found property (the inbox's changes). */
export type InboxTargetType = "citizen_report" | "found_property";

export type AuditDetails = Record<
  string,
  string | number | boolean | null | Record<string, string | number | boolean | null>
>;

export type AuditEntry = {
  actorId: number | null;
  action: AuditAction;
  target?: { type: "staff_user" | "settings" | ContentTargetType | InboxTargetType; id: string | number } | undefined;
  details?: AuditDetails | undefined;
  ip: string | null;
};

/** Keys that must never reach the log, whatever a caller passes by mistake. */
const FORBIDDEN_DETAIL_KEYS = /(^|_)(password|passwords|secret|token|otp|hash|code|codes|session_id)(_|$)/i;

export function sanitizeDetails(details: AuditDetails | undefined): string | null {
  if (!details) return null;
  const safe = Object.fromEntries(Object.entries(details).filter(([key]) => !FORBIDDEN_DETAIL_KEYS.test(key)));
  return Object.keys(safe).length > 0 ? JSON.stringify(safe) : null;
}

export async function recordAudit(db: Db, clock: Clock, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: clock.now().toISOString(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target ? String(entry.target.id) : null,
      details: sanitizeDetails(entry.details),
      ip: entry.ip ? entry.ip.slice(0, 64) : null,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  /** A staff user id, or "none" for entries without a staff actor (command line, unknown e-mails). */
  actor?: number | "none" | undefined;
  action?: AuditAction | undefined;
  /** Calendar days in India, YYYY-MM-DD, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

export type AuditListItem = {
  id: number;
  at: string;
  actor: { id: number; email: string; display_name: string } | null;
  action: string;
  target: AuditTarget | null;
  details: Record<string, unknown> | null;
  ip: string | null;
};

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The UTC instant an Indian calendar day starts. */
export function indiaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
}

/**
 * The most entries the log counts: past it the count says "more than". Years of staff work are
 * millions of entries, and counting them all on every view read the whole table.
 */
export const AUDIT_COUNT_LIMIT = 10_000;

/**
 * One page of the log, newest first or (`dir` "asc") oldest first, read either way by the (at, id),
 * (actor_id, at) or (action, at) index.
 */
export async function listAudit(
  db: Db,
  filters: AuditFilters,
  page: number,
  dir: "asc" | "desc" = "desc",
): Promise<CountedPage<AuditListItem>> {
  let query = db.selectFrom("audit_log").selectAll().orderBy("at", dir).orderBy("id", dir);
  if (filters.actor === "none") query = query.where("actor_id", "is", null);
  else if (filters.actor !== undefined) query = query.where("actor_id", "=", filters.actor);
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.from) query = query.where("at", ">=", indiaDayStart(filters.from));
  if (filters.to) {
    const end = new Date(Date.parse(indiaDayStart(filters.to)) + 24 * 60 * 60 * 1000).toISOString();
    query = query.where("at", "<", end);
  }
  const result = await paginateCounted(db, { rows: query, counted: query }, page, AUDIT_PAGE_SIZE, AUDIT_COUNT_LIMIT);

  const rows = result.data.map((row) => ({ ...row, details: parseDetails(row.details) }));
  const userIds = staffIdsOf(rows);
  const users =
    userIds.length > 0
      ? await db.selectFrom("staff_users").select(["id", "email", "display_name"]).where("id", "in", userIds).execute()
      : [];
  const byId = new Map(users.map((user) => [user.id, user]));
  const targets = await describeTargets(db, rows, new Map(users.map((user) => [user.id, user.email])));

  return {
    ...result,
    data: rows.map((row, index) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_id === null ? null : (byId.get(row.actor_id) ?? null),
      action: row.action,
      target: targets[index] ?? null,
      details: row.details,
      ip: row.ip,
    })),
  };
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
