import type { Kysely } from "kysely";
import type { FileStorage } from "../../storage/file-storage";
import type { Database } from "../schema";

/** Demo content of one area of the site, loaded in the same transaction as the rest. */
export type DemoSeed = (db: Kysely<Database>, storage: FileStorage) => Promise<void>;
