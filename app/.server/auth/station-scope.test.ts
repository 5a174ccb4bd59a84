import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../db/schema";
import {
  EVERY_STATION,
  inScope,
  pickableStations,
  scopeOf,
  scoped,
  seesEveryStation,
  type StationScope,
} from "./station-scope";

const LIMITED: StationScope = { stationId: 10 };

/** A query builder that only compiles, in the given engine's SQL: no database behind it. */
function compiler(
  Adapter: typeof SqliteAdapter | typeof PostgresAdapter,
  Introspector: typeof SqliteIntrospector | typeof PostgresIntrospector,
  QueryCompiler: typeof SqliteQueryCompiler | typeof PostgresQueryCompiler,
) {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new Adapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new Introspector(db),
      createQueryCompiler: () => new QueryCompiler(),
    },
  });
}

const builders = {
  sqlite: compiler(SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler),
  postgres: compiler(PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler),
};

describe("scopeOf", () => {
  const user = (role: "admin" | "desk" | "editor", station_id: number | null) => ({ role, station_id });

  test("only a desk officer with a station is limited to it", () => {
    expect(scopeOf(user("desk", 10))).toEqual({ stationId: 10 });
    expect(scopeOf(user("desk", null))).toEqual({ stationId: null });
    expect(scopeOf(user("admin", 10))).toEqual({ stationId: null });
    expect(scopeOf(user("editor", 10))).toEqual({ stationId: null });
  });
});

describe("inScope and seesEveryStation", () => {
  test("every station's scope holds every record, even one with no station yet", () => {
    expect(seesEveryStation(EVERY_STATION)).toBe(true);
    expect(inScope(EVERY_STATION, 10)).toBe(true);
    expect(inScope(EVERY_STATION, null)).toBe(true);
  });

  test("a limited scope holds its own station's records only", () => {
    expect(seesEveryStation(LIMITED)).toBe(false);
    expect(inScope(LIMITED, 10)).toBe(true);
    expect(inScope(LIMITED, 11)).toBe(false);
    expect(inScope(LIMITED, null)).toBe(false);
  });
});

test("a station picker offers every station, or only a limited desk officer's own", () => {
  const all = [
    { id: 10, name: "CSMT" },
    { id: 11, name: "Dadar" },
  ];
  expect(pickableStations(EVERY_STATION, all)).toEqual({ stations: all, limitedTo: null });
  expect(pickableStations(LIMITED, all)).toEqual({ stations: [all[0]], limitedTo: all[0] });
  // Limited to a station the list does not have: nothing to pick, and nothing else either.
  expect(pickableStations({ stationId: 99 }, all)).toEqual({ stations: [], limitedTo: null });
});

describe.each(Object.entries(builders))("scoped() on %s", (_engine, db) => {
  test("every station: the query is unchanged", () => {
    const query = db.selectFrom("citizen_reports").select("id").where("status", "!=", "draft");
    expect(scoped(query, EVERY_STATION, "station_id").compile()).toEqual(query.compile());
  });

  test("a limited desk officer: selects are narrowed to the station, by the column named", () => {
    const compiled = scoped(
      db
        .selectFrom("found_property")
        .innerJoin("police_stations", "police_stations.id", "found_property.station_id")
        .select("found_property.id")
        .where("found_property.id", "=", 5),
      LIMITED,
      "found_property.station_id",
    ).compile();
    expect(compiled.sql).toMatch(/where "found_property"\."id" = \S+ and "found_property"\."station_id" = \S+$/);
    expect(compiled.parameters).toEqual([5, 10]);
  });

  test("updates and deletes are narrowed the same way", () => {
    const update = scoped(
      db.updateTable("found_property").set({ returned: 1 }).where("id", "=", 5),
      LIMITED,
      "station_id",
    ).compile();
    expect(update.sql).toMatch(/where "id" = \S+ and "station_id" = \S+$/);
    expect(update.parameters).toEqual([1, 5, 10]);
    const remove = scoped(db.deleteFrom("found_property").where("id", "=", 5), LIMITED, "station_id").compile();
    expect(remove.sql).toMatch(/^delete from "found_property" where "id" = \S+ and "station_id" = \S+$/);
    expect(remove.parameters).toEqual([5, 10]);
  });

  test("only a station column of the query's tables can be named", () => {
    const query = db.selectFrom("citizen_reports").select("id");
    // @ts-expect-error: not a station column
    scoped(query, LIMITED, "id");
    // @ts-expect-error: a table the query does not read
    scoped(query, LIMITED, "found_property.station_id");
    // @ts-expect-error: the transfer's stations are not whose the report is
    scoped(db.selectFrom("citizen_report_transfers").select("id"), LIMITED, "from_station_id");
  });
});
