/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in news-flashes-admin.ts).
 */
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { problemMessages } from "./content-fields";
import {
  deleteNewsFlash,
  findNewsFlashForAdmin,
  listNewsFlashesForAdmin,
  saveNewsFlash,
  setNewsFlashActive,
} from "./news-flashes-admin";

/** The ticker's flashes, in their order. */
export const newsFlashesList: ContentListDefinition = {
  title: "admin.content.sections.news_flashes",
  add: "admin.content.flashes.add",
  caption: "admin.content.flashes.caption",
  empty: "admin.content.flashes.empty",
  deletedNotice: "admin.content.flashes.done.deleted",
  columns: [
    "admin.content.flashes.text_col",
    "admin.content.flashes.order_col",
    "admin.content.flashes.language_col",
    "admin.content.flashes.status_col",
  ],
  rows: async (deps) => ({
    rows: (await listNewsFlashesForAdmin(deps)).map((flash) => ({
      id: flash.id,
      cells: [
        { kind: "linked-text", text: flash.text, lang: flash.language },
        { kind: "number", value: flash.sort_order },
        {
          kind: "label",
          key: flash.language
            ? `admin.content.flashes.language_${flash.language}`
            : "admin.content.flashes.language_any",
        },
        { kind: "status", on: flash.active, wording: "visibility" },
      ],
    })),
  }),
};

/** A news flash's add and edit pages; a flash is shown or hidden. */
export const newsFlashItem: ContentItemDefinition = {
  list: newsFlashesList,
  fields: [
    {
      kind: "textarea",
      name: "text",
      label: "admin.content.flashes.text",
      hint: "admin.content.flashes.text_hint",
      optional: true,
      rows: 2,
      maxLength: 500,
    },
    {
      kind: "select",
      name: "language",
      label: "admin.content.flashes.language",
      hint: "admin.content.flashes.language_hint",
      options: [
        { value: "", label: "admin.content.flashes.language_any" },
        { value: "en", label: "admin.content.flashes.language_en" },
        { value: "mr", label: "admin.content.flashes.language_mr" },
      ],
    },
    {
      kind: "text",
      name: "link",
      label: "admin.content.flashes.link",
      hint: "admin.content.flashes.link_hint",
      optional: true,
      maxLength: 300,
      input: "code",
    },
    {
      kind: "text",
      name: "sort_order",
      label: "admin.content.flashes.order",
      hint: "admin.content.flashes.order_hint",
      maxLength: 6,
      width: "short",
      input: "numeric",
      initial: "0",
    },
    {
      kind: "new-checkbox",
      name: "active",
      label: "admin.content.flashes.active",
      hint: "admin.content.flashes.active_hint",
      checked: true,
    },
  ],
  message: problemMessages(
    "admin.content.flashes.errors",
    ["text_missing", "text_too_long", "language_invalid", "link_invalid", "link_unpublished", "order_invalid"],
    { text: "text_missing", language: "language_invalid", link: "link_invalid", sort_order: "order_invalid" },
  ),
  words: {
    list: "admin.content.sections.news_flashes",
    newHeading: "admin.content.flashes.new_title",
    create: "admin.content.flashes.create_submit",
    heading: "admin.content.flashes.edit_title",
    save: "admin.content.flashes.save_submit",
  },
  done: {
    created: "admin.content.flashes.done.created",
    saved: "admin.content.flashes.done.saved",
    published: "admin.content.flashes.done.published",
    unpublished: "admin.content.flashes.done.unpublished",
  },
  load: async (deps, id) => {
    const flash = await findNewsFlashForAdmin(deps, id);
    if (!flash) return undefined;
    const { text, language, link, sort_order, active } = flash;
    return { title: text, values: { text, language, link, sort_order: String(sort_order) }, published: active };
  },
  save: (deps, actor, id, form) => saveNewsFlash(deps, actor, id, form.fields),
  remove: deleteNewsFlash,
  publish: { wording: "visibility", set: setNewsFlashActive },
};
