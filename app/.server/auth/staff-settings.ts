/**
 * Settings administrators change at /admin/settings, one row per key. Today there is one:
 * whether every staff account must use two-factor sign-in.
 */
import type { Clock } from "../clock";
import type { Db } from "../db/connection";

export type StaffSettings = { requireTwoFactor: boolean };

const REQUIRE_TWO_FACTOR = "require_two_factor";

export async function readStaffSettings(db: Db): Promise<StaffSettings> {
  const rows = await db.selectFrom("staff_settings").select(["key", "value"]).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return { requireTwoFactor: values.get(REQUIRE_TWO_FACTOR) === "1" };
}

export async function writeRequireTwoFactor(db: Db, clock: Clock, value: boolean, by: number | null): Promise<void> {
  const now = clock.now().toISOString();
  await db
    .insertInto("staff_settings")
    .values({ key: REQUIRE_TWO_FACTOR, value: value ? "1" : "0", updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: value ? "1" : "0", updated_at: now, updated_by: by }))
    .execute();
}
