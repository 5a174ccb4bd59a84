/**
 * Helpers for the admin integration tests: staff accounts made straight in the test server's
 * database (through the same services the app uses), and a Visitor that signs in over HTTP.
 */
import { beforeEach, expect } from "vitest";
import { createAuthCore, type AuthCore } from "~/.server/auth/auth-core";
import { generateRecoveryCodes, hashRecoveryCode } from "~/.server/auth/recovery-codes";
import type { StaffUser } from "~/.server/auth/staff-users";
import { generateTotpSecret, totpCode } from "~/.server/auth/totp";
import { createStaffUser } from "~/.server/auth/user-admin";
import type { StaffRole } from "~/.server/db/tables/staff";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer, type TestServer } from "../support/test-server";

export const PASSWORD = "monsoon platform chai umbrella";

/**
 * The file's test server for the sign-in tests, on a clock of its own that moves 16 minutes on
 * before each test: every test starts outside the previous tests' 15-minute limit windows.
 */
export function useSignInServer(): { server: TestServer; clock: TestClock } {
  const clock = new TestClock();
  const server = useTestServer({}, { clock });
  beforeEach(() => clock.advance(16 * 60_000));
  return { server, clock };
}

const cores = new WeakMap<TestServer, AuthCore>();

export function coreOf(server: TestServer): AuthCore {
  let core = cores.get(server);
  if (!core) {
    const { db, clock, limiter, config, logger } = server.services;
    core = createAuthCore({ db, clock, limiter, appSecret: config.appSecret, logger });
    cores.set(server, core);
  }
  return core;
}

export async function createStaff(
  server: TestServer,
  options: { email: string; role: StaffRole; name?: string; stationId?: number | null; password?: string },
): Promise<StaffUser> {
  const outcome = await createStaffUser(
    coreOf(server),
    null,
    {
      email: options.email,
      displayName: options.name ?? `Sample Officer (${options.role})`,
      role: options.role,
      stationId: options.stationId ?? null,
      password: options.password ?? PASSWORD,
    },
    null,
  );
  if (!outcome.ok) throw new Error(`could not create ${options.email}: ${outcome.problem}`);
  return outcome.user;
}

/** Turns two-factor sign-in on for an account directly; returns the secret and recovery codes. */
export async function enableTotp(server: TestServer, user: { id: number }) {
  const core = coreOf(server);
  const secret = generateTotpSecret();
  await core.users.update(user.id, core.now(), {
    totp_secret: core.totpBox.seal(secret),
    totp_enabled: 1,
    totp_last_step: null,
  });
  const recoveryCodes = generateRecoveryCodes();
  await core.users.replaceRecoveryCodes(
    user.id,
    recoveryCodes.map((code) => hashRecoveryCode(core.appSecret, code)),
    core.now(),
  );
  return { secret, recoveryCodes };
}

/** The code an authenticator app shows at the server's (test) time, `steps` 30-second steps on. */
export function codeNow(server: TestServer, secret: string, steps = 0): string {
  return totpCode(secret, server.services.clock.now().getTime() + steps * 30_000);
}

/** A fresh CSRF token for this visitor (the XSRF-TOKEN cookie every response sets). */
export async function tokenFor(visitor: Visitor): Promise<string> {
  if (!visitor.cookies.get("XSRF-TOKEN")) await visitor.get("/admin/sign-in");
  return decodeURIComponent(visitor.cookies.get("XSRF-TOKEN")!);
}

/** Posts a form the way the admin pages do (with the CSRF token). */
export async function post(visitor: Visitor, path: string, fields: Record<string, string> = {}): Promise<Response> {
  return visitor.postForm(path, { _token: await tokenFor(visitor), ...fields });
}

export function location(response: Response): string {
  return response.headers.get("location") ?? "";
}

/** Signs in over HTTP with the password only and checks it worked. */
export async function signIn(
  server: TestServer,
  email: string,
  password = PASSWORD,
  visitor = new Visitor(server.url),
) {
  const response = await post(visitor, "/admin/sign-in", { email, password });
  expect(response.status, `signing in as ${email}`).toBe(302);
  expect(location(response)).toBe("/admin");
  return visitor;
}

/**
 * Creates the accounts `accounts` names (all of them first, in order), then signs each in over
 * HTTP in the same order: a signed-in browser for each, under the same name.
 */
export async function createSignedInStaff<Name extends string>(
  server: TestServer,
  accounts: Record<Name, Parameters<typeof createStaff>[1]>,
): Promise<Record<Name, Visitor>> {
  const entries = Object.entries(accounts) as Array<[Name, Parameters<typeof createStaff>[1]]>;
  for (const [, account] of entries) await createStaff(server, account);
  const signedIn = {} as Record<Name, Visitor>;
  for (const [name, account] of entries) signedIn[name] = await signIn(server, account.email);
  return signedIn;
}

/** Signs in with the password and the app's code. */
export async function signInWithTotp(
  server: TestServer,
  email: string,
  secret: string,
  visitor = new Visitor(server.url),
) {
  const first = await post(visitor, "/admin/sign-in", { email, password: PASSWORD });
  expect(location(first)).toBe("/admin/sign-in/two-factor");
  const user = await coreOf(server).users.findRowByEmail(email);
  // The next step's code: the current one may already have been used in this test.
  const steps = user?.totp_last_step === Math.floor(server.services.clock.now().getTime() / 30_000) ? 1 : 0;
  const second = await post(visitor, "/admin/sign-in/two-factor", { code: codeNow(server, secret, steps) });
  expect(second.status).toBe(302);
  expect(location(second)).toBe("/admin");
  return visitor;
}

export async function auditRows(server: TestServer, action?: string) {
  let query = server.services.db.selectFrom("audit_log").selectAll().orderBy("id");
  if (action) query = query.where("action", "=", action);
  return query.execute();
}

export function details(row: { details: string | null }): Record<string, unknown> {
  return row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {};
}

/** The text of the page without tags (for "the page says …" checks). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The error summary of an admin page (its messages), or [] when there is none. */
export function errorSummary(html: string): string[] {
  const block = /<div class="admin-error-summary"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...block.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((match) => textOf(match[1]!).trim());
}

/**
 * Checks that a form was refused as the admin pages refuse one: with `status` (422 unless told)
 * and an error summary of exactly `messages`, in the order of the form's fields. Returns the page,
 * for checks on what it kept of what was typed.
 */
export async function expectRefused(response: Response, messages: string[], status = 422): Promise<string> {
  const html = await response.text();
  expect(response.status, errorSummary(html).join("; ")).toBe(status);
  expect(errorSummary(html)).toEqual(messages);
  return html;
}
