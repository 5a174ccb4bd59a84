/**
 * A found phone's IMEI in a column of its own, kept as the 15 digits the register's form checked
 * (as the lost form checks it), so that staff match it against lost reports' IMEIs and no longer
 * write it into the description.
 *
 * The site search's row of a held item gains the IMEI as its text ("IMEI" and the digits), so a
 * result shows it as the register does: the search masks long numbers in what it shows of the
 * register and finds nothing by them (found-property/in-search.ts). Migration 020's rows are
 * rebuilt with it: PostgreSQL's view is recreated, SQLite's triggers and indexed rows replaced.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";
import { ALL_ROWS } from "./012-search";

const KIND = "'found_property'";
const COLUMNS = "kind, ref_id, locale, date, file, title, body";
/** The word before the IMEI in each language's row (docs/glossary-mr.md's term in Marathi). */
const IMEI_LABEL = { en: "IMEI", mr: "आयएमईआय" } as const;

/** One row per language in which the item is described; items handed back are not searchable. */
function foundRows(withImei: boolean, id?: string): string {
  return (["en", "mr"] as const)
    .map(
      (locale) =>
        `select ${KIND} as kind, id as ref_id, '${locale}' as locale, found_on as date, category as file, ` +
        `description_${locale} as title, ` +
        (withImei ? `coalesce('${IMEI_LABEL[locale]} ' || imei, '')` : "''") +
        ` as body from found_property where description_${locale} is not null and returned = 0` +
        (id ? ` and id = ${id}` : ""),
    )
    .join(" union all ");
}

async function searchRows(db: Kysely<unknown>, withImei: boolean): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop view search_items`.execute(db);
    await sql.raw(`create view search_items as ${ALL_ROWS} union all ${foundRows(withImei)}`).execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger search_found_property_${event}`).execute(db);
  }
  await sql.raw(`delete from search_index where kind = ${KIND}`).execute(db);
  const insert = `insert into search_index (${COLUMNS}) ${foundRows(withImei, "new.id")};`;
  const remove = `delete from search_index where kind = ${KIND} and ref_id = old.id;`;
  await sql
    .raw(`create trigger search_found_property_insert after insert on found_property begin ${insert} end`)
    .execute(db);
  await sql
    .raw(`create trigger search_found_property_update after update on found_property begin ${remove} ${insert} end`)
    .execute(db);
  await sql
    .raw(`create trigger search_found_property_delete after delete on found_property begin ${remove} end`)
    .execute(db);
  await sql.raw(`insert into search_index (${COLUMNS}) ${foundRows(withImei)}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("found_property").addColumn("imei", "text").execute();
  await searchRows(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await searchRows(db, false);
  await db.schema.alterTable("found_property").dropColumn("imei").execute();
}
