import type { Locale } from "~/i18n/locales";

/**
 * The registered SMS texts by name, declared once: templates.ts writes a text for each (the
 * compiler asks for it), config.ts reads their ids from the environment and the settings check
 * requires them, as SMS_DLT_TEMPLATE_<NAME>_<LANGUAGE> and MSG91_TEMPLATE_<NAME>_<LANGUAGE> (one
 * per language of SMS_LANGUAGES: _EN, _MR, _HI). Adding a
 * text is adding its name here. `claim`: found property matched to the owner's lost report;
 * `transfer`: a report handed to (or assigned to) a police station's desk.
 */
export const SMS_TEMPLATE_KEYS = [
  "otp",
  "reference",
  "status",
  "status_remark",
  "fir_number",
  "claim",
  "transfer",
] as const;
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number];

/**
 * The languages whose texts are registered with DLT, in the order of LOCALES; a language of the
 * site missing here would get English.
 */
export const SMS_LANGUAGES = ["en", "mr", "hi"] as const satisfies readonly Locale[];
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/**
 * The language of an SMS to someone who used the site in `locale`: theirs when its texts are
 * registered (every language of LOCALES today), else English. Every SMS goes through here, so
 * registering a new language's texts is adding it to SMS_LANGUAGES (docs/deployment.md).
 */
export function smsLanguage(locale: Locale): SmsLanguage {
  return (SMS_LANGUAGES as readonly Locale[]).includes(locale) ? (locale as SmsLanguage) : "en";
}

export type SmsTemplateIds = Record<SmsTemplateKey, Record<SmsLanguage, string>>;

/** The DLT registry's id of a text, and MSG91's own id of its copy of it. */
export type TemplateIdPrefix = "SMS_DLT_TEMPLATE" | "MSG91_TEMPLATE";
export type TemplateIdVariable<P extends TemplateIdPrefix = TemplateIdPrefix> =
  `${P}_${Uppercase<SmsTemplateKey>}_${Uppercase<SmsLanguage>}`;

/** "SMS_DLT_TEMPLATE_STATUS_REMARK_MR": the environment variable of one text in one language. */
export function templateIdVariable<P extends TemplateIdPrefix>(
  prefix: P,
  template: SmsTemplateKey,
  language: SmsLanguage,
): TemplateIdVariable<P> {
  return `${prefix}_${template.toUpperCase()}_${language.toUpperCase()}` as TemplateIdVariable<P>;
}

/** Every variable of one prefix: the texts in the list's order, each in SMS_LANGUAGES' order. */
export function templateIdVariables<P extends TemplateIdPrefix>(prefix: P): TemplateIdVariable<P>[] {
  return SMS_TEMPLATE_KEYS.flatMap((template) =>
    SMS_LANGUAGES.map((language) => templateIdVariable(prefix, template, language)),
  );
}

/** Each text's id in each language, as `read` gives the variable's value ("" when unset). */
export function templateIdsFrom(
  prefix: TemplateIdPrefix,
  read: (variable: TemplateIdVariable) => string | undefined,
): SmsTemplateIds {
  const pair = (template: SmsTemplateKey) =>
    Object.fromEntries(
      SMS_LANGUAGES.map((language) => [language, read(templateIdVariable(prefix, template, language)) ?? ""]),
    ) as Record<SmsLanguage, string>;
  return Object.fromEntries(SMS_TEMPLATE_KEYS.map((template) => [template, pair(template)])) as SmsTemplateIds;
}
