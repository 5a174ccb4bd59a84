/**
 * What staff do to their own account: change the password, turn two-factor sign-in on and off,
 * and get new recovery codes. Anything that needs the current password counts wrong guesses
 * against the same limits as sign-in, so a borrowed session cannot be used to guess it.
 */
import type { AuthCore, RequestOrigin } from "./auth-core";
import { hashPassword, verifyPassword } from "./passwords";
import { passwordProblem, type PasswordProblem } from "./password-policy";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { readStaffSettings } from "./staff-settings";
import type { StaffUser } from "./staff-users";
import { generateTotpSecret, matchTotp } from "./totp";

type Actor = { user: StaffUser; sessionHash: string };

export type PasswordChangeErrors = Partial<{
  current_password: "missing" | "wrong" | "locked" | "busy";
  new_password: "missing" | PasswordProblem | "same_as_current";
  confirm_password: "missing" | "mismatch";
}>;

export type PasswordChangeOutcome =
  { ok: true; token: string } | { ok: false; errors: PasswordChangeErrors; retryAfterMinutes?: number };

async function checkCurrentPassword(
  core: AuthCore,
  user: StaffUser,
  password: string,
  origin: RequestOrigin,
): Promise<"ok" | "wrong" | "busy" | { locked: number }> {
  const limit = await core.limiter.check(core.signInBuckets(user.email, origin.ip));
  // Limits that cannot be checked (their store is down) refuse the check as sign-in does: as busy,
  // not as a lock-out the person did nothing to earn.
  if (!limit.allowed && limit.unavailable) return "busy";
  if (!limit.allowed) return { locked: Math.max(1, Math.ceil(limit.retryAfterMs / 60_000)) };
  const row = await core.users.findRowById(user.id);
  if (row && (await verifyPassword(row.password_hash, password))) return "ok";
  await core.recordSignInFailure(user.email, origin.ip);
  return "wrong";
}

export async function changePassword(
  core: AuthCore,
  actor: Actor,
  input: { current: string; next: string; confirm: string },
  origin: RequestOrigin,
): Promise<PasswordChangeOutcome> {
  const errors: PasswordChangeErrors = {};
  if (!input.current) errors.current_password = "missing";
  if (!input.next) errors.new_password = "missing";
  else {
    const problem = passwordProblem(input.next, actor.user.email);
    if (problem) errors.new_password = problem;
    else if (input.next === input.current) errors.new_password = "same_as_current";
  }
  if (!input.confirm) errors.confirm_password = "missing";
  else if (input.next && input.confirm !== input.next) errors.confirm_password = "mismatch";
  if (errors.current_password || errors.new_password || errors.confirm_password) return { ok: false, errors };

  const current = await checkCurrentPassword(core, actor.user, input.current, origin);
  if (current !== "ok") {
    return typeof current === "object"
      ? { ok: false, errors: { current_password: "locked" }, retryAfterMinutes: current.locked }
      : { ok: false, errors: { current_password: current } };
  }

  const now = core.now();
  await core.users.update(actor.user.id, now, {
    password_hash: await hashPassword(input.next),
    must_change_password: 0,
    password_changed_at: now,
  });
  // Every other browser signed in as this person is signed out, and this one gets a new id.
  await core.sessions.revokeAllForUser(actor.user.id);
  const session = await core.sessions.start(actor.user.id, {
    secondFactorPending: false,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  await core.audit({
    actorId: actor.user.id,
    action: "password_changed",
    target: { type: "staff_user", id: actor.user.id },
    details: { forced: actor.user.must_change_password },
    ip: origin.ip,
  });
  return { ok: true, token: session.token };
}

export type TwoFactorStatus =
  | { enabled: true; recoveryCodesLeft: number; required: boolean }
  | { enabled: false; secret: string; required: boolean };

/**
 * Two-factor state for the account page. While it is off, a secret waiting for confirmation is
 * kept (sealed) on the account, so reloading the page shows the same QR code.
 */
export async function twoFactorStatus(core: AuthCore, user: StaffUser): Promise<TwoFactorStatus> {
  const { requireTwoFactor } = await readStaffSettings(core.db);
  const row = await core.users.findRowById(user.id);
  if (row?.totp_enabled === 1) {
    return {
      enabled: true,
      recoveryCodesLeft: await core.users.countUnusedRecoveryCodes(user.id),
      required: requireTwoFactor,
    };
  }
  let secret = row?.totp_secret ? core.totpBox.open(row.totp_secret) : null;
  if (!secret) {
    secret = generateTotpSecret();
    await core.users.update(user.id, core.now(), { totp_secret: core.totpBox.seal(secret), totp_last_step: null });
  }
  return { enabled: false, secret, required: requireTwoFactor };
}

async function newRecoveryCodes(core: AuthCore, userId: number): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await core.users.replaceRecoveryCodes(
    userId,
    codes.map((code) => hashRecoveryCode(core.appSecret, code)),
    core.now(),
  );
  return codes;
}

export async function confirmTwoFactor(
  core: AuthCore,
  actor: Actor,
  code: string,
  origin: RequestOrigin,
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; problem: "missing" | "wrong" | "already_on" }> {
  const trimmed = code.replace(/\s/g, "");
  if (!trimmed) return { ok: false, problem: "missing" };
  const row = await core.users.findRowById(actor.user.id);
  if (!row) return { ok: false, problem: "wrong" };
  if (row.totp_enabled === 1) return { ok: false, problem: "already_on" };
  const secret = row.totp_secret ? core.totpBox.open(row.totp_secret) : null;
  const step = secret ? matchTotp(secret, trimmed, core.clock.now().getTime(), null) : null;
  if (step === null) return { ok: false, problem: "wrong" };
  await core.users.update(row.id, core.now(), { totp_enabled: 1, totp_last_step: step });
  const recoveryCodes = await newRecoveryCodes(core, row.id);
  await core.audit({
    actorId: row.id,
    action: "two_factor_enabled",
    target: { type: "staff_user", id: row.id },
    ip: origin.ip,
  });
  return { ok: true, recoveryCodes };
}

export type PasswordConfirmedOutcome<T> =
  | ({ ok: true } & T)
  | { ok: false; problem: "missing" | "wrong" | "busy" | "required" | "not_on" }
  | { ok: false; problem: "locked"; retryAfterMinutes: number };

async function withPassword<T>(
  core: AuthCore,
  actor: Actor,
  password: string,
  origin: RequestOrigin,
  work: () => Promise<T>,
): Promise<PasswordConfirmedOutcome<T>> {
  if (!password) return { ok: false, problem: "missing" };
  const current = await checkCurrentPassword(core, actor.user, password, origin);
  if (current === "wrong" || current === "busy") return { ok: false, problem: current };
  if (typeof current === "object") return { ok: false, problem: "locked", retryAfterMinutes: current.locked };
  return { ok: true, ...(await work()) };
}

export async function turnOffTwoFactor(
  core: AuthCore,
  actor: Actor,
  password: string,
  origin: RequestOrigin,
): Promise<PasswordConfirmedOutcome<object>> {
  if ((await readStaffSettings(core.db)).requireTwoFactor) return { ok: false, problem: "required" };
  if (!actor.user.totp_enabled) return { ok: false, problem: "not_on" };
  return withPassword(core, actor, password, origin, async () => {
    await core.users.update(actor.user.id, core.now(), { totp_enabled: 0, totp_secret: null, totp_last_step: null });
    await core.users.replaceRecoveryCodes(actor.user.id, [], core.now());
    await core.audit({
      actorId: actor.user.id,
      action: "two_factor_disabled",
      target: { type: "staff_user", id: actor.user.id },
      ip: origin.ip,
    });
    return {};
  });
}

export async function regenerateRecoveryCodes(
  core: AuthCore,
  actor: Actor,
  password: string,
  origin: RequestOrigin,
): Promise<PasswordConfirmedOutcome<{ recoveryCodes: string[] }>> {
  if (!actor.user.totp_enabled) return { ok: false, problem: "not_on" };
  return withPassword(core, actor, password, origin, async () => {
    const recoveryCodes = await newRecoveryCodes(core, actor.user.id);
    await core.audit({
      actorId: actor.user.id,
      action: "recovery_codes_regenerated",
      target: { type: "staff_user", id: actor.user.id },
      ip: origin.ip,
    });
    return { recoveryCodes };
  });
}
