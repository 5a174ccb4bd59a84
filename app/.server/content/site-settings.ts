/**
 * The site settings staff edit: what every visitor sees around the content that used to
 * be fixed in code. One row per key in `site_settings`; a key without a row, or with "", is not
 * set, and the part of the page it feeds is left out (docs/decisions/020-site-settings.md).
 * The railway police's own helplines 1512 and 1800 22 1512 and the national numbers stay in code
 * (app/content/helplines.ts): the specification fixes them.
 */
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import { localized, textsOf } from "./localized";

export const SITE_SETTING_KEYS = [
  "whatsapp_numbers",
  "control_room_numbers",
  "meeting_hours_en",
  "meeting_hours_mr",
  "meeting_hours_hi",
  "social_facebook",
  "social_x",
  "social_youtube",
  "social_instagram",
  "facebook_page",
  "link_fir_status",
  "link_missing_persons",
  "link_indian_railways",
  "link_irctc",
  "link_ntes",
  "link_street_map",
  "link_dar",
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export type SiteSettingValues = Record<SiteSettingKey, string>;

/** Telephone lists are stored one number a line. */
export const LIST_SEPARATOR = "\n";

/** Brand names, written the same in both languages. */
const SOCIAL_ACCOUNTS = [
  { key: "social_facebook", name: "Facebook" },
  { key: "social_x", name: "X" },
  { key: "social_youtube", name: "YouTube" },
  { key: "social_instagram", name: "Instagram" },
] as const;

export async function readSiteSettingValues(db: Db): Promise<SiteSettingValues> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, stored.get(key) ?? ""])) as SiteSettingValues;
}

export type SiteSettings = {
  whatsapp: string[];
  controlRoom: string[];
  /** The commissioner's meeting hours in the visitor's language, or null when not given. */
  meetingHours: string | null;
  social: Array<{ name: string; href: string }>;
  /** The Facebook page plugin's address for the force's page, loaded only when a visitor asks. */
  facebookFeedUrl: string | null;
  facebookUrl: string | null;
  links: {
    firStatus: string | null;
    missingPersons: string | null;
    indianRailways: string | null;
    irctc: string | null;
    ntes: string | null;
    streetMap: string | null;
    /** The accidental death reports service; DAR_URL is the deployment's default until staff set one. */
    dar: string | null;
  };
};

const orNull = (value: string) => (value === "" ? null : value);
const list = (value: string) => value.split(LIST_SEPARATOR).filter((item) => item !== "");

export function facebookFeedUrl(page: string): string {
  return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(page)}&tabs=timeline&width=340&height=500&small_header=true&adapt_container_width=true&hide_cover=true`;
}

/** The settings as the public pages use them, for a visitor reading `locale`. */
export function siteSettingsFor(
  values: SiteSettingValues,
  locale: Locale,
  defaults: { darUrl: string | undefined },
): SiteSettings {
  return {
    whatsapp: list(values.whatsapp_numbers),
    controlRoom: list(values.control_room_numbers),
    meetingHours: orNull(localized(textsOf(values, "meeting_hours"), locale).text),
    social: SOCIAL_ACCOUNTS.filter(({ key }) => values[key] !== "").map(({ key, name }) => ({
      name,
      href: values[key],
    })),
    facebookFeedUrl: values.facebook_page ? facebookFeedUrl(values.facebook_page) : null,
    facebookUrl: orNull(values.social_facebook),
    links: {
      firStatus: orNull(values.link_fir_status),
      missingPersons: orNull(values.link_missing_persons),
      indianRailways: orNull(values.link_indian_railways),
      irctc: orNull(values.link_irctc),
      ntes: orNull(values.link_ntes),
      streetMap: orNull(values.link_street_map),
      dar: orNull(values.link_dar) ?? defaults.darUrl ?? null,
    },
  };
}
