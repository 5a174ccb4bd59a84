/**
 * Citizens' sessions: the same rules as staff sessions (random id in the cookie, only its SHA-256
 * in the table, 30 minutes idle, 12 hours at most, ended at sign-out), in a table and cookie of
 * their own so that a citizen's session can never open the admin area or the other way round.
 */
import { randomBytes } from "node:crypto";
import type { Clock } from "../../clock";
import type { Db } from "../../db/connection";
import type { CitizenAccount } from "../../db/tables/citizen";
import {
  ABSOLUTE_TIMEOUT_MS,
  hashSessionId,
  isSessionToken,
  sessionState,
  TOUCH_INTERVAL_MS,
  type SessionState,
} from "../../auth/sessions";

export type CitizenSession =
  | { status: "active"; account: CitizenAccount }
  | { status: "ended"; reason: Exclude<SessionState, "active"> }
  | { status: "none" };

export type CitizenSessions = ReturnType<typeof createCitizenSessions>;

export function createCitizenSessions({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Starts a session for the account; the token goes in the cookie and nowhere else. */
    async start(accountId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const now = clock.now().getTime();
      await db
        .insertInto("citizen_sessions")
        .values({
          id_hash: hashSessionId(token),
          account_id: accountId,
          created_at: new Date(now).toISOString(),
          last_seen_at: new Date(now).toISOString(),
          expires_at: new Date(now + ABSOLUTE_TIMEOUT_MS).toISOString(),
          revoked_at: null,
        })
        .execute();
      return token;
    },

    /** The account a cookie names, if its session is still usable; a usable one is marked as seen now. */
    async resolve(token: string | undefined): Promise<CitizenSession> {
      if (!isSessionToken(token)) return { status: "none" };
      const idHash = hashSessionId(token);
      const row = await db.selectFrom("citizen_sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
      if (!row) return { status: "none" };
      const now = clock.now().getTime();
      const state = sessionState(row, now);
      if (state !== "active") {
        if (state !== "revoked") {
          await db
            .updateTable("citizen_sessions")
            .set({ revoked_at: new Date(now).toISOString() })
            .where("id_hash", "=", idHash)
            .execute();
        }
        return { status: "ended", reason: state };
      }
      const account = await db
        .selectFrom("citizen_accounts")
        .selectAll()
        .where("id", "=", row.account_id)
        .executeTakeFirst();
      if (!account) return { status: "none" };
      if (now - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
        await db
          .updateTable("citizen_sessions")
          .set({ last_seen_at: new Date(now).toISOString() })
          .where("id_hash", "=", idHash)
          .execute();
      }
      return { status: "active", account };
    },

    async revoke(token: string | undefined): Promise<void> {
      if (!isSessionToken(token)) return;
      await db
        .updateTable("citizen_sessions")
        .set({ revoked_at: clock.now().toISOString() })
        .where("id_hash", "=", hashSessionId(token))
        .where("revoked_at", "is", null)
        .execute();
    },

    /** Forgets sessions that ended more than a week ago. */
    async purge(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
      await db.deleteFrom("citizen_sessions").where("expires_at", "<", cutoff).execute();
    },
  };
}
