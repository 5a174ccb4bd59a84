/**
 * The staff accounts table. Reads return `StaffUser`, which never carries the password hash or the
 * TOTP secret; the few functions that need those say so in their names.
 */
import type { Db } from "../db/connection";
import type { Flag } from "../db/schema";
import type { StaffRole, StaffUserRow } from "../db/tables/staff";

export type StaffUser = {
  id: number;
  email: string;
  display_name: string;
  role: StaffRole;
  station_id: number | null;
  disabled: boolean;
  must_change_password: boolean;
  totp_enabled: boolean;
  created_at: string;
  last_sign_in_at: string | null;
};

export function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    role: row.role,
    station_id: row.station_id,
    disabled: row.disabled === 1,
    must_change_password: row.must_change_password === 1,
    totp_enabled: row.totp_enabled === 1,
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  };
}

/** E-mail addresses compare lower-cased and trimmed everywhere (sign-in, creation, the CLI). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const flag = (value: boolean): Flag => (value ? 1 : 0);

export function createStaffUserRepository(db: Db) {
  /** The whole row, secrets included: for sign-in and two-factor checks only. */
  const findRowByEmail = (email: string): Promise<StaffUserRow | undefined> =>
    db.selectFrom("staff_users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
  const findRowById = (id: number): Promise<StaffUserRow | undefined> =>
    db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirst();

  return {
    findRowByEmail,
    findRowById,
    async findById(id: number): Promise<StaffUser | undefined> {
      const row = await findRowById(id);
      return row ? toStaffUser(row) : undefined;
    },
    async findByEmail(email: string): Promise<StaffUser | undefined> {
      const row = await findRowByEmail(email);
      return row ? toStaffUser(row) : undefined;
    },
    async list(): Promise<StaffUser[]> {
      const rows = await db.selectFrom("staff_users").selectAll().orderBy("email").execute();
      return rows.map(toStaffUser);
    },
    async countActiveAdmins(): Promise<number> {
      const row = await db
        .selectFrom("staff_users")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("role", "=", "admin")
        .where("disabled", "=", 0)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async insert(input: {
      email: string;
      displayName: string;
      role: StaffRole;
      stationId: number | null;
      passwordHash: string;
      mustChangePassword: boolean;
      now: string;
    }): Promise<StaffUser> {
      const row = await db
        .insertInto("staff_users")
        .values({
          email: normalizeEmail(input.email),
          display_name: input.displayName,
          role: input.role,
          station_id: input.stationId,
          password_hash: input.passwordHash,
          must_change_password: flag(input.mustChangePassword),
          created_at: input.now,
          updated_at: input.now,
          password_changed_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStaffUser(row);
    },
    async update(
      id: number,
      now: string,
      patch: Partial<{
        display_name: string;
        role: StaffRole;
        station_id: number | null;
        password_hash: string;
        must_change_password: Flag;
        password_changed_at: string;
        disabled: Flag;
        disabled_at: string | null;
        totp_secret: string | null;
        totp_enabled: Flag;
        totp_last_step: number | null;
        last_sign_in_at: string;
      }>,
    ): Promise<void> {
      await db
        .updateTable("staff_users")
        .set({ ...patch, updated_at: now })
        .where("id", "=", id)
        .execute();
    },
    /**
     * Records `step` as the last TOTP step used, only if it is later than the one on record: of
     * two requests racing with the same code, exactly one wins.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable("staff_users")
        .set({ totp_last_step: step })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async replaceRecoveryCodes(userId: number, hashes: string[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
        if (hashes.length > 0)
          await trx
            .insertInto("staff_recovery_codes")
            .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
            .execute();
      });
    },
    /** Uses a recovery code once: true only for the one request that marks it used. */
    async consumeRecoveryCode(userId: number, hash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable("staff_recovery_codes")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("code_hash", "=", hash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async countUnusedRecoveryCodes(userId: number): Promise<number> {
      const row = await db
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type StaffUserRepository = ReturnType<typeof createStaffUserRepository>;
