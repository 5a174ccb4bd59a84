/**
 * Table types for Kysely, in one place. Conventions that keep SQLite and PostgreSQL identical
 * (see docs/decisions/003-database-portability.md): timestamps are ISO-8601 UTC text, booleans
 * are 0/1 integers, staff-written text has a `_<code>` column per language of LOCALES.
 */
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { ArticleTables } from "./tables/articles";
import type { CitizenTables } from "./tables/citizen";
import type { DocumentTables } from "./tables/documents";
import type { GalleryTables } from "./tables/gallery";
import type { InfoTables } from "./tables/info";
import type { SearchTables } from "./tables/search";
import type { SiteTables } from "./tables/site";
import type { SmsTables } from "./tables/sms";
import type { StaffTables } from "./tables/staff";

import type { ContentLocale, Locale } from "~/i18n/locales";
/** A visitor's language (app/i18n/locales.ts); staff-written text has a column in each. */
export type { ContentLocale, Locale };

/** 0 or 1: SQLite has no boolean type, so both engines store an integer. */
export type Flag = 0 | 1;

import { STATION_TYPES, type StationType } from "~/lib/station-types";
export { STATION_TYPES, type StationType };

export const DESIGNATIONS = ["CP", "DCP", "ACP", "SENIOR_PI", "PI", "API", "PSI"] as const;
export type Designation = (typeof DESIGNATIONS)[number];

export type CreatedAt = ColumnType<string, string | undefined, never>;
export type UpdatedAt = ColumnType<string, string | undefined, string>;

export interface NewsFlashTable {
  id: Generated<number>;
  text: string;
  /** The language the text is written in; null means it suits every language. */
  language: ContentLocale | null;
  /** An in-app path such as `/news/12`; never an external URL. */
  link: string | null;
  sort_order: number;
  active: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OfficerTable {
  id: Generated<number>;
  name_en: string;
  name_mr: string | null;
  name_hi: string | null;
  designation: Designation;
  contact_number: string | null;
  email: string | null;
  /** Storage path of the photo, or null for the fallback image. */
  photo: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PoliceStationTable {
  /** Station ids are part of the public contract (SPEC §2 railway map): CSMT is 10, Palghar 26. */
  id: Generated<number>;
  name_en: string;
  name_mr: string | null;
  name_hi: string | null;
  type: StationType;
  address_en: string | null;
  address_mr: string | null;
  address_hi: string | null;
  landline: string | null;
  email: string | null;
  color_code: string | null;
  strip: string | null;
  officer_id: number | null;
  /** The office this one reports to (a station to its ACP, an ACP to its DCP). */
  parent_id: number | null;
  /** 1 for a station or office added from the staff screens: only those may be deleted. */
  created_in_admin: ColumnType<Flag, Flag | undefined, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VisitDayTable {
  /** Calendar day in India (YYYY-MM-DD, Asia/Kolkata). */
  day: string;
  visits: number;
}

/** Every table: the foundation's below, each area's in db/tables/<area>.ts. */
export interface Database
  extends
    ArticleTables,
    DocumentTables,
    GalleryTables,
    InfoTables,
    CitizenTables,
    StaffTables,
    SearchTables,
    SiteTables,
    SmsTables {
  news_flashes: NewsFlashTable;
  officers: OfficerTable;
  police_stations: PoliceStationTable;
  visit_days: VisitDayTable;
}

export type NewsFlash = Selectable<NewsFlashTable>;
export type NewNewsFlash = Insertable<NewsFlashTable>;
export type Officer = Selectable<OfficerTable>;
export type NewOfficer = Insertable<OfficerTable>;
export type PoliceStation = Selectable<PoliceStationTable>;
export type NewPoliceStation = Insertable<PoliceStationTable>;
