/**
 * Staff sessions, kept on the server. The cookie holds 32 random bytes; the table holds only
 * their SHA-256, so a leaked copy of the table opens nothing. A session ends after 30 minutes
 * without a request, after 12 hours whatever happens, at sign-out, and when its account is
 * disabled; every check reads the time from the injectable clock.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import type { StaffSessionRow } from "../db/tables/staff";

const MINUTE = 60_000;
export const IDLE_TIMEOUT_MS = 30 * MINUTE;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE;
/** Between the password and the second factor. */
export const SECOND_FACTOR_TIMEOUT_MS = 5 * MINUTE;
/** last_seen_at is written at most this often (the idle timeout does not need the millisecond). */
export const TOUCH_INTERVAL_MS = MINUTE;

export type SessionState = "active" | "revoked" | "expired" | "idle";

/** Why a session is or is not usable at `now` (pure, for unit tests with any clock). */
export function sessionState(
  session: Pick<StaffSessionRow, "revoked_at" | "expires_at" | "last_seen_at">,
  now: number,
): SessionState {
  if (session.revoked_at) return "revoked";
  if (Date.parse(session.expires_at) <= now) return "expired";
  if (Date.parse(session.last_seen_at) + IDLE_TIMEOUT_MS <= now) return "idle";
  return "active";
}

export function hashSessionId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Cookie values that could be a session id at all (anything else is not even looked up). */
export function isSessionToken(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** A short, harmless description of the browser for the session list, not a fingerprint. */
export function summarizeUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return userAgent.replace(/[^\x20-\x7e]/g, "").slice(0, 200) || null;
}

export type StartedSession = { token: string; row: StaffSessionRow };

export type ResolvedSession =
  | { status: "active"; row: StaffSessionRow }
  | { status: "ended"; reason: Exclude<SessionState, "active"> }
  | { status: "none" };

export function createStaffSessions({ db, clock }: { db: Db; clock: Clock }) {
  async function revokeByHash(idHash: string): Promise<void> {
    await db
      .updateTable("staff_sessions")
      .set({ revoked_at: clock.now().toISOString() })
      .where("id_hash", "=", idHash)
      .where("revoked_at", "is", null)
      .execute();
  }

  return {
    async start(
      userId: number,
      options: { secondFactorPending: boolean; ip: string | null; userAgent: string | null },
    ): Promise<StartedSession> {
      const token = randomBytes(32).toString("base64url");
      const now = clock.now().getTime();
      const lifetime = options.secondFactorPending ? SECOND_FACTOR_TIMEOUT_MS : ABSOLUTE_TIMEOUT_MS;
      const row: StaffSessionRow = {
        id_hash: hashSessionId(token),
        user_id: userId,
        second_factor_pending: options.secondFactorPending ? 1 : 0,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + lifetime).toISOString(),
        ip: options.ip,
        user_agent: summarizeUserAgent(options.userAgent),
        revoked_at: null,
      };
      await db.insertInto("staff_sessions").values(row).execute();
      return { token, row };
    },

    /** The session a cookie names, if it is still usable; a usable one is marked as seen now. */
    async resolve(token: string | undefined): Promise<ResolvedSession> {
      if (!isSessionToken(token)) return { status: "none" };
      const row = await db
        .selectFrom("staff_sessions")
        .selectAll()
        .where("id_hash", "=", hashSessionId(token))
        .executeTakeFirst();
      if (!row) return { status: "none" };
      const now = clock.now().getTime();
      const state = sessionState(row, now);
      if (state !== "active") {
        if (state !== "revoked") await revokeByHash(row.id_hash);
        return { status: "ended", reason: state };
      }
      if (now - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
        const seen = new Date(now).toISOString();
        await db.updateTable("staff_sessions").set({ last_seen_at: seen }).where("id_hash", "=", row.id_hash).execute();
        row.last_seen_at = seen;
      }
      return { status: "active", row };
    },

    revokeByHash,

    async revoke(token: string | undefined): Promise<void> {
      if (isSessionToken(token)) await revokeByHash(hashSessionId(token));
    },

    /** Ends every session of an account (disabled, password reset), except one if given. */
    async revokeAllForUser(userId: number, options: { except?: string } = {}): Promise<number> {
      let query = db
        .updateTable("staff_sessions")
        .set({ revoked_at: clock.now().toISOString() })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null);
      if (options.except) query = query.where("id_hash", "!=", options.except);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async countActiveForUser(userId: number): Promise<number> {
      const now = clock.now().getTime();
      const rows = await db
        .selectFrom("staff_sessions")
        .select(["revoked_at", "expires_at", "last_seen_at"])
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("second_factor_pending", "=", 0)
        .execute();
      return rows.filter((row) => sessionState(row, now) === "active").length;
    },

    /** Forgets sessions that ended more than a week ago (they are not an audit record). */
    async purge(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - 7 * 24 * 60 * MINUTE).toISOString();
      await db.deleteFrom("staff_sessions").where("expires_at", "<", cutoff).execute();
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
