/**
 * The police stations a desk officer can be limited to, named in the reader's language (marked
 * with `lang` when only the other language has the name).
 */
import type { Locale } from "~/i18n/locales";
import { localized, textsOf } from "../content/localized";
import type { Db } from "../db/connection";

export type StationChoice = { id: number; name: string; lang?: Locale };

export async function stationChoices(db: Db, locale: Locale): Promise<StationChoice[]> {
  const rows = await db
    .selectFrom("police_stations")
    .select(["id", "name_en", "name_mr", "name_hi"])
    .where("type", "=", "PS")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const name = localized(textsOf(row, "name"), locale);
    return { id: row.id, name: name.text, ...(name.lang !== locale ? { lang: name.lang } : {}) };
  });
}
