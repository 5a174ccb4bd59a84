/** Police stations on the staff pages (content-items.ts), saved through stations-admin.ts. */
import { textsOf } from "../content/localized";
import {
  bilingualTextareas,
  chooseField,
  emailField,
  itemWords,
  labelChoices,
  namedChoices,
  phoneField,
  problemMessages,
  textField,
  wordsIn,
} from "./content-fields";
import { ARTICLE_DONE } from "./content-form";
import { MAP_LINES } from "~/components/stations/railway-map-layout";
import { STATION_TYPES } from "../db/schema";
import type { ContentItemDefinition } from "./content-items";
import type { ContentListDefinition } from "./content-types";
import {
  deleteStation,
  findStationForAdmin,
  listStationsForAdmin,
  officerChoices,
  parentChoices,
  saveStation,
  stationBlockers,
  STATION_PROBLEMS,
  STATION_USUAL_PROBLEMS,
} from "./stations-admin";

/** A word of the stations' pages. */
const k = wordsIn("admin.content.stations");

/** Every police station and office by its number, with its officer and line. */
export const stationsList: ContentListDefinition = {
  title: "admin.content.sections.stations",
  intro: k("intro"),
  add: k("add"),
  caption: k("caption"),
  empty: null,
  deletedNotice: "admin.content.articles.done.deleted",
  columns: [k("number_col"), k("name_col"), k("type_col"), k("officer_col"), k("line_col")],
  rows: async (deps) => ({
    rows: (await listStationsForAdmin(deps)).map((station) => ({
      id: station.id,
      cells: [
        { kind: "number", value: station.id },
        { kind: "title", texts: textsOf(station, "name") },
        { kind: "label", key: k(`types.${station.type}`) },
        station.officer_name
          ? { kind: "text", text: station.officer_name, lang: "en" }
          : { kind: "label", key: k("no_officer") },
        { kind: "line", strip: station.strip, colour: station.color_code },
      ],
    })),
  }),
};

/**
 * A station's or office's add and edit pages: its type (asked once, on the add page), details,
 * officer in charge, the office it reports to (one above its level), its colour on the railway map
 * and its line.
 */
export const stationItem: ContentItemDefinition = {
  list: stationsList,
  fields: [
    chooseField("type", k("type"), k("type_choose"), labelChoices(STATION_TYPES, k("types")), { onlyNew: true }),
    textField("name_en", k("name_en"), { maxLength: 200, input: "en" }),
    textField("name_mr", k("name_mr"), { optional: true, maxLength: 200, input: "mr" }),
    textField("name_hi", k("name_hi"), { optional: true, maxLength: 200, input: "hi" }),
    ...bilingualTextareas("address", (lang) => k(`address_${lang}`), { rows: 3, maxLength: 1000 }),
    phoneField("landline", k("landline"), k("landline_hint"), 60),
    emailField(k("email")),
    chooseField("officer_id", k("officer"), k("no_officer"), [], { hint: k("officer_hint") }),
    chooseField("parent_id", k("parent"), k("no_parent"), [], { hint: k("parent_hint") }),
    textField("color_code", k("colour"), {
      hint: k("colour_hint"),
      optional: true,
      maxLength: 7,
      width: "short",
      input: "code",
      swatch: k("colour_current"),
    }),
    chooseField("strip", k("strip"), k("no_strip"), labelChoices(MAP_LINES, "stations.lines")),
  ],
  message: problemMessages("admin.content.stations.errors", STATION_PROBLEMS, STATION_USUAL_PROBLEMS),
  words: itemWords("admin.content.sections.stations", k("add"), k("edit_title")),
  done: ARTICLE_DONE,
  load: async (deps, id) => {
    const station = await findStationForAdmin(deps, id);
    if (!station) return undefined;
    const { id: _id, officer_id, parent_id, created_in_admin: _new, ...texts } = station;
    return {
      title: station.name_en,
      values: { ...texts, officer_id: String(officer_id ?? ""), parent_id: String(parent_id ?? "") },
      current: { color_code: station.color_code },
    };
  },
  save: (deps, actor, id, form) => saveStation(deps, actor, id, form.fields),
  remove: deleteStation,
  // A station or office added here that nothing points at may go; for any other the page says why not.
  blockers: stationBlockers,
  // A new station or office is offered every office above the lowest level: the server checks the
  // level against the type chosen when it is saved.
  choices: async (deps, id) => {
    const station = id === null ? undefined : await findStationForAdmin(deps, id);
    const [officers, parents] = await Promise.all([
      officerChoices(deps),
      parentChoices(deps, station?.type ?? null, station?.id ?? null),
    ]);
    return {
      officer_id: namedChoices(officers, (officer) => `common.designations.${officer.designation}`),
      parent_id: namedChoices(parents, (office) => `admin.content.stations.types.${office.type}`),
    };
  },
};
