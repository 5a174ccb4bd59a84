/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in news-flashes-admin.ts).
 */
import { CONTENT_LOCALES } from "~/i18n/locales";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { chooseField, orderField, problemMessages, textField, wordsIn } from "./content-fields";
import {
  deleteNewsFlash,
  findNewsFlashForAdmin,
  listNewsFlashesForAdmin,
  saveNewsFlash,
  setNewsFlashActive,
} from "./news-flashes-admin";

/** A word of the news flashes' pages. */
const k = wordsIn("admin.content.flashes");
const LANGUAGES = CONTENT_LOCALES.map((value) => ({ value, label: k(`language_${value}`) }));

/** The ticker's flashes, in their order. */
export const newsFlashesList: ContentListDefinition = {
  title: "admin.content.sections.news_flashes",
  add: k("add"),
  caption: k("caption"),
  empty: k("empty"),
  deletedNotice: k("done.deleted"),
  columns: [k("text_col"), k("order_col"), k("language_col"), k("status_col")],
  rows: async (deps) => ({
    rows: (await listNewsFlashesForAdmin(deps)).map((flash) => ({
      id: flash.id,
      cells: [
        { kind: "linked-text", text: flash.text, lang: flash.language },
        { kind: "number", value: flash.sort_order },
        {
          kind: "label",
          key: flash.language ? k(`language_${flash.language}`) : k("language_any"),
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
    { kind: "textarea", name: "text", label: k("text"), hint: k("text_hint"), optional: true, rows: 2, maxLength: 500 },
    chooseField("language", k("language"), k("language_any"), LANGUAGES, { hint: k("language_hint") }),
    textField("link", k("link"), { hint: k("link_hint"), optional: true, maxLength: 300, input: "code" }),
    orderField(k("order"), k("order_hint"), 6, "0"),
    { kind: "new-checkbox", name: "active", label: k("active"), hint: k("active_hint"), checked: true },
  ],
  message: problemMessages(
    "admin.content.flashes.errors",
    ["text_missing", "text_too_long", "language_invalid", "link_invalid", "link_unpublished", "order_invalid"],
    { text: "text_missing", language: "language_invalid", link: "link_invalid", sort_order: "order_invalid" },
  ),
  words: {
    list: "admin.content.sections.news_flashes",
    newHeading: k("new_title"),
    create: k("create_submit"),
    heading: k("edit_title"),
    save: k("save_submit"),
  },
  done: {
    created: k("done.created"),
    saved: k("done.saved"),
    published: k("done.published"),
    unpublished: k("done.unpublished"),
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
