/**
 * Every type of station or office: the database's check constraint (migrations keep their own
 * frozen copy), the server's validation and the pages' filters all read this one list.
 */
export const STATION_TYPES = ["PS", "ACP", "DCP", "CP", "CONTROL"] as const;
export type StationType = (typeof STATION_TYPES)[number];
