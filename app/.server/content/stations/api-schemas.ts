/**
 * The JSON shapes of the stations area (SPEC §3 "Police station/office" and "Officer", SPEC §7
 * /api/police-stations-incharge and /api/police-station). Pages use the same types, so a page and
 * the API can never disagree about a field.
 */
import { z } from "zod";
import { LOCALES } from "~/i18n/locales";
import { DESIGNATIONS, STATION_TYPES } from "../../db/schema";

const locale = z.enum(LOCALES);

export const officerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.enum(DESIGNATIONS),
  contact_number: z.string().nullable(),
  email: z.string().nullable(),
  /** Storage key of the photo (a folder of image variants), or null: show the fallback image. */
  photo: z.string().nullable(),
  /** URL of the photo's JPEG rendition, or null. */
  photo_url: z.string().nullable(),
  /** The language `name` is written in, present only when it is not the visitor's. */
  lang: locale.optional(),
});

export const stationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(STATION_TYPES),
  address: z.string().nullable(),
  landline: z.string().nullable(),
  email: z.string().nullable(),
  color_code: z.string().nullable(),
  /** The suburban line the station sits on (central, western, harbour), null for offices. */
  strip: z.string().nullable(),
  officer: officerSchema.nullable(),
  /** The language `name` is written in, present only when it is not the visitor's. */
  lang: locale.optional(),
  /** The language `address` is written in, present only when it is not the visitor's. */
  address_lang: locale.optional(),
});

export const policeStationsResponseSchema = z.object({ policeStations: z.array(stationSchema) });

export type OfficerView = z.infer<typeof officerSchema>;
export type StationView = z.infer<typeof stationSchema>;
export type PoliceStationsResponse = z.infer<typeof policeStationsResponseSchema>;
