/**
 * Staff administration (issue 5): accounts, server-side sessions, one-time recovery codes, the
 * administrators' settings and the append-only audit log. See
 * docs/decisions/006-staff-authentication.md for why each column is what it is.
 *
 * The audit log is append-only in the database itself: triggers refuse every UPDATE and DELETE
 * (and TRUNCATE on PostgreSQL), so not even a bug in a later slice can rewrite history.
 */
import { sql, type Kysely } from "kysely";
import { autoId, isPostgres, oneOf, timestamp } from "./dialect";

const ROLES = ["admin", "editor", "desk"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", "integer", autoId(db))
    // Always stored lower-cased, so "unique" means unique whatever the capitals typed.
    .addColumn("email", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(oneOf("role", ROLES)))
    // A desk user may be limited to the reports of one police station.
    .addColumn("station_id", "integer", (c) => c.references("police_stations.id").onDelete("set null"))
    // argon2id PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash).
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    // AES-256-GCM ciphertext of the TOTP secret under a key derived from APP_SECRET; while
    // totp_enabled is 0 it is the secret of an enrolment not yet confirmed.
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled", "integer", (c) => c.notNull().defaultTo(0))
    // The last 30-second step whose code was accepted: a code works once.
    .addColumn("totp_last_step", "integer")
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("updated_at", "text", timestamp(db))
    .addColumn("password_changed_at", "text")
    .addColumn("last_sign_in_at", "text")
    .addColumn("disabled_at", "text")
    .execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    // HMAC-SHA-256 of the normalised code; the code itself is shown once and never stored.
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", timestamp(db))
    .addColumn("used_at", "text")
    .addUniqueConstraint("staff_recovery_codes_user_code", ["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // SHA-256 of the random id in the cookie: a copy of this table opens no sessions.
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    // 1 while the password was right but the second factor is still to be given.
    .addColumn("second_factor_pending", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    // The absolute end of the session, whatever the activity.
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();
  await db.schema.createIndex("staff_sessions_expires").on("staff_sessions").column("expires_at").execute();

  await db.schema
    .createTable("staff_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", timestamp(db))
    .addColumn("updated_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", autoId(db))
    .addColumn("at", "text", timestamp(db))
    // Null for the command line and for sign-in attempts on addresses that are no account.
    // No ON DELETE action: an account with history cannot be deleted (accounts are disabled).
    .addColumn("actor_id", "integer", (c) => c.references("staff_users.id"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    // JSON object; never a password, code, secret or session id.
    .addColumn("details", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at"]).execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end
    $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only()`.execute(db);
  for (const table of ["staff_settings", "staff_sessions", "staff_recovery_codes", "staff_users"]) {
    await db.schema.dropTable(table).execute();
  }
}
