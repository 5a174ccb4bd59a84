/**
 * The search's own table (migration 012): the text of pages kept in the locale files, one row
 * per page and language. The full-text index itself (SQLite) and the view (PostgreSQL) are
 * queried with SQL of their own in app/.server/search/engines.ts.
 */
import type { Generated } from "kysely";
import type { ContentLocale } from "../schema";

export interface SearchPageTable {
  id: Generated<number>;
  path: string;
  /** Only the languages of the CHECK (migrations 012 and 030). */
  locale: ContentLocale;
  title: string;
  body: string;
}

export interface SearchTables {
  search_pages: SearchPageTable;
}
