/**
 * The stations area's service: stations and offices with their in-charge officers, in the
 * visitor's language, for the pages and the JSON API alike.
 */
import { z } from "zod";
import type { Locale, Officer, PoliceStation, StationType } from "../../db/schema";
import { STATION_TYPES } from "../../db/schema";
import { storageUrl } from "../../storage/file-storage";
import { localized, textsOf } from "../localized";
import type { createPoliceStationRepository, StationWithOfficer } from "../police-stations";
import type { OfficerView, StationView } from "./api-schemas";

type StationRepository = ReturnType<typeof createPoliceStationRepository>;

/** The office a station reports to, as its page links to it. */
export type ParentOffice = { id: number; name: string; lang?: Locale };

export type StationPage = StationView & { parent: ParentOffice | null; directions_url: string | null };

export function toOfficerView(officer: Officer, locale: Locale): OfficerView {
  const name = localized(textsOf(officer, "name"), locale);
  return {
    id: officer.id,
    name: name.text,
    designation: officer.designation,
    contact_number: officer.contact_number,
    email: officer.email,
    photo: officer.photo,
    photo_url: officer.photo ? storageUrl(`${officer.photo}/full.jpg`) : null,
    ...(name.lang !== locale ? { lang: name.lang } : {}),
  };
}

export function toStationView(station: StationWithOfficer, locale: Locale): StationView {
  const name = localized(textsOf(station, "name"), locale);
  const address = localized(textsOf(station, "address"), locale);
  return {
    id: station.id,
    name: name.text,
    type: station.type,
    address: address.text || null,
    landline: station.landline,
    email: station.email,
    color_code: station.color_code,
    strip: station.strip,
    officer: station.officer ? toOfficerView(station.officer, locale) : null,
    ...(name.lang !== locale ? { lang: name.lang } : {}),
    ...(address.text && address.lang !== locale ? { address_lang: address.lang } : {}),
  };
}

/**
 * A search for the address on OpenStreetMap (no API key, no tracking). The English address is
 * preferred: street-map search understands it best.
 */
export function directionsUrl(station: Pick<PoliceStation, "address_en" | "address_mr">): string | null {
  const address = (station.address_en || station.address_mr || "").trim();
  if (!address) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

export async function listStations(
  repository: StationRepository,
  locale: Locale,
  types?: readonly StationType[],
): Promise<StationView[]> {
  return (await repository.listWithOfficers(types)).map((station) => toStationView(station, locale));
}

/** SPEC §2 "Police stations in-charge": every police station with its officer (or none). */
export async function listStationsInCharge(repository: StationRepository, locale: Locale): Promise<StationView[]> {
  return listStations(repository, locale, ["PS"]);
}

/** Everything the station page shows, or null for an id no station or office has. */
export async function getStationPage(
  repository: StationRepository,
  id: number,
  locale: Locale,
): Promise<StationPage | null> {
  const station = await repository.findWithOfficer(id);
  if (!station) return null;
  const parent = station.parent_id === null ? undefined : await repository.findById(station.parent_id);
  const parentName = parent ? localized(textsOf(parent, "name"), locale) : null;
  return {
    ...toStationView(station, locale),
    parent:
      parent && parentName
        ? { id: parent.id, name: parentName.text, ...(parentName.lang !== locale ? { lang: parentName.lang } : {}) }
        : null,
    directions_url: directionsUrl(station),
  };
}

/**
 * An e-mail address in pieces that no simple harvester recognises (no "@", no "user@host" run of
 * characters anywhere in the page or its hydration data); the browser joins them again.
 */
export type ObfuscatedEmail = { user: string; domain: string[] };

export function obfuscateEmail(email: string | null): ObfuscatedEmail | null {
  const match = /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(email?.trim() ?? "");
  if (!match) return null;
  return { user: match[1]!, domain: match[2]!.split(".") };
}

/** SPEC §2 "Contact us": the Commissioner's office, its e-mail address obfuscated. */
export async function getCommissionerOffice(repository: StationRepository, locale: Locale) {
  const office = await repository.findCommissionerOffice();
  if (!office) return null;
  const name = localized(textsOf(office, "name"), locale);
  const address = localized(textsOf(office, "address"), locale);
  return {
    id: office.id,
    name: name.text,
    nameLang: name.lang !== locale ? name.lang : undefined,
    address: address.text || null,
    addressLang: address.text && address.lang !== locale ? address.lang : undefined,
    landline: office.landline,
    email: obfuscateEmail(office.email),
  };
}

/**
 * `?type=` of /api/police-station: one or more station types, repeated (`?type=ACP&type=DCP`) or
 * comma-separated (`?type=ACP,DCP`); the list includes every station of any type given.
 */
export const stationTypesQuerySchema = z
  .array(z.string().max(100))
  .max(10)
  .transform((values) => [
    ...new Set(
      values
        .flatMap((value) => value.split(","))
        .map((value) => value.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(STATION_TYPES)));

/** Absent or empty means every type. */
export function parseStationTypes(url: URL): { ok: true; types: StationType[] | undefined } | { ok: false } {
  const parsed = stationTypesQuerySchema.safeParse(url.searchParams.getAll("type"));
  if (!parsed.success) return { ok: false };
  return { ok: true, types: parsed.data.length > 0 ? parsed.data : undefined };
}

/**
 * `?q=` of the offices lists: free text, so it is only trimmed, its spaces collapsed and cut to a
 * sane length (a longer query cannot match any office anyway).
 */
export const officeSearchQuerySchema = z
  .string()
  .nullable()
  .transform((value) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, 100));

export function parseOfficeSearchQuery(url: URL): string {
  return officeSearchQuerySchema.parse(url.searchParams.get("q"));
}
