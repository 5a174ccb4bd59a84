/**
 * Issue 20 (this branch's migration slot is named for its main part, the status links, which need
 * no table): site search covers the found-property register.
 *
 * Only what the public list at /found-property already shows is searchable: items not yet
 * returned, by their description in each language, dated by the day they were found. The register
 * holds nothing personal (who lost or found an item is never recorded in it). The category rides
 * in the `file` column, so a result can link to the list filtered by it.
 *
 * As in migration 012: triggers keep SQLite's FTS5 index current; PostgreSQL's view is recreated
 * with the new rows (012's rows are imported from 012 itself, frozen with it).
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";
import { ALL_ROWS } from "./012-search";

const KIND = "'found_property'";

/** One row per language in which the item is described; items handed back are not searchable. */
function foundRows(id?: string): string {
  return (["en", "mr"] as const)
    .map(
      (locale) =>
        `select ${KIND} as kind, id as ref_id, '${locale}' as locale, found_on as date, category as file, ` +
        `description_${locale} as title, '' as body from found_property ` +
        `where description_${locale} is not null and returned = 0` +
        (id ? ` and id = ${id}` : ""),
    )
    .join(" union all ");
}

const COLUMNS = "kind, ref_id, locale, date, file, title, body";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop view search_items`.execute(db);
    await sql.raw(`create view search_items as ${ALL_ROWS} union all ${foundRows()}`).execute(db);
    return;
  }
  const insert = `insert into search_index (${COLUMNS}) ${foundRows("new.id")};`;
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
  await sql.raw(`insert into search_index (${COLUMNS}) ${foundRows()}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop view search_items`.execute(db);
    await sql.raw(`create view search_items as ${ALL_ROWS}`).execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger search_found_property_${event}`).execute(db);
  }
  await sql.raw(`delete from search_index where kind = ${KIND}`).execute(db);
}
