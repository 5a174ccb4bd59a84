/**
 * Who may see which station's reports, found items and photos. Administrators, and desk officers
 * not limited to a station, see every station's; a desk officer limited to one police station
 * sees only that station's, everywhere (lists, pages, photos, changes, exports, counts), and gets
 * "not found" for anything else. Complainants' names and mobile numbers sit in those rows, so the
 * rule is written here once: every query that narrows to the reader's records goes through
 * `scoped()`, and every other decision that depends on the limit asks a helper of this module.
 */
import type {
  DeleteQueryBuilder,
  SelectQueryBuilder,
  StringReference,
  UpdateQueryBuilder,
  WhereInterface,
} from "kysely";
import type { StaffUser } from "./staff-users";

/** Every station's records (administrators, and desk officers not limited to a station). */
export type EveryStation = { readonly stationId: null };
/** One station's records only (a desk officer limited to that station). */
export type OneStation = { readonly stationId: number };
export type StationScope = EveryStation | OneStation;

/** The scope of work that is not a member of staff's: proposals drawn from every station. */
export const EVERY_STATION: EveryStation = { stationId: null };

/** A member of staff's scope: only a desk officer with a station is limited to it. */
export function scopeOf(user: Pick<StaffUser, "role" | "station_id">): StationScope {
  return user.role === "desk" && user.station_id ? { stationId: user.station_id } : EVERY_STATION;
}

/** Whether the scope is every station's (not limited to one). */
export function seesEveryStation(scope: StationScope): scope is EveryStation {
  return scope.stationId === null;
}

/** Whether a record filed for `stationId` (null: no station yet) is in the scope. */
export function inScope(scope: StationScope, stationId: number | null): boolean {
  return seesEveryStation(scope) || scope.stationId === stationId;
}

/**
 * What a station picker offers: every station, or only a limited desk officer's own (also
 * returned as `limitedTo`, for the page to say so).
 */
export function pickableStations<S extends { id: number }>(
  scope: StationScope,
  all: readonly S[],
): { stations: S[]; limitedTo: S | null } {
  if (seesEveryStation(scope)) return { stations: [...all], limitedTo: null };
  const own = all.filter((station) => station.id === scope.stationId);
  return { stations: own, limitedTo: own[0] ?? null };
}

/** A column naming the police station a row belongs to, as the query refers to it. */
type StationColumn<DB, TB extends keyof DB> = Extract<StringReference<DB, TB>, "station_id" | `${string}.station_id`>;

type Filterable = WhereInterface<Record<string, Record<string, unknown>>, string>;

/**
 * The query narrowed to the scope's records by the given station column: unchanged for every
 * station, `column = <the station>` for a limited desk officer.
 */
export function scoped<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  scope: StationScope,
  column: StationColumn<DB, TB>,
): SelectQueryBuilder<DB, TB, O>;
export function scoped<DB, UT extends keyof DB, TB extends keyof DB, O>(
  query: UpdateQueryBuilder<DB, UT, TB, O>,
  scope: StationScope,
  column: StationColumn<DB, TB>,
): UpdateQueryBuilder<DB, UT, TB, O>;
export function scoped<DB, TB extends keyof DB, O>(
  query: DeleteQueryBuilder<DB, TB, O>,
  scope: StationScope,
  column: StationColumn<DB, TB>,
): DeleteQueryBuilder<DB, TB, O>;
export function scoped(query: Filterable, scope: StationScope, column: string): Filterable {
  return seesEveryStation(scope) ? query : query.where(column, "=", scope.stationId);
}
