/**
 * The definition of the site settings for the staff pages (content-items.ts): one record, not a
 * list. Its page at /admin/content/site-settings has the helpline numbers, the commissioner's
 * meeting hours, the social accounts and the links to other websites in groups; a save goes
 * through site-settings-admin.ts, which checks the form and writes the changed settings with
 * their audit entry.
 */
import type { ContentField } from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";
import { CONTENT_LOCALES } from "~/i18n/locales";
import { readSiteSettingValues, SITE_SETTING_KEYS, type SiteSettingKey } from "../content/site-settings";
import { problemMessages, textField, wordsIn } from "./content-fields";
import type { ContentRecordDefinition } from "./content-items";
import { MAX_MEETING_HOURS, MAX_URL, saveSiteSettings } from "./site-settings-admin";

/** A word of the site settings page. */
const k = wordsIn("admin.content.site_settings");
const label = (key: SiteSettingKey) => k(`fields.${key}`);

/** A list of telephone numbers, one a line. */
const numbers = (name: "whatsapp_numbers" | "control_room_numbers"): ContentField => ({
  kind: "textarea",
  name,
  label: label(name),
  hint: k("numbers_hint"),
  optional: true,
  rows: 3,
  maxLength: 200,
});

/** An https address, or nothing. */
const link = (name: SiteSettingKey, hint: TranslationKey = k("link_hint")) =>
  textField(name, label(name), { hint, optional: true, maxLength: MAX_URL, input: "code" });

const group = (key: "helplines" | "meeting" | "social" | "external", fields: ContentField[]): ContentField => ({
  kind: "group",
  legend: k(`groups.${key}`),
  fields,
});

/** The settings whose name starts `prefix`, in their order. */
const named = (prefix: string) => SITE_SETTING_KEYS.filter((key) => key.startsWith(prefix));

/** The field's usual problem, for a code the page does not know (an older page, a tampered post). */
const usualProblem = (field: SiteSettingKey) =>
  field.endsWith("_numbers") ? "numbers_invalid" : field.startsWith("meeting_hours") ? "text_too_long" : "link_invalid";

const FIELDS: ContentField[] = [
  group("helplines", [numbers("whatsapp_numbers"), numbers("control_room_numbers")]),
  group(
    "meeting",
    CONTENT_LOCALES.map((lang) =>
      textField(`meeting_hours_${lang}`, label(`meeting_hours_${lang}`), {
        optional: true,
        maxLength: MAX_MEETING_HOURS,
        input: lang,
      }),
    ),
  ),
  group("social", [...named("social_").map((name) => link(name)), link("facebook_page", k("facebook_page_hint"))]),
  group(
    "external",
    named("link_").map((name) => link(name)),
  ),
];

export const siteSettingsRecord: ContentRecordDefinition = {
  fields: FIELDS,
  words: { heading: "admin.content.sections.site_settings", intro: k("intro"), save: k("submit") },
  saved: k("saved"),
  // Each message names its field: "{{field}}: enter a web address starting with https://".
  message: problemMessages(
    "admin.content.site_settings.errors",
    ["numbers_invalid", "numbers_over_limit", "text_too_long", "link_invalid", "facebook_page_invalid"],
    Object.fromEntries(SITE_SETTING_KEYS.map((field) => [field, usualProblem(field)])),
  ),
  load: (deps) => readSiteSettingValues(deps.db),
  save: (deps, actor, form) => saveSiteSettings(deps, actor, form.fields),
};
