/**
 * Signing in and out. The answers never tell whether an e-mail address is an account: an unknown
 * address costs the same argon2 work as a known one, counts against the same limits, and gets the
 * same words back. Only the audit log (for administrators) says what really happened.
 */
import type { AuthCore, RequestOrigin } from "./auth-core";
import { describeAttemptedEmail } from "./auth-core";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";
import { hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import { readStaffSettings } from "./staff-settings";
import { toStaffUser, type StaffUser } from "./staff-users";
import { matchTotp } from "./totp";

export type SignInOutcome =
  | { ok: true; token: string; secondFactor: boolean; user: StaffUser }
  | { ok: false; problem: "invalid" }
  | { ok: false; problem: "locked"; retryAfterMinutes: number }
  | Busy;

export type SecondFactorOutcome =
  | { ok: true; token: string; user: StaffUser; method: "totp" | "recovery_code"; recoveryCodesLeft: number }
  | { ok: false; problem: "invalid" | "expired" }
  | { ok: false; problem: "locked"; retryAfterMinutes: number }
  | Busy;

/**
 * The limits could not be checked (their store, Redis, did not answer): the attempt is refused to
 * be safe, and nothing is counted against the account. The server's fault, not the person's, so
 * it is never told it tried too often.
 */
export type Busy = { ok: false; problem: "busy" };

/** How long a person is asked to wait before trying again while the limits cannot be checked. */
export const BUSY_RETRY_AFTER_SECONDS = 60;

/** What a request's staff cookie amounts to. */
export type StaffIdentity =
  | { kind: "anonymous"; ended: "idle" | "expired" | "revoked" | null }
  | { kind: "second_factor"; user: StaffUser; sessionHash: string }
  | {
      kind: "staff";
      user: StaffUser;
      sessionHash: string;
      /** A step the person must finish before anything else: a new password, then two-factor. */
      setup: "password" | "two_factor" | null;
    };

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export async function signIn(
  core: AuthCore,
  input: { email: string; password: string; previousToken?: string | undefined },
  origin: RequestOrigin,
): Promise<SignInOutcome> {
  return core.oneAttemptAtATime(input.email, () => attemptSignIn(core, input, origin));
}

async function attemptSignIn(
  core: AuthCore,
  input: { email: string; password: string; previousToken?: string | undefined },
  origin: RequestOrigin,
): Promise<SignInOutcome> {
  const row = await core.users.findRowByEmail(input.email);
  const target = row ? ({ type: "staff_user", id: row.id } as const) : undefined;
  const failure = (reason: string) =>
    core.audit({
      actorId: row?.id ?? null,
      action: "sign_in_failed",
      target,
      details: row ? { reason } : { reason, email: describeAttemptedEmail(input.email) },
      ip: origin.ip,
    });

  const limit = await core.limiter.check(core.signInBuckets(input.email, origin.ip));
  if (!limit.allowed) {
    await failure(limit.unavailable ? "busy" : "locked");
    if (limit.unavailable) return { ok: false, problem: "busy" };
    return { ok: false, problem: "locked", retryAfterMinutes: minutes(limit.retryAfterMs) };
  }

  const passwordRight = row
    ? await verifyPassword(row.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !passwordRight || row.disabled === 1) {
    await core.recordSignInFailure(input.email, origin.ip);
    await failure(!row ? "unknown_account" : !passwordRight ? "wrong_password" : "disabled");
    return { ok: false, problem: "invalid" };
  }

  // A new session id at every sign-in: whatever id the browser had before is dead.
  await core.sessions.revoke(input.previousToken);
  const now = core.now();
  if (needsRehash(row.password_hash)) {
    await core.users.update(row.id, now, { password_hash: await hashPassword(input.password) });
  }
  const secondFactor = row.totp_enabled === 1;
  const session = await core.sessions.start(row.id, {
    secondFactorPending: secondFactor,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  if (!secondFactor) {
    await core.users.update(row.id, now, { last_sign_in_at: now });
    await core.audit({ actorId: row.id, action: "sign_in", target, details: { method: "password" }, ip: origin.ip });
  }
  await core.sessions.purge();
  return { ok: true, token: session.token, secondFactor, user: toStaffUser(row) };
}

export async function completeSecondFactor(
  core: AuthCore,
  input: { token: string | undefined; code: string },
  origin: RequestOrigin,
): Promise<SecondFactorOutcome> {
  const resolved = await core.sessions.resolve(input.token);
  if (resolved.status !== "active" || resolved.row.second_factor_pending !== 1)
    return { ok: false, problem: "expired" };
  const pending = resolved.row;
  const row = await core.users.findRowById(pending.user_id);
  if (!row || row.disabled === 1 || row.totp_enabled !== 1 || !row.totp_secret) {
    await core.sessions.revokeByHash(pending.id_hash);
    return { ok: false, problem: "expired" };
  }
  const target = { type: "staff_user", id: row.id } as const;

  const limit = await core.limiter.check(core.signInBuckets(row.email, origin.ip));
  if (!limit.allowed) {
    // While the limits cannot be checked the half-signed-in session stays, to try the code again.
    if (!limit.unavailable) await core.sessions.revokeByHash(pending.id_hash);
    await core.audit({
      actorId: row.id,
      action: "sign_in_failed",
      target,
      details: { reason: limit.unavailable ? "busy" : "locked" },
      ip: origin.ip,
    });
    if (limit.unavailable) return { ok: false, problem: "busy" };
    return { ok: false, problem: "locked", retryAfterMinutes: minutes(limit.retryAfterMs) };
  }

  const code = input.code.replace(/\s/g, "");
  let method: "totp" | "recovery_code" | null = null;
  if (/^\d{6}$/.test(code)) {
    const secret = core.totpBox.open(row.totp_secret);
    const step = secret ? matchTotp(secret, code, core.clock.now().getTime(), row.totp_last_step) : null;
    if (step !== null && (await core.users.claimTotpStep(row.id, step))) method = "totp";
  } else {
    const recovery = normalizeRecoveryCode(input.code);
    if (
      recovery &&
      (await core.users.consumeRecoveryCode(row.id, hashRecoveryCode(core.appSecret, recovery), core.now()))
    )
      method = "recovery_code";
  }
  if (!method) {
    await core.recordSignInFailure(row.email, origin.ip);
    await core.audit({
      actorId: row.id,
      action: "sign_in_failed",
      target,
      details: { reason: "wrong_second_factor" },
      ip: origin.ip,
    });
    return { ok: false, problem: "invalid" };
  }

  // The half-signed-in session is replaced by a new one: another id for the full privileges.
  await core.sessions.revokeByHash(pending.id_hash);
  const session = await core.sessions.start(row.id, {
    secondFactorPending: false,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  const now = core.now();
  await core.users.update(row.id, now, { last_sign_in_at: now });
  await core.audit({ actorId: row.id, action: "sign_in", target, details: { method }, ip: origin.ip });
  const recoveryCodesLeft = await core.users.countUnusedRecoveryCodes(row.id);
  if (method === "recovery_code") {
    await core.audit({
      actorId: row.id,
      action: "recovery_code_used",
      target,
      details: { remaining: recoveryCodesLeft },
      ip: origin.ip,
    });
  }
  return { ok: true, token: session.token, user: toStaffUser(row), method, recoveryCodesLeft };
}

export async function signOut(core: AuthCore, token: string | undefined, origin: RequestOrigin): Promise<void> {
  const resolved = await core.sessions.resolve(token);
  if (resolved.status !== "active") return;
  await core.sessions.revokeByHash(resolved.row.id_hash);
  if (resolved.row.second_factor_pending === 1) return;
  await core.audit({
    actorId: resolved.row.user_id,
    action: "sign_out",
    target: { type: "staff_user", id: resolved.row.user_id },
    ip: origin.ip,
  });
}

/** Who the cookie belongs to, checked against the session table and the account on every request. */
export async function resolveIdentity(core: AuthCore, token: string | undefined): Promise<StaffIdentity> {
  const resolved = await core.sessions.resolve(token);
  if (resolved.status === "none") return { kind: "anonymous", ended: null };
  if (resolved.status === "ended") return { kind: "anonymous", ended: resolved.reason };
  const row = await core.users.findRowById(resolved.row.user_id);
  if (!row || row.disabled === 1) {
    await core.sessions.revokeByHash(resolved.row.id_hash);
    return { kind: "anonymous", ended: "revoked" };
  }
  const user = toStaffUser(row);
  if (resolved.row.second_factor_pending === 1)
    return { kind: "second_factor", user, sessionHash: resolved.row.id_hash };
  let setup: "password" | "two_factor" | null = null;
  if (user.must_change_password) setup = "password";
  else if (!user.totp_enabled && (await readStaffSettings(core.db)).requireTwoFactor) setup = "two_factor";
  return { kind: "staff", user, sessionHash: resolved.row.id_hash, setup };
}
