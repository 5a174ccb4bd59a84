import { describe, expect, test } from "vitest";
import type { Officer } from "../../db/schema";
import type { StationWithOfficer } from "../police-stations";
import { stationSchema } from "./api-schemas";
import {
  directionsUrl,
  obfuscateEmail,
  parseOfficeSearchQuery,
  parseStationTypes,
  toOfficerView,
  toStationView,
} from "./station-directory";

const officer: Officer = {
  id: 111,
  name_en: "Sample Officer 111",
  name_mr: "नमुना अधिकारी 111",
  name_hi: null,
  designation: "PI",
  contact_number: "000-0000-0000",
  email: "sample-officer-111@example.org",
  photo: "officers/111/abc",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

const dadar: StationWithOfficer = {
  id: 11,
  name_en: "Dadar Railway Police Station",
  name_mr: "दादर लोहमार्ग पोलीस ठाणे",
  name_hi: null,
  type: "PS",
  address_en: "Sample address, Dadar",
  address_mr: "नमुना पत्ता, दादर",
  address_hi: null,
  landline: "000-0000-0011",
  email: "sample-ps-11@example.org",
  color_code: "#c62828",
  strip: "central",
  officer_id: 111,
  parent_id: 4,
  created_in_admin: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  officer,
};

const url = (query: string) => new URL(`http://localhost/api/police-station${query}`);

describe("station views", () => {
  test("carry SPEC's fields in the visitor's language", () => {
    const view = toStationView(dadar, "mr");
    expect(stationSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 11,
      name: "दादर लोहमार्ग पोलीस ठाणे",
      type: "PS",
      address: "नमुना पत्ता, दादर",
      landline: "000-0000-0011",
      email: "sample-ps-11@example.org",
      color_code: "#c62828",
      strip: "central",
      officer: { id: 111, name: "नमुना अधिकारी 111", designation: "PI" },
    });
    expect(view).not.toHaveProperty("lang");
    expect(view).not.toHaveProperty("address_lang");
  });

  test("say which language a fallback is written in", () => {
    const view = toStationView(
      { ...dadar, name_mr: null, address_mr: null, officer: { ...officer, name_mr: null } },
      "mr",
    );
    expect(view.name).toBe("Dadar Railway Police Station");
    expect(view.lang).toBe("en");
    expect(view.address_lang).toBe("en");
    expect(view.officer?.lang).toBe("en");
  });

  test("a vacant post is a null officer, a missing address is null", () => {
    const view = toStationView({ ...dadar, officer: null, officer_id: null, address_en: null, address_mr: null }, "en");
    expect(view.officer).toBeNull();
    expect(view.address).toBeNull();
    expect(view).not.toHaveProperty("address_lang");
  });

  test("an officer's photo is its storage key plus the URL of its JPEG, or null for the fallback", () => {
    expect(toOfficerView(officer, "en")).toMatchObject({
      photo: "officers/111/abc",
      photo_url: "/storage/officers/111/abc/full.jpg",
    });
    expect(toOfficerView({ ...officer, photo: null }, "en")).toMatchObject({ photo: null, photo_url: null });
  });
});

describe("directions", () => {
  test("search OpenStreetMap for the address, preferring English", () => {
    expect(directionsUrl({ address_en: "Dadar station, Mumbai", address_mr: "दादर" })).toBe(
      "https://www.openstreetmap.org/search?query=Dadar%20station%2C%20Mumbai",
    );
    expect(directionsUrl({ address_en: null, address_mr: "दादर" })).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent("दादर")}`,
    );
    expect(directionsUrl({ address_en: " ", address_mr: null })).toBeNull();
  });
});

describe("obfuscated e-mail", () => {
  test("splits the address so that no '@' or user@host run is left", () => {
    const parts = obfuscateEmail("sample-office-1@example.org");
    expect(parts).toEqual({ user: "sample-office-1", domain: ["example", "org"] });
    expect(JSON.stringify(parts)).not.toMatch(/@|example\.org/);
  });

  test("anything that is not an address is left out", () => {
    expect(obfuscateEmail(null)).toBeNull();
    expect(obfuscateEmail("not an address")).toBeNull();
    expect(obfuscateEmail("a@b")).toBeNull();
  });
});

describe("?type= of the stations API", () => {
  test("absent or empty means every type", () => {
    expect(parseStationTypes(url(""))).toEqual({ ok: true, types: undefined });
    expect(parseStationTypes(url("?type="))).toEqual({ ok: true, types: undefined });
  });

  test("takes one type, repeated types or a comma-separated list, without duplicates", () => {
    expect(parseStationTypes(url("?type=PS"))).toEqual({ ok: true, types: ["PS"] });
    expect(parseStationTypes(url("?type=ACP&type=DCP"))).toEqual({ ok: true, types: ["ACP", "DCP"] });
    expect(parseStationTypes(url("?type=acp,%20DCP,ACP"))).toEqual({ ok: true, types: ["ACP", "DCP"] });
  });

  test("refuses unknown types and absurd input", () => {
    expect(parseStationTypes(url("?type=XX"))).toEqual({ ok: false });
    expect(parseStationTypes(url("?type=PS,XX"))).toEqual({ ok: false });
    expect(parseStationTypes(url(`?type=${"P".repeat(200)}`))).toEqual({ ok: false });
    expect(parseStationTypes(url(`?${"type=PS&".repeat(11)}`))).toEqual({ ok: false });
  });
});

describe("?q= of the offices lists", () => {
  test("is trimmed, its spaces collapsed and its length capped", () => {
    expect(parseOfficeSearchQuery(url(""))).toBe("");
    expect(parseOfficeSearchQuery(url("?q=%20%20dadar%20%20%20police%20"))).toBe("dadar police");
    expect(parseOfficeSearchQuery(url(`?q=${"a".repeat(500)}`))).toHaveLength(100);
  });
});
