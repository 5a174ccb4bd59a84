/**
 * The staff content pages as data. Each content type's definition (app/.server/content-admin/)
 * says what its list is called and what each row's cells hold, and which fields its form has; one
 * list route (routes/admin/content-list.tsx), one add and one edit route, one cell component and
 * one form component (components/admin/) draw every type, so a new type adds no markup. Labels are
 * locale keys: the page is translated where it is drawn.
 */
import type { TranslationKey } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import type { AltColumn } from "./article-photo-fields";

/** One cell of a row. The first cell that names the item links to its edit page. */
export type ListCell =
  /** The item's name in each language it is written in (the row's header, a link to its page). */
  | { kind: "title"; texts: Partial<Record<Locale, string | null>> }
  /** A name in one language only, or in the language it is shown to (the row's header, a link). */
  | { kind: "linked-text"; text: string; lang: Locale | null }
  /** Published or hidden; "visibility" words it as shown / not shown. */
  | { kind: "status"; on: boolean; wording?: "visibility" }
  | { kind: "number"; value: number | null }
  /** An instant, shown as date and time in India. */
  | { kind: "date-time"; value: string }
  /** A calendar date (YYYY-MM-DD) written in the language's digits. */
  | { kind: "date"; value: string | null }
  /** A period from one calendar date to another. */
  | { kind: "period"; start: string | null; end: string | null }
  /** Text as stored (a staff member's entry), with its language when known and a second line. */
  | { kind: "text"; text: string | null; lang?: Locale; note?: string | null }
  /** A word from the locale files (a role, a type, a language). */
  | { kind: "label"; key: TranslationKey }
  /** A railway line's mark. */
  | { kind: "line"; strip: string | null; colour: string | null };

export type ListRow = { id: number; cells: ListCell[] };

/** The order of a staff list, from its `?sort=<column>&dir=asc|desc`. */
export type ListSort<Column extends string = string> = { column: Column; dir: "asc" | "desc" };

/** The own order of a list read by a date index (the audit log, the report inbox, the register). */
export const NEWEST_FIRST: ListSort<"date"> = { column: "date", dir: "desc" };

/**
 * What a content list may be sorted by: its title, its date, or its published state. A short list
 * is sorted by any of its columns; a paged one only as its query can by an index.
 */
export const CONTENT_SORTS = ["title", "date", "published"] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Everything a content list page shows. `section` is the path segment under /admin/content/. */
export type ContentListView = {
  section: string;
  /** The section's name (the page heading and, with {{section}}, the caption's). */
  title: TranslationKey;
  /** A paragraph under the heading, when the type needs one. */
  intro?: TranslationKey;
  add: TranslationKey;
  caption: TranslationKey;
  empty: TranslationKey | null;
  /** The confirmation shown after an item of the type was deleted. */
  deletedNotice: TranslationKey;
  columns: TranslationKey[];
  rows: ListRow[];
  paging?: { current: number; last: number };
  /**
   * What each column sorts by (null: it does not), the order shown when it is one of those, and
   * the list's own order when it is one (a paged list's).
   */
  sort: {
    columns: Array<ContentSort | null>;
    current: ListSort<ContentSort> | null;
    initial?: ListSort<ContentSort>;
  };
};

type FieldText = { label: TranslationKey; hint?: TranslationKey };

/** A choice of a select: a word from the locale files, or a stored name with a word after it. */
export type SelectOption =
  | { value: string; label: TranslationKey }
  | { value: string; text: string; lang: Locale | null; note?: TranslationKey };

/** One field of a content form, in the order the form shows them. */
export type ContentField =
  | (FieldText & {
      kind: "text";
      name: string;
      /** Absent for a date or a time. */
      maxLength?: number;
      optional?: boolean;
      type?: "text" | "email" | "date" | "time";
      width?: "short" | "medium";
      /** What is typed: a number (digits keyboard), a telephone number, or words in a language. */
      input?: "numeric" | "tel" | Locale | "code";
      /** The value of a new item. */
      initial?: string;
      /** The saved colour is drawn beside the field, with this sentence. */
      swatch?: TranslationKey;
    })
  | (FieldText & {
      kind: "textarea";
      name: string;
      maxLength: number;
      rows: number;
      optional?: boolean;
      input?: Locale;
      /** HTML with the formatting toolbar (sanitised on the server). */
      rich?: boolean;
    })
  | (FieldText & {
      kind: "select";
      name: string;
      options: SelectOption[];
      /** Asked only on the add page (a station's type). */
      onlyNew?: boolean;
    })
  /** A paragraph of guidance between fields. */
  | { kind: "note"; text: TranslationKey }
  /** A file: the current one shown (a picture) or linked (a PDF), and a box to replace it. */
  | (FieldText & {
      kind: "file";
      name: string;
      accept: "image" | "pdf";
      /** The hint when the item already has the file. */
      replaceHint: TranslationKey;
      /** The current picture's alternative text, or the current PDF's link text. */
      current: TranslationKey;
      /** A box to remove the current file (an optional photo). */
      remove?: TranslationKey;
    })
  /** A box only the add page shows (publish at once, show at once). */
  | (FieldText & { kind: "new-checkbox"; name: string; checked?: boolean })
  /** Fields under a legend, in a language when they are all in one. */
  | { kind: "group"; legend: TranslationKey; lang?: Locale; fields: ContentField[] }
  /**
   * Pictures: those the item has (`ContentItemView.photos`), each with its descriptions and
   * position, and a box for up to `max` more. Its hint and messages may quote {{number}}: the
   * most allowed, or the number of the picture a message is about.
   */
  | (FieldText & { kind: "photos"; name: string; max: number });

/** Every field of a form, those in groups too. */
export const flatFields = (fields: ContentField[]): ContentField[] =>
  fields.flatMap((field) => (field.kind === "group" ? flatFields(field.fields) : [field]));

/** A picture an item has, on its edit page. */
export type ExistingPhoto = { id: number; thumbnail: string } & Record<AltColumn, string>;

/** The words of a type's add and edit pages. `heading` may name the item as {{title}}. */
export type ContentItemWords = {
  list: TranslationKey;
  newHeading: TranslationKey;
  create: TranslationKey;
  heading: TranslationKey;
  save: TranslationKey;
  deleteIntro?: TranslationKey;
};

/**
 * Everything an add or edit page shows; `id` null on the add page and on the page of a type that
 * is one record (the site settings). Its words are those of the page it is: the add page's heading
 * and button, or the edit page's.
 */
export type ContentItemView = {
  section: string;
  id: number | null;
  /** The type's form, field by field. */
  fields: ContentField[];
  /** The page's heading; it may name the item as {{title}}. */
  heading: TranslationKey;
  /** A paragraph under the heading, when the type needs one. */
  intro?: TranslationKey;
  /** The form's button. */
  submit: TranslationKey;
  /** The way back: the type's list, or all content for a type that has none. */
  back: { to: string; label: TranslationKey };
  /** The item's name for the heading (null on the add page, or when it has none). */
  title: string | null;
  values: Record<string, string>;
  /** Files the item has now (a cover, a PDF, a photo), by name, as URLs. */
  current: Record<string, string | null>;
  /** The pictures the item has, for a type with a "photos" field. */
  photos?: ExistingPhoto[];
  /** Present for types that are published (or shown) and hidden. */
  publishing?: { published: boolean; wording?: "visibility"; publicPath?: string };
  /** The link to the confirmation step of deleting the item, on the edit page of a type that has one. */
  deletion?: { to: string; intro?: TranslationKey };
  /** The confirmation after a save or a publish, or null. */
  notice: TranslationKey | null;
};

/** A refused post: what was typed (cut to size) and each field's problem as its message's locale key. */
export type ContentRefusal = { values: Record<string, string>; errors: Record<string, TranslationKey> };
