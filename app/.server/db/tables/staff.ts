/**
 * Tables of the staff administration area (migration 007-staff): accounts, sessions, recovery
 * codes, the administrators' settings and the append-only audit log.
 */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { CreatedAt, Flag, UpdatedAt } from "../schema";

export const STAFF_ROLES = ["admin", "editor", "desk"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  display_name: string;
  role: StaffRole;
  station_id: number | null;
  password_hash: string;
  must_change_password: Generated<Flag>;
  disabled: Generated<Flag>;
  /** Encrypted (see app/.server/auth/secret-box.ts); pending until totp_enabled is 1. */
  totp_secret: string | null;
  totp_enabled: Generated<Flag>;
  totp_last_step: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  password_changed_at: string | null;
  last_sign_in_at: string | null;
  disabled_at: string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: CreatedAt;
  used_at: string | null;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the session id in the cookie. */
  id_hash: string;
  user_id: number;
  second_factor_pending: Generated<Flag>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  revoked_at: string | null;
}

export interface StaffSettingTable {
  key: string;
  value: string;
  updated_at: UpdatedAt;
  updated_by: number | null;
}

/** Rows are only ever inserted (the database refuses updates and deletes). */
export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<string, string | undefined, never>;
  actor_id: ColumnType<number | null, number | null, never>;
  action: ColumnType<string, string, never>;
  target_type: ColumnType<string | null, string | null, never>;
  target_id: ColumnType<string | null, string | null, never>;
  details: ColumnType<string | null, string | null, never>;
  ip: ColumnType<string | null, string | null, never>;
}

export interface StaffTables {
  staff_users: StaffUserTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_sessions: StaffSessionTable;
  staff_settings: StaffSettingTable;
  audit_log: AuditLogTable;
}

export type StaffUserRow = Selectable<StaffUserTable>;
export type StaffSessionRow = Selectable<StaffSessionTable>;
