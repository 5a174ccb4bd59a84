/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in stations-admin.ts).
 */
import { problemMessages } from "./content-fields";
import { ARTICLE_DONE } from "./content-form";
import { MAP_LINES } from "~/components/stations/railway-map-layout";
import { STATION_TYPES } from "../db/schema";
import type { ContentItemDefinition } from "./content-items";
import type { ContentListDefinition } from "./content-types";
import {
  deleteStation,
  deletionBlockers,
  findStationForAdmin,
  listStationsForAdmin,
  officerChoices,
  parentChoices,
  saveStation,
} from "./stations-admin";

/** The problem a field shows for a code its page does not know. */
const STATION_USUAL_PROBLEMS = {
  type: "type_missing",
  name_en: "name_missing",
  name_mr: "name_too_long",
  address_en: "address_too_long",
  address_mr: "address_too_long",
  landline: "phone_invalid",
  email: "email_invalid",
  officer_id: "officer_invalid",
  parent_id: "parent_invalid",
  color_code: "colour_invalid",
  strip: "strip_invalid",
} as const;

const STATION_PROBLEMS = [
  "name_missing",
  "name_too_long",
  "address_too_long",
  "phone_invalid",
  "email_invalid",
  "officer_invalid",
  "type_missing",
  "parent_invalid",
  "parent_cycle",
  "parent_level",
  "colour_invalid",
  "strip_invalid",
] as const;

/** Every police station and office by its number, with its officer and line. */
export const stationsList: ContentListDefinition = {
  title: "admin.content.sections.stations",
  intro: "admin.content.stations.intro",
  add: "admin.content.stations.add",
  caption: "admin.content.stations.caption",
  empty: null,
  deletedNotice: "admin.content.articles.done.deleted",
  columns: [
    "admin.content.stations.number_col",
    "admin.content.stations.name_col",
    "admin.content.stations.type_col",
    "admin.content.stations.officer_col",
    "admin.content.stations.line_col",
  ],
  rows: async (deps) => {
    const [stations, officers] = await Promise.all([listStationsForAdmin(deps), officerChoices(deps)]);
    const officerName = new Map(officers.map((officer) => [officer.id, officer.name_en]));
    return {
      rows: stations.map((station) => {
        const officer = station.officer_id ? officerName.get(station.officer_id) : undefined;
        return {
          id: station.id,
          cells: [
            { kind: "number", value: station.id },
            { kind: "title", en: station.name_en, mr: station.name_mr },
            { kind: "label", key: `admin.content.stations.types.${station.type}` },
            officer
              ? { kind: "text", text: officer, lang: "en" }
              : { kind: "label", key: "admin.content.stations.no_officer" },
            { kind: "line", strip: station.strip, colour: station.color_code },
          ],
        };
      }),
    };
  },
};

/**
 * A station's or office's add and edit pages: its type (asked once, on the add page), details,
 * officer in charge, the office it reports to (one above its level), its colour on the railway map
 * and its line.
 */
export const stationItem: ContentItemDefinition = {
  list: stationsList,
  fields: [
    {
      kind: "select",
      name: "type",
      label: "admin.content.stations.type",
      onlyNew: true,
      options: [
        { value: "", label: "admin.content.stations.type_choose" },
        ...STATION_TYPES.map((type) => ({ value: type, label: `admin.content.stations.types.${type}` as const })),
      ],
    },
    { kind: "text", name: "name_en", label: "admin.content.stations.name_en", maxLength: 200, input: "en" },
    {
      kind: "text",
      name: "name_mr",
      label: "admin.content.stations.name_mr",
      optional: true,
      maxLength: 200,
      input: "mr",
    },
    ...(["en", "mr"] as const).map((lang) => ({
      kind: "textarea" as const,
      name: `address_${lang}`,
      label: `admin.content.stations.address_${lang}` as const,
      optional: true,
      rows: 3,
      maxLength: 1000,
      input: lang,
    })),
    {
      kind: "text",
      name: "landline",
      label: "admin.content.stations.landline",
      hint: "admin.content.stations.landline_hint",
      optional: true,
      maxLength: 60,
      width: "medium",
      input: "tel",
    },
    {
      kind: "text",
      name: "email",
      type: "email",
      label: "admin.content.stations.email",
      optional: true,
      maxLength: 254,
      input: "code",
    },
    {
      kind: "select",
      name: "officer_id",
      label: "admin.content.stations.officer",
      hint: "admin.content.stations.officer_hint",
      options: [{ value: "", label: "admin.content.stations.no_officer" }],
    },
    {
      kind: "select",
      name: "parent_id",
      label: "admin.content.stations.parent",
      hint: "admin.content.stations.parent_hint",
      options: [{ value: "", label: "admin.content.stations.no_parent" }],
    },
    {
      kind: "text",
      name: "color_code",
      label: "admin.content.stations.colour",
      hint: "admin.content.stations.colour_hint",
      optional: true,
      maxLength: 7,
      width: "short",
      input: "code",
      swatch: "admin.content.stations.colour_current",
    },
    {
      kind: "select",
      name: "strip",
      label: "admin.content.stations.strip",
      options: [
        { value: "", label: "admin.content.stations.no_strip" },
        ...MAP_LINES.map((line) => ({ value: line, label: `stations.lines.${line}` as const })),
      ],
    },
  ],
  message: problemMessages("admin.content.stations.errors", STATION_PROBLEMS, STATION_USUAL_PROBLEMS),
  words: {
    list: "admin.content.sections.stations",
    newHeading: "admin.content.stations.add",
    create: "admin.content.articles.create_submit",
    heading: "admin.content.stations.edit_title",
    save: "admin.content.articles.save_submit",
  },
  done: ARTICLE_DONE,
  load: async (deps, id) => {
    const station = await findStationForAdmin(deps, id);
    if (!station) return undefined;
    const { type, name_en, name_mr, address_en, address_mr, landline, email, color_code, strip } = station;
    const id_ = (value: number | null) => (value === null ? "" : String(value));
    return {
      title: name_en,
      values: {
        type,
        name_en,
        name_mr,
        address_en,
        address_mr,
        landline,
        email,
        officer_id: id_(station.officer_id),
        parent_id: id_(station.parent_id),
        color_code,
        strip,
      },
      current: { color_code },
    };
  },
  save: (deps, actor, id, form) => saveStation(deps, actor, id, form.fields),
  remove: deleteStation,
  // A station or office added here that nothing points at may go; for any other the page says why not.
  blockers: async (deps, id) => {
    const station = await findStationForAdmin(deps, id);
    return station ? deletionBlockers(deps, station) : [];
  },
  // A new station or office is offered every office above the lowest level: the server checks the
  // level against the type chosen when it is saved.
  choices: async (deps, id) => {
    const station = id === null ? undefined : await findStationForAdmin(deps, id);
    const [officers, parents] = await Promise.all([
      officerChoices(deps),
      parentChoices(deps, station?.type ?? null, station?.id ?? null),
    ]);
    return {
      officer_id: officers.map((officer) => ({
        value: String(officer.id),
        text: officer.name_en,
        lang: "en",
        note: `common.designations.${officer.designation}`,
      })),
      parent_id: parents.map((office) => ({
        value: String(office.id),
        text: office.name_en,
        lang: "en",
        note: `admin.content.stations.types.${office.type}`,
      })),
    };
  },
};
