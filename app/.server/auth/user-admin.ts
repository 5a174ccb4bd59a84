/**
 * Administrators managing staff accounts (and the command line doing the same before any
 * administrator exists). Two rules keep the force from locking itself out: nobody disables,
 * demotes or resets themselves here, and the last active administrator stays one.
 */
import type { AuthCore, RequestOrigin } from "./auth-core";
import { generateTemporaryPassword } from "./auth-core";
import { hashPassword } from "./passwords";
import { passwordProblem, type PasswordProblem } from "./password-policy";
import { readStaffSettings, writeRequireTwoFactor } from "./staff-settings";
import { flag, normalizeEmail, type StaffUser } from "./staff-users";
import type { StaffRole } from "../db/tables/staff";

/** Who is acting: an administrator's account, or null for the command line. */
export type AdminActor = { id: number } | null;

export type AdminProblem = "not_found" | "self" | "last_admin" | "email_taken" | "no_station";

type Outcome<T = object> = ({ ok: true } & T) | { ok: false; problem: AdminProblem };

const COMMAND_LINE = { via: "command_line" } as const;

function via(actor: AdminActor) {
  return actor ? {} : COMMAND_LINE;
}

async function stationExists(core: AuthCore, stationId: number): Promise<boolean> {
  return Boolean(
    await core.db.selectFrom("police_stations").select("id").where("id", "=", stationId).executeTakeFirst(),
  );
}

export async function createStaffUser(
  core: AuthCore,
  actor: AdminActor,
  input: {
    email: string;
    displayName: string;
    role: StaffRole;
    stationId: number | null;
    /** Given on the command line; otherwise a temporary password is made and must be changed. */
    password?: string;
  },
  origin: RequestOrigin | null,
): Promise<Outcome<{ user: StaffUser; temporaryPassword: string | null }> | { ok: false; problem: PasswordProblem }> {
  const email = normalizeEmail(input.email);
  if (await core.users.findRowByEmail(email)) return { ok: false, problem: "email_taken" };
  const stationId = input.role === "desk" ? input.stationId : null;
  if (stationId !== null && !(await stationExists(core, stationId))) return { ok: false, problem: "no_station" };
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password, email);
    if (problem) return { ok: false, problem };
  }
  const temporaryPassword = input.password === undefined ? generateTemporaryPassword() : null;
  const user = await core.users.insert({
    email,
    displayName: input.displayName.trim() || email,
    role: input.role,
    stationId,
    passwordHash: await hashPassword(input.password ?? temporaryPassword!),
    mustChangePassword: temporaryPassword !== null,
    now: core.now(),
  });
  await core.audit({
    actorId: actor?.id ?? null,
    action: "user_created",
    target: { type: "staff_user", id: user.id },
    details: { email: user.email, role: user.role, station_id: user.station_id, ...via(actor) },
    ip: origin?.ip ?? null,
  });
  return { ok: true, user, temporaryPassword };
}

async function wouldLeaveNoAdmin(core: AuthCore, target: StaffUser): Promise<boolean> {
  return target.role === "admin" && !target.disabled && (await core.users.countActiveAdmins()) <= 1;
}

export async function setStaffUserDisabled(
  core: AuthCore,
  actor: AdminActor,
  targetId: number,
  disabled: boolean,
  origin: RequestOrigin | null,
): Promise<Outcome> {
  const target = await core.users.findById(targetId);
  if (!target) return { ok: false, problem: "not_found" };
  if (actor && actor.id === target.id) return { ok: false, problem: "self" };
  if (target.disabled === disabled) return { ok: true };
  if (disabled && (await wouldLeaveNoAdmin(core, target))) return { ok: false, problem: "last_admin" };
  const now = core.now();
  await core.users.update(target.id, now, { disabled: flag(disabled), disabled_at: disabled ? now : null });
  // Disabling ends every session at once (the guard also re-reads the account on each request).
  const ended = disabled ? await core.sessions.revokeAllForUser(target.id) : 0;
  await core.audit({
    actorId: actor?.id ?? null,
    action: disabled ? "user_disabled" : "user_enabled",
    target: { type: "staff_user", id: target.id },
    details: disabled ? { sessions_ended: ended, ...via(actor) } : via(actor),
    ip: origin?.ip ?? null,
  });
  return { ok: true };
}

export async function changeStaffRole(
  core: AuthCore,
  actor: AdminActor,
  targetId: number,
  input: { role: StaffRole; stationId: number | null },
  origin: RequestOrigin | null,
): Promise<Outcome> {
  const target = await core.users.findById(targetId);
  if (!target) return { ok: false, problem: "not_found" };
  const stationId = input.role === "desk" ? input.stationId : null;
  if (target.role === input.role && target.station_id === stationId) return { ok: true };
  if (input.role !== "admin") {
    if (actor && actor.id === target.id) return { ok: false, problem: "self" };
    if (await wouldLeaveNoAdmin(core, target)) return { ok: false, problem: "last_admin" };
  }
  if (stationId !== null && !(await stationExists(core, stationId))) return { ok: false, problem: "no_station" };
  await core.users.update(target.id, core.now(), { role: input.role, station_id: stationId });
  await core.audit({
    actorId: actor?.id ?? null,
    action: "user_role_changed",
    target: { type: "staff_user", id: target.id },
    details: {
      role: { from: target.role, to: input.role },
      station_id: { from: target.station_id, to: stationId },
      ...via(actor),
    },
    ip: origin?.ip ?? null,
  });
  return { ok: true };
}

/**
 * Replaces a forgotten password. From the admin screens: a temporary password, shown once, that
 * must be changed at the next sign-in. From the command line: the password the operator typed.
 * Either way every session of the account ends.
 */
export async function resetStaffPassword(
  core: AuthCore,
  actor: AdminActor,
  targetId: number,
  origin: RequestOrigin | null,
  password?: string,
): Promise<Outcome<{ temporaryPassword: string | null }> | { ok: false; problem: PasswordProblem }> {
  const target = await core.users.findById(targetId);
  if (!target) return { ok: false, problem: "not_found" };
  if (actor && actor.id === target.id) return { ok: false, problem: "self" };
  if (password !== undefined) {
    const problem = passwordProblem(password, target.email);
    if (problem) return { ok: false, problem };
  }
  const temporaryPassword = password === undefined ? generateTemporaryPassword() : null;
  const now = core.now();
  await core.users.update(target.id, now, {
    password_hash: await hashPassword(password ?? temporaryPassword!),
    must_change_password: flag(temporaryPassword !== null),
    password_changed_at: now,
  });
  const ended = await core.sessions.revokeAllForUser(target.id);
  await core.audit({
    actorId: actor?.id ?? null,
    action: "user_password_reset",
    target: { type: "staff_user", id: target.id },
    details: { temporary: temporaryPassword !== null, sessions_ended: ended, ...via(actor) },
    ip: origin?.ip ?? null,
  });
  return { ok: true, temporaryPassword };
}

/** For a lost phone without recovery codes: the person signs in with the password and enrols again. */
export async function resetStaffTwoFactor(
  core: AuthCore,
  actor: AdminActor,
  targetId: number,
  origin: RequestOrigin | null,
): Promise<Outcome> {
  const target = await core.users.findById(targetId);
  if (!target) return { ok: false, problem: "not_found" };
  if (actor && actor.id === target.id) return { ok: false, problem: "self" };
  if (!target.totp_enabled) return { ok: true };
  const now = core.now();
  await core.users.update(target.id, now, { totp_enabled: 0, totp_secret: null, totp_last_step: null });
  await core.users.replaceRecoveryCodes(target.id, [], now);
  const ended = await core.sessions.revokeAllForUser(target.id);
  await core.audit({
    actorId: actor?.id ?? null,
    action: "two_factor_reset",
    target: { type: "staff_user", id: target.id },
    details: { sessions_ended: ended, ...via(actor) },
    ip: origin?.ip ?? null,
  });
  return { ok: true };
}

export async function setRequireTwoFactor(
  core: AuthCore,
  actor: AdminActor,
  value: boolean,
  origin: RequestOrigin | null,
): Promise<void> {
  const before = await readStaffSettings(core.db);
  if (before.requireTwoFactor === value) return;
  await writeRequireTwoFactor(core.db, core.clock, value, actor?.id ?? null);
  await core.audit({
    actorId: actor?.id ?? null,
    action: "settings_changed",
    target: { type: "settings", id: "require_two_factor" },
    details: { require_two_factor: { from: before.requireTwoFactor, to: value }, ...via(actor) },
    ip: origin?.ip ?? null,
  });
}
