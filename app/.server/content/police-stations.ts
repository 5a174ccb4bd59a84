import type { Db } from "../db/connection";
import type { Locale, Officer, PoliceStation, StationType } from "../db/schema";
import { localized, textsOf } from "./localized";

/** A station or office with its in-charge officer (null when the post is vacant). */
export type StationWithOfficer = PoliceStation & { officer: Officer | null };

/** What every page carries about stations and offices (SPEC §1 global data `policeStations`). */
export type StationSummary = {
  id: number;
  name: string;
  type: PoliceStation["type"];
  address: string | null;
  landline: string | null;
  email: string | null;
  color_code: string | null;
  strip: string | null;
  /** The language `name` and `address` are written in, when it differs from the page's. */
  lang?: Locale;
};

export function createPoliceStationRepository(db: Db) {
  return {
    async listAll(): Promise<PoliceStation[]> {
      return db.selectFrom("police_stations").selectAll().orderBy("id").execute();
    },
    async findById(id: number): Promise<PoliceStation | undefined> {
      return db.selectFrom("police_stations").selectAll().where("id", "=", id).executeTakeFirst();
    },
    /** Stations and offices of the given types (all types when none given), by id, with officers. */
    async listWithOfficers(types?: readonly StationType[]): Promise<StationWithOfficer[]> {
      let query = db.selectFrom("police_stations").selectAll().orderBy("id");
      if (types && types.length > 0) query = query.where("type", "in", [...types]);
      return withOfficers(await query.execute());
    },
    async findWithOfficer(id: number): Promise<StationWithOfficer | undefined> {
      const station = await db.selectFrom("police_stations").selectAll().where("id", "=", id).executeTakeFirst();
      return station ? (await withOfficers([station]))[0] : undefined;
    },
    /** The Commissioner of Police's own office (the first CP office on record). */
    async findCommissionerOffice(): Promise<PoliceStation | undefined> {
      return db.selectFrom("police_stations").selectAll().where("type", "=", "CP").orderBy("id").executeTakeFirst();
    },
  };

  /** Two queries rather than a join: the officer keeps its own column names and types. */
  async function withOfficers(stations: PoliceStation[]): Promise<StationWithOfficer[]> {
    const ids = [...new Set(stations.flatMap((s) => (s.officer_id === null ? [] : [s.officer_id])))];
    const officers = ids.length > 0 ? await db.selectFrom("officers").selectAll().where("id", "in", ids).execute() : [];
    const byId = new Map(officers.map((officer) => [officer.id, officer]));
    return stations.map((station) => ({
      ...station,
      officer: station.officer_id === null ? null : (byId.get(station.officer_id) ?? null),
    }));
  }
}

export function toStationSummary(station: PoliceStation, locale: Locale): StationSummary {
  const name = localized(textsOf(station, "name"), locale);
  return {
    id: station.id,
    name: name.text,
    type: station.type,
    address: localized(textsOf(station, "address"), locale).text || null,
    landline: station.landline,
    email: station.email,
    color_code: station.color_code,
    strip: station.strip,
    ...(name.lang !== locale ? { lang: name.lang } : {}),
  };
}
