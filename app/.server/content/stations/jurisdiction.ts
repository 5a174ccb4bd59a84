/**
 * Which railway police station a citizen's report goes to: the one with jurisdiction
 * over the stop it names, from the same stop table the FIR request uses. A stop whose station is
 * not on record (a database without the seeded stations) gives none: the report then waits in
 * the "to be assigned" queue rather than failing, and the desk assigns it.
 */
import type { Db } from "../../db/connection";
import { type Locale } from "~/i18n/locales";
import { findStop, jurisdictionOf, type RailwayStop } from "./railway-stops";

export async function stationForStop(db: Db, stopId: string | null): Promise<number | null> {
  const stationId = stopId === null ? undefined : jurisdictionOf(stopId);
  if (stationId === undefined) return null;
  const station = await db.selectFrom("police_stations").select("id").where("id", "=", stationId).executeTakeFirst();
  return station?.id ?? null;
}

/** A stop's name for a reader of `locale`: in the languages the stop table names it in, else English. */
export function nameOfStop(stop: RailwayStop, locale: Locale): string {
  const names: Partial<Record<Locale, string>> = stop;
  return names[locale] ?? stop.en;
}

/** A stop's name in the reader's language, or null for none or an unknown slug. */
export function stopName(stopId: string | null, locale: Locale): string | null {
  const stop = stopId === null ? undefined : findStop(stopId);
  return stop ? nameOfStop(stop, locale) : null;
}
