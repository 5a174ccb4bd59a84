import type { StationType } from "~/.server/db/schema";

/**
 * Every type of station or office, for pages (which cannot import server modules). A unit test
 * keeps it equal to the database's list.
 */
export const ALL_STATION_TYPES: readonly StationType[] = ["PS", "ACP", "DCP", "CP", "CONTROL"];
