/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in officers-admin.ts).
 */
import { textsOf } from "../content/localized";
import { ARTICLE_DONE } from "./content-form";
import type { ContentListDefinition } from "./content-types";
import { DESIGNATIONS } from "../db/schema";
import type { ContentItemDefinition } from "./content-items";
import {
  chooseField,
  emailField,
  itemWords,
  labelChoices,
  phoneField,
  PHOTO_FIELD,
  problemMessages,
  textField,
  wordsIn,
} from "./content-fields";
import { deleteOfficer, findOfficerForAdmin, listOfficersForAdmin, saveOfficer } from "./officers-admin";

/** A word of the officers' pages. */
const k = wordsIn("admin.content.officers");

/** The officers, with how many police stations each heads. */
export const officersList: ContentListDefinition = {
  title: "admin.content.sections.officers",
  add: "admin.content.officers.add",
  caption: "admin.content.officers.caption",
  empty: "admin.content.officers.empty",
  deletedNotice: "admin.content.articles.done.deleted",
  columns: [
    "admin.content.officers.name_col",
    "admin.content.officers.designation_col",
    "admin.content.officers.contact_col",
    "admin.content.officers.stations_col",
  ],
  rows: async (deps) => ({
    rows: (await listOfficersForAdmin(deps)).map((officer) => ({
      id: officer.id,
      cells: [
        { kind: "title", texts: textsOf(officer, "name") },
        { kind: "label", key: `common.designations.${officer.designation}` },
        { kind: "text", text: officer.contact_number, note: officer.email },
        { kind: "number", value: officer.stations },
      ],
    })),
  }),
};

/** An officer's add and edit pages. */
export const officerItem: ContentItemDefinition = {
  list: officersList,
  fields: [
    textField("name_en", k("name_en"), { maxLength: 200, input: "en" }),
    textField("name_mr", k("name_mr"), { hint: k("name_mr_hint"), optional: true, maxLength: 200, input: "mr" }),
    textField("name_hi", k("name_hi"), { optional: true, maxLength: 200, input: "hi" }),
    chooseField(
      "designation",
      k("designation"),
      k("designation_choose"),
      labelChoices(DESIGNATIONS, "common.designations"),
    ),
    phoneField("contact_number", k("contact_number"), k("contact_number_hint"), 25),
    emailField(k("email"), k("email_hint")),
    PHOTO_FIELD,
  ],
  message: problemMessages(
    "admin.content.officers.errors",
    [
      "name_missing",
      "name_too_long",
      "designation_missing",
      "phone_invalid",
      "email_invalid",
      "image_invalid",
      "image_too_large",
    ],
    {
      name_en: "name_missing",
      name_mr: "name_too_long",
      name_hi: "name_too_long",
      designation: "designation_missing",
      contact_number: "phone_invalid",
      email: "email_invalid",
      photo: "image_invalid",
    },
  ),
  words: itemWords("admin.content.sections.officers", k("add"), k("edit_title")),
  done: ARTICLE_DONE,
  load: async (deps, id) => {
    const officer = await findOfficerForAdmin(deps, id);
    if (!officer) return undefined;
    const { name_en, name_mr, designation, contact_number, email, photo } = officer;
    return {
      title: name_en,
      values: { name_en, name_mr, name_hi: officer.name_hi, designation, contact_number, email },
      current: { photo: photo ? `/storage/${photo}/thumb.webp` : null },
    };
  },
  save: saveOfficer,
  remove: deleteOfficer,
};
