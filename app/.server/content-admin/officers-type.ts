/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in officers-admin.ts).
 */
import { ARTICLE_DONE } from "./content-form";
import type { ContentListDefinition } from "./content-types";
import { DESIGNATIONS } from "../db/schema";
import type { ContentItemDefinition } from "./content-items";
import { photoField, problemMessages } from "./content-fields";
import { deleteOfficer, findOfficerForAdmin, listOfficersForAdmin, saveOfficer } from "./officers-admin";

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
        { kind: "title", en: officer.name_en, mr: officer.name_mr },
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
    { kind: "text", name: "name_en", label: "admin.content.officers.name_en", maxLength: 200, input: "en" },
    {
      kind: "text",
      name: "name_mr",
      label: "admin.content.officers.name_mr",
      hint: "admin.content.officers.name_mr_hint",
      optional: true,
      maxLength: 200,
      input: "mr",
    },
    {
      kind: "select",
      name: "designation",
      label: "admin.content.officers.designation",
      options: [
        { value: "", label: "admin.content.officers.designation_choose" },
        ...DESIGNATIONS.map((value) => ({ value, label: `common.designations.${value}` as const })),
      ],
    },
    {
      kind: "text",
      name: "contact_number",
      label: "admin.content.officers.contact_number",
      hint: "admin.content.officers.contact_number_hint",
      optional: true,
      maxLength: 25,
      width: "medium",
      input: "tel",
    },
    {
      kind: "text",
      name: "email",
      type: "email",
      label: "admin.content.officers.email",
      hint: "admin.content.officers.email_hint",
      optional: true,
      maxLength: 254,
      input: "code",
    },
    photoField("admin.content.officers"),
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
      designation: "designation_missing",
      contact_number: "phone_invalid",
      email: "email_invalid",
      photo: "image_invalid",
    },
  ),
  words: {
    list: "admin.content.sections.officers",
    newHeading: "admin.content.officers.add",
    create: "admin.content.articles.create_submit",
    heading: "admin.content.officers.edit_title",
    save: "admin.content.articles.save_submit",
  },
  done: ARTICLE_DONE,
  load: async (deps, id) => {
    const officer = await findOfficerForAdmin(deps, id);
    if (!officer) return undefined;
    const { name_en, name_mr, designation, contact_number, email, photo } = officer;
    return {
      title: name_en,
      values: { name_en, name_mr, designation, contact_number, email },
      current: { photo: photo ? `/storage/${photo}/thumb.webp` : null },
    };
  },
  save: saveOfficer,
  remove: deleteOfficer,
};
