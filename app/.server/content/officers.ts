import type { Db } from "../db/connection";
import type { Officer } from "../db/schema";

export function createOfficerRepository(db: Db) {
  return {
    /** The Commissioner of Police shown on the home page (the first CP on record). */
    async findCommissioner(): Promise<Pick<Officer, "name_en" | "name_mr" | "name_hi" | "photo"> | undefined> {
      return db
        .selectFrom("officers")
        .select(["name_en", "name_mr", "name_hi", "photo"])
        .where("designation", "=", "CP")
        .orderBy("id")
        .executeTakeFirst();
    },
  };
}
