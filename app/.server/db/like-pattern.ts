/**
 * Finding a piece of text anywhere in a column, ignoring case, the same way on SQLite and
 * PostgreSQL: `lower(column) like '%text%'`. `%` and `_` match anything in LIKE, so a search for
 * them must find them literally: they (and the escape character `!`) are escaped.
 */
import { sql, type Expression, type RawBuilder } from "kysely";

/** The LIKE pattern of `text` for `escape '!'`. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** Whether the column contains `text`, ignoring case. */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${likePattern(text)} escape '!'`;
}
