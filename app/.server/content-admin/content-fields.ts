/**
 * Fields that several content types' forms share, declared once: a name or title in English and
 * Marathi (either may be empty), a person's optional photo, and "publish at once" on an add page;
 * and how a type's problem codes become messages.
 */
import type { ContentField } from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";

export function bilingualFields(field: string, labels: { en: TranslationKey; mr: TranslationKey }): ContentField[] {
  return (["en", "mr"] as const).map((lang) => ({
    kind: "text",
    name: `${field}_${lang}`,
    label: labels[lang],
    optional: true,
    maxLength: 300,
    input: lang,
  }));
}

/** The optional photo of officers, former commissioners and leaders, with a box to remove it. */
export function photoField(texts: "admin.content.officers" | "admin.content.people"): ContentField {
  return {
    kind: "file",
    name: "photo",
    accept: "image",
    label: `${texts}.photo`,
    hint: `${texts}.photo_hint`,
    replaceHint: `${texts}.photo_replace_hint`,
    current: `${texts}.photo_alt`,
    remove: `${texts}.remove_photo`,
  };
}

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
