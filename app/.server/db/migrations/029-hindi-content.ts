/**
 * Staff write content in Hindi too: every staff-written text that has a Marathi column gets a
 * Hindi one beside it (`*_hi`, nullable: the Hindi version is optional, and a Hindi reader of an
 * item without one reads its English text, marked as English). A news flash may be written in
 * Hindi (its language CHECK accepts `hi`).
 *
 * A later language is one more migration like this one, with its code in place of `hi`.
 */
import type { Kysely } from "kysely";
import { widenCheck } from "./dialect";

const CODE = "hi";

/** Each table and the stems of its per-language text columns (`<stem>_en`, `<stem>_mr`, …). */
const TEXTS: Array<[table: string, stems: string[]]> = [
  ["officers", ["name"]],
  ["police_stations", ["name", "address"]],
  ["articles", ["title", "summary", "description"]],
  ["article_images", ["alt"]],
  ["documents", ["title"]],
  ["books", ["name"]],
  ["albums", ["title"]],
  ["album_items", ["caption", "description"]],
  ["former_commissioners", ["name", "rank"]],
  ["leaders", ["name", "title"]],
  ["notices", ["title"]],
];

const OLD_FLASH_LANGUAGES = ["en", "mr"];
const FLASH_LANGUAGES = [...OLD_FLASH_LANGUAGES, CODE];

/** The Hindi columns of `tables` only (a test of one area's repository has only that area's tables). */
export async function addColumns(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const [table, stems] of TEXTS.filter(([name]) => tables.includes(name))) {
    for (const stem of stems) await db.schema.alterTable(table).addColumn(`${stem}_${CODE}`, "text").execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(
    db,
    TEXTS.map(([table]) => table),
  );
  await widenCheck(db, "news_flashes", "language", OLD_FLASH_LANGUAGES, FLASH_LANGUAGES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ news_flashes: { language: string | null } }>)
    .updateTable("news_flashes")
    .set({ language: "en" })
    .where("language", "=", CODE)
    .execute();
  await widenCheck(db, "news_flashes", "language", FLASH_LANGUAGES, OLD_FLASH_LANGUAGES);
  for (const [table, stems] of TEXTS) {
    for (const stem of stems) await db.schema.alterTable(table).dropColumn(`${stem}_${CODE}`).execute();
  }
}
