/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in people-admin.ts).
 */
import { textsOf } from "../content/localized";
import type { ContentField } from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";
import { CONTENT_LOCALES, type ContentLocale } from "~/i18n/locales";
import { ARTICLE_DONE } from "./content-form";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { dateField, itemWords, orderField, PHOTO_FIELD, problemMessages } from "./content-fields";
import { deletePerson, findPersonForAdmin, listPeopleForAdmin, savePerson, type PeopleSection } from "./people-admin";

/** Former commissioners (latest tenure first) or the leadership (in their order). */
export const peopleList = (section: PeopleSection): ContentListDefinition => {
  const key = section === "leadership" ? "leadership" : "former_commissioners";
  return {
    title: `admin.content.sections.${key}`,
    add: `admin.content.people.${key}.add`,
    caption: `admin.content.people.${key}.caption`,
    empty: `admin.content.people.${key}.empty`,
    deletedNotice: "admin.content.articles.done.deleted",
    columns: [
      "admin.content.people.name_col",
      `admin.content.people.${key}.role_col`,
      section === "leadership" ? "admin.content.people.order_col" : "admin.content.people.tenure_col",
    ],
    rows: async (deps) => ({
      rows: (await listPeopleForAdmin(deps, section)).map((person) => ({
        id: person.id,
        cells: [
          { kind: "title", texts: textsOf(person, "name") },
          { kind: "text", text: person.role_en, lang: "en" },
          person.sort_order !== null
            ? { kind: "number", value: person.sort_order }
            : { kind: "period", start: person.tenure_start, end: person.tenure_end },
        ],
      })),
    }),
  };
};

/** A person's add and edit pages: a leader has a title and an order, a former commissioner a rank and tenure. */
export const personItem = (section: PeopleSection): ContentItemDefinition => {
  const key = section === "leadership" ? "leadership" : "former_commissioners";
  const role = section === "leadership" ? "title" : "rank";
  const problems = problemMessages(
    "admin.content.people.errors",
    [
      "name_missing",
      "name_too_long",
      "date_invalid",
      "tenure_order",
      "order_invalid",
      "image_invalid",
      "image_too_large",
    ],
    { photo: "image_invalid" },
  );
  // English is required; every other language is optional.
  const name = (lang: ContentLocale, label: TranslationKey, field: string): ContentField => ({
    kind: "text",
    name: field,
    label,
    ...(lang === "en" ? {} : { hint: "admin.content.people.optional_hint", optional: true }),
    maxLength: 200,
    input: lang,
  });
  const date = (field: "tenure_start" | "tenure_end") => dateField(field, `admin.content.people.${field}`);
  return {
    list: peopleList(section),
    fields: [
      ...CONTENT_LOCALES.map((lang) => name(lang, `admin.content.people.name_${lang}`, `name_${lang}`)),
      ...CONTENT_LOCALES.map((lang) => name(lang, `admin.content.people.${key}.role_${lang}`, `${role}_${lang}`)),
      ...(section === "leadership"
        ? [orderField("admin.content.people.sort_order", "admin.content.people.sort_order_hint", 7)]
        : [date("tenure_start"), date("tenure_end")]),
      PHOTO_FIELD,
    ],
    // The role's problems are worded per section ("Enter the rank" / "Enter the title").
    message: (field, code) =>
      field.startsWith(`${role}_`)
        ? `admin.content.people.${key}.${code === "rank_too_long" ? "role_too_long" : "role_missing"}`
        : problems(field, code),
    words: itemWords(
      `admin.content.sections.${key}`,
      `admin.content.people.${key}.add`,
      "admin.content.people.edit_title",
    ),
    done: ARTICLE_DONE,
    load: async (deps, id) => {
      const person = await findPersonForAdmin(deps, section, id);
      if (!person) return undefined;
      const texts = Object.fromEntries(
        CONTENT_LOCALES.flatMap((lang) => [
          [`name_${lang}`, person[`name_${lang}`]],
          [`${role}_${lang}`, person[`role_${lang}`]],
        ]),
      );
      const values: Record<string, string | null> =
        section === "leadership"
          ? { ...texts, sort_order: String(person.sort_order ?? 0) }
          : { ...texts, tenure_start: person.tenure_start, tenure_end: person.tenure_end };
      return {
        title: person.name_en,
        values,
        current: { photo: person.photo_key ? `/storage/${person.photo_key}/thumb.webp` : null },
      };
    },
    save: (deps, actor, id, form) => savePerson(deps, actor, section, id, form),
    remove: (deps, actor, id) => deletePerson(deps, actor, section, id),
  };
};
