/**
 * A staff-written text has a column per language (`<stem>_<code>`, one for each of CONTENT_LOCALES): the
 * forms, their rules and the saves read the list, so a new language's columns need no edit here.
 */
import type { z } from "zod";
import { CONTENT_LOCALES, type ContentLocale } from "~/i18n/locales";

export type LanguageColumn<Stem extends string> = `${Stem}_${ContentLocale}`;

/** The names of a text's columns, in the list's order. */
export const languageColumns = <Stem extends string>(stem: Stem): Array<LanguageColumn<Stem>> =>
  CONTENT_LOCALES.map((locale) => `${stem}_${locale}` as const);

/** The same rule for the text in every language, as fields of a zod object. */
export const forEveryLanguage = <Stem extends string, Rule extends z.ZodType>(stem: Stem, rule: Rule) =>
  Object.fromEntries(languageColumns(stem).map((column) => [column, rule])) as Record<LanguageColumn<Stem>, Rule>;

/** The text's columns from a form's values, each made ready to store by `clean` (an empty text is null). */
export const columnValues = <Stem extends string>(
  stem: Stem,
  values: Partial<Record<LanguageColumn<Stem>, string>>,
  clean: (value: string | undefined) => string | null,
) =>
  Object.fromEntries(languageColumns(stem).map((column) => [column, clean(values[column])])) as Record<
    LanguageColumn<Stem>,
    string | null
  >;
