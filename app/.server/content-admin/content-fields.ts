/**
 * Fields that several content types' forms share, declared once: a name or title in every
 * language of the list, a person's optional photo, "publish at once" on an add page, a
 * telephone number, an e-mail address, a position in a list, a date, a PDF, a choice with an
 * empty first option, and the choices of stored names; the words of the common add and edit
 * buttons; and how a type's problem codes become messages.
 */
import type { ContentField, ContentItemWords, SelectOption } from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";
import { CONTENT_LOCALES, type ContentLocale } from "~/i18n/locales";
import { MAX_DESCRIPTION, MAX_SUMMARY, MAX_TITLE } from "./articles-admin";

/**
 * The words of a type's pages under one prefix of the locale files: `k("add")` is
 * `<prefix>.add`, a key the compiler checks against the locale files like a written one.
 */
export const wordsIn =
  <Prefix extends string>(prefix: Prefix) =>
  <Key extends string>(key: Key) =>
    `${prefix}.${key}` as const;

type FieldOf<Kind extends ContentField["kind"]> = Extract<ContentField, { kind: Kind }>;
type TextRest = Omit<FieldOf<"text">, "kind" | "name" | "label">;

/** A one-line field: its name, its label and what else it needs, on one line of a definition. */
export const textField = (name: string, label: TranslationKey, rest: TextRest = {}): ContentField => ({
  kind: "text",
  name,
  label,
  ...rest,
});

/** A calendar date. */
export const dateField = (name: string, label: TranslationKey, rest: TextRest = {}): ContentField =>
  textField(name, label, { type: "date", width: "medium", ...rest });

/** An optional telephone number of at most `maxLength` characters. */
export const phoneField = (name: string, label: TranslationKey, hint: TranslationKey, maxLength: number) =>
  textField(name, label, { hint, optional: true, maxLength, width: "medium", input: "tel" });

/** An optional e-mail address ("email"). */
export const emailField = (label: TranslationKey, hint?: TranslationKey) =>
  textField("email", label, {
    type: "email",
    ...(hint ? { hint } : {}),
    optional: true,
    maxLength: 254,
    input: "code",
  });

/** A position in a list ("sort_order"), a whole number; a new item's is `initial`. */
export const orderField = (label: TranslationKey, hint: TranslationKey, maxLength: number, initial?: string) =>
  textField("sort_order", label, {
    hint,
    maxLength,
    width: "short",
    input: "numeric",
    ...(initial ? { initial } : {}),
  });

/** A select whose first option is empty (`empty` its words), then `choices`. */
export function chooseField(
  name: string,
  label: TranslationKey,
  empty: TranslationKey,
  choices: SelectOption[] = [],
  rest: Partial<Pick<FieldOf<"select">, "hint" | "onlyNew">> = {},
): ContentField {
  return { kind: "select", name, label, ...rest, options: [{ value: "", label: empty }, ...choices] };
}

/** Fixed values as choices of a select, each worded by `<prefix>.<value>` in the locale files. */
export const labelChoices = (values: readonly string[], prefix: string): SelectOption[] =>
  values.map((value) => ({ value, label: `${prefix}.${value}` as TranslationKey }));

/** Stored records as choices of a select: each one's English name, with a word from the locale files. */
export const namedChoices = <Row extends { id: number; name_en: string }>(
  rows: Row[],
  note: (row: Row) => TranslationKey,
): SelectOption[] => rows.map((row) => ({ value: String(row.id), text: row.name_en, lang: "en", note: note(row) }));

/** The PDF of an article or a document ("file"): linked when there is one, with a box to remove it if `removable`. */
export function pdfField(texts: "admin.content.articles" | "admin.content.documents", removable = false): ContentField {
  return {
    kind: "file",
    name: "file",
    accept: "pdf",
    label: `${texts}.file`,
    hint: `${texts}.file_hint`,
    replaceHint: `${texts}.file_replace_hint`,
    current: `${texts}.open_file`,
    ...(removable ? { remove: "admin.content.articles.remove_file" as const } : {}),
  };
}

/** The words of an add and edit page with the common buttons ("Create", "Save changes"). */
export const itemWords = (
  list: TranslationKey,
  newHeading: TranslationKey,
  heading: TranslationKey,
  deleteIntro?: TranslationKey,
): ContentItemWords => ({
  list,
  newHeading,
  create: "admin.content.articles.create_submit",
  heading,
  save: "admin.content.articles.save_submit",
  ...(deleteIntro ? { deleteIntro } : {}),
});

/** The stored values a form shows, by the fields' names. */
export const valuesOf = <Row extends object, Name extends keyof Row & string>(row: Row, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, row[name]])) as Record<Name, Row[Name]>;

/**
 * A name or title in every language (`<field>_<code>`), each optional, labelled by
 * `<labels>_<code>` in the locale files ("Title in Hindi (optional)").
 */
export function bilingualFields(field: string, labels: string): ContentField[] {
  return CONTENT_LOCALES.map((lang) => ({
    kind: "text",
    name: `${field}_${lang}`,
    label: `${labels}_${lang}` as TranslationKey,
    optional: true,
    maxLength: 300,
    input: lang,
  }));
}

/** A text over several lines in every language (`<field>_<code>`), each optional. */
export function bilingualTextareas(
  field: string,
  label: (lang: ContentLocale) => TranslationKey,
  size: { rows: number; maxLength: number },
): ContentField[] {
  return CONTENT_LOCALES.map((lang) => ({
    kind: "textarea",
    name: `${field}_${lang}`,
    label: label(lang),
    optional: true,
    ...size,
    input: lang,
  }));
}

/** One language's title, summary and full text (HTML with the formatting toolbar). */
export const articleLanguageGroup = (lang: ContentLocale): ContentField => ({
  kind: "group",
  legend: `admin.content.articles.language_${lang}`,
  lang,
  fields: [
    {
      kind: "text",
      name: `title_${lang}`,
      label: `admin.content.articles.title_${lang}`,
      optional: true,
      maxLength: MAX_TITLE,
    },
    articleText("summary", lang, { rows: 3, maxLength: MAX_SUMMARY }),
    articleText("description", lang, { rows: 12, maxLength: MAX_DESCRIPTION, rich: true }),
  ],
});

/** An article's summary or full text in one language. */
const articleText = (
  part: "summary" | "description",
  lang: ContentLocale,
  size: { rows: number; maxLength: number; rich?: boolean },
): ContentField => ({
  kind: "textarea",
  name: `${part}_${lang}`,
  label: `admin.content.articles.${part}_${lang}`,
  hint: `admin.content.articles.${part}_hint`,
  optional: true,
  ...size,
});

/** The optional photo of officers, former commissioners and leaders, with a box to remove it. */
export const PHOTO_FIELD: ContentField = {
  kind: "file",
  name: "photo",
  accept: "image",
  label: "admin.content.person_photo.photo",
  hint: "admin.content.person_photo.photo_hint",
  replaceHint: "admin.content.person_photo.photo_replace_hint",
  current: "admin.content.person_photo.photo_alt",
  remove: "admin.content.person_photo.remove_photo",
};

export const PUBLISH_NOW: ContentField = {
  kind: "new-checkbox",
  name: "published",
  label: "admin.content.articles.publish_now",
  hint: "admin.content.articles.publish_now_hint",
};

/**
 * The messages of a type's problem codes: `<prefix>.<code>` for a code the type knows, else the
 * field's usual problem (an older page, a tampered post), else the first.
 */
export function problemMessages<Code extends string>(
  prefix: string,
  codes: readonly Code[],
  usual: Partial<Record<string, Code>>,
): (field: string, code: string) => TranslationKey {
  return (field, code) => {
    const known = codes.find((problem) => problem === code) ?? usual[field] ?? codes[0];
    return `${prefix}.${known}` as TranslationKey;
  };
}
