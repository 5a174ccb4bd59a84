/**
 * The site settings form: helpline numbers, the commissioner's meeting hours, social
 * accounts and the external sites, in groups. One plain post saves them all; no JavaScript needed.
 */
import { CONTENT_LOCALES } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { SiteSettingKey } from "~/.server/content/site-settings";
import { TextField, TextArea } from "../ui/fields";
import { formErrors } from "./form-errors";
import { ItemForm } from "./ItemForm";

export type SiteSettingsFormText = Partial<Record<SiteSettingKey, string>>;

const PROBLEMS = [
  "numbers_invalid",
  "numbers_over_limit",
  "text_too_long",
  "link_invalid",
  "facebook_page_invalid",
] as const;
type Problem = (typeof PROBLEMS)[number];

const GROUPS = [
  { key: "helplines", fields: ["whatsapp_numbers", "control_room_numbers"] },
  { key: "meeting", fields: CONTENT_LOCALES.map((lang) => `meeting_hours_${lang}` as const) },
  { key: "social", fields: ["social_facebook", "social_x", "social_youtube", "social_instagram", "facebook_page"] },
  {
    key: "external",
    fields: [
      "link_fir_status",
      "link_missing_persons",
      "link_indian_railways",
      "link_irctc",
      "link_ntes",
      "link_street_map",
      "link_dar",
    ],
  },
] as const satisfies ReadonlyArray<{ key: string; fields: readonly SiteSettingKey[] }>;

const ORDER = GROUPS.flatMap((group) => group.fields);

function fallbackOf(field: SiteSettingKey): Problem {
  if (field.endsWith("_numbers")) return "numbers_invalid";
  if (field.startsWith("meeting_hours")) return "text_too_long";
  return "link_invalid";
}

export function SiteSettingsForm(props: { values: SiteSettingsFormText; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const { values } = props;
  const label = (field: SiteSettingKey) => t(`admin.content.site_settings.fields.${field}`);
  const { message, summary } = formErrors(props.errors, {
    problems: PROBLEMS,
    fallback: Object.fromEntries(ORDER.map((field) => [field, fallbackOf(field)])),
    order: ORDER,
    text: (problem, field) =>
      t(`admin.content.site_settings.errors.${problem}`, { field: label(field as SiteSettingKey) }),
  });
  return (
    <ItemForm summary={summary} multipart={false} submitLabel={t("admin.content.site_settings.submit")}>
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="admin-fieldset">
          <legend className="admin-label">{t(`admin.content.site_settings.groups.${group.key}`)}</legend>
          {group.fields.map((field: SiteSettingKey) =>
            field.endsWith("_numbers") ? (
              <TextArea
                key={field}
                optional
                id={field}
                name={field}
                label={label(field)}
                hint={t("admin.content.site_settings.numbers_hint")}
                rows={3}
                maxLength={200}
                defaultValue={values[field]}
                error={message(field)}
              />
            ) : (
              <TextField
                key={field}
                id={field}
                name={field}
                label={label(field)}
                hint={
                  field.startsWith("meeting_hours")
                    ? undefined
                    : field === "facebook_page"
                      ? t("admin.content.site_settings.facebook_page_hint")
                      : t("admin.content.site_settings.link_hint")
                }
                optional
                spellCheck={field.startsWith("meeting_hours") ? undefined : false}
                lang={field.startsWith("meeting_hours_") ? field.slice("meeting_hours_".length) : undefined}
                maxLength={field.startsWith("meeting_hours") ? 200 : 500}
                defaultValue={values[field]}
                error={message(field)}
              />
            ),
          )}
        </fieldset>
      ))}
    </ItemForm>
  );
}
