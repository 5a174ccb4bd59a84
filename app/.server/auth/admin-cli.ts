/**
 * `npm run admin -- <command>`: staff accounts from the command line. There is no default
 * account; the first administrator is made here. Passwords come from ADMIN_PASSWORD or are typed
 * at the terminal without echo, never from the command line (which shells keep in history and
 * every user of the machine can see in the process list).
 *
 * Written for the people who run the server, in English like the rest of the operations tooling.
 */
import { systemClock, type Clock } from "../clock";
import { loadConfig } from "../config";
import { openDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { STAFF_ROLES, type StaffRole } from "../db/tables/staff";
import { createLogger } from "../logger";
import { createDbRateLimiter } from "../security/rate-limiter";
import { createAuthCore, type AuthCore } from "./auth-core";
import { MIN_PASSWORD_LENGTH, type PasswordProblem } from "./password-policy";
import {
  createStaffUser,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffUserDisabled,
  type AdminProblem,
} from "./user-admin";

export type CliIo = {
  out(line: string): void;
  err(line: string): void;
  /** Asks for a password without showing it; null when there is no terminal to ask at. */
  promptPassword(question: string): Promise<string | null>;
};

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user --email <address> --role <admin|editor|desk> [--name <full name>] [--station <id>]
      Creates an account. The password is read from ADMIN_PASSWORD or asked for (not shown).
  reset-password --email <address>
      Sets a new password (ADMIN_PASSWORD or asked for) and signs the account out everywhere.
  disable-user --email <address>     Stops the account signing in and ends its sessions.
  enable-user --email <address>      Lets a disabled account sign in again.
  remove-two-factor --email <address>
      Turns two-factor sign-in off for someone who lost their phone and recovery codes.
  list-users                         Lists every account.

The database is the one the server uses (DATA_DIR, or DATABASE_URL for PostgreSQL).`;

const PROBLEMS: Record<AdminProblem | PasswordProblem | "mismatch" | "no_password", string> = {
  not_found: "There is no account with that e-mail address.",
  self: "That cannot be done to your own account.",
  last_admin: "That would leave no active administrator.",
  email_taken: "There is already an account with that e-mail address.",
  no_station: "There is no police station with that id.",
  too_short: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  too_long: "The password must be 256 characters or fewer.",
  common: "That password is one of the most common ones. Choose another.",
  same_as_email: "The password must not be the e-mail address.",
  mismatch: "The two passwords were not the same.",
  no_password: "Set ADMIN_PASSWORD, or run this in a terminal to type the password.",
};

type Options = Record<string, string | true>;

export function parseArgs(argv: readonly string[]): { command: string | undefined; options: Options } {
  const [command, ...rest] = argv;
  const options: Options = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith("--")) throw new CliError(`Unexpected argument "${arg}".`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) options[name] = inline;
    else if (rest[i + 1] !== undefined && !rest[i + 1]!.startsWith("--")) options[name] = rest[++i]!;
    else options[name] = true;
  }
  return { command, options };
}

class CliError extends Error {}

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== "string" || value.trim() === "") throw new CliError(`--${name} is required.`);
  return value.trim();
}

async function readPassword(env: Record<string, string | undefined>, io: CliIo): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const first = await io.promptPassword("Password: ");
  if (first === null) throw new CliError(PROBLEMS.no_password);
  const second = await io.promptPassword("Password again: ");
  if (first !== second) throw new CliError(PROBLEMS.mismatch);
  return first;
}

async function emailToId(core: AuthCore, email: string): Promise<number> {
  const user = await core.users.findByEmail(email);
  if (!user) throw new CliError(PROBLEMS.not_found);
  return user.id;
}

function check(outcome: { ok: true } | { ok: false; problem: keyof typeof PROBLEMS }) {
  if (!outcome.ok) throw new CliError(PROBLEMS[outcome.problem]);
}

/** Runs one command; returns the process exit code. */
export async function runAdminCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  clock: Clock = systemClock,
): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 64;
  }
  const { command, options } = parsed;
  if (!command || command === "help" || options.help) {
    (command && command !== "help" ? io.err : io.out)(USAGE);
    return command && command !== "help" && !options.help ? 64 : 0;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env, { sendsSms: false });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 78;
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const core = createAuthCore({
      db,
      clock,
      limiter: createDbRateLimiter(db, clock),
      appSecret: config.appSecret,
      logger: createLogger("silent"),
    });
    switch (command) {
      case "create-user": {
        const email = required(options, "email");
        const role = required(options, "role") as StaffRole;
        if (!STAFF_ROLES.includes(role)) throw new CliError(`--role must be one of ${STAFF_ROLES.join(", ")}.`);
        const stationOption = options.station;
        let stationId: number | null = null;
        if (stationOption !== undefined) {
          if (typeof stationOption !== "string" || !/^[1-9]\d{0,8}$/.test(stationOption))
            throw new CliError("--station must be a police station id (a number).");
          if (role !== "desk") throw new CliError("--station is only for desk officers (--role desk).");
          stationId = Number(stationOption);
        }
        const name = typeof options.name === "string" ? options.name : email;
        const password = await readPassword(env, io);
        const outcome = await createStaffUser(
          core,
          null,
          { email, displayName: name, role, stationId, password },
          null,
        );
        check(outcome);
        if (outcome.ok) io.out(`Created ${outcome.user.role} account ${outcome.user.email} (id ${outcome.user.id}).`);
        return 0;
      }
      case "reset-password": {
        const id = await emailToId(core, required(options, "email"));
        const password = await readPassword(env, io);
        check(await resetStaffPassword(core, null, id, null, password));
        io.out("Password changed; every session of the account has ended.");
        return 0;
      }
      case "disable-user":
      case "enable-user": {
        const id = await emailToId(core, required(options, "email"));
        check(await setStaffUserDisabled(core, null, id, command === "disable-user", null));
        io.out(command === "disable-user" ? "Account disabled; its sessions have ended." : "Account enabled.");
        return 0;
      }
      case "remove-two-factor": {
        const id = await emailToId(core, required(options, "email"));
        check(await resetStaffTwoFactor(core, null, id, null));
        io.out("Two-factor sign-in is off for the account; its sessions have ended.");
        return 0;
      }
      case "list-users": {
        const users = await core.users.list();
        if (users.length === 0) io.out("No staff accounts yet. Create one with create-user.");
        for (const user of users) {
          const flags = [
            user.disabled ? "disabled" : "active",
            user.totp_enabled ? "two-factor" : null,
            user.must_change_password ? "temporary password" : null,
            user.station_id ? `station ${user.station_id}` : null,
          ].filter(Boolean);
          io.out(`${user.id}\t${user.email}\t${user.role}\t${user.display_name}\t${flags.join(", ")}`);
        }
        return 0;
      }
      default:
        io.err(`Unknown command "${command}".`);
        io.err(USAGE);
        return 64;
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
