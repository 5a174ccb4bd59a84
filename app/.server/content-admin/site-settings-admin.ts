/**
 * Staff editing the site settings (their page: site-settings-type.ts): one form for all of them,
 * validated here, saved in one transaction with one audit entry listing each changed setting's old
 * and new value. Nothing in them is personal: official numbers and public addresses. The page cache is dropped by the
 * admin middleware after the post (page-cache/invalidate-on-staff-change.ts), so the public pages
 * show the change at once.
 */
import { z } from "zod";
import {
  LIST_SEPARATOR,
  readSiteSettingValues,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingValues,
} from "../content/site-settings";
import { saveWithAudit } from "./content-audit";
import { errorsOf, type ContentActor, type ContentDeps } from "./content-form";

export const MAX_NUMBERS = 4;
export const MAX_MEETING_HOURS = 200;
export const MAX_URL = 500;

/** A telephone number as printed: digits, spaces and dashes, an optional leading "+". */
const PHONE = /^\+?\d[\d -]{1,18}\d$/;

const numberList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  )
  .refine((numbers) => numbers.every((number) => PHONE.test(number)), "numbers_invalid")
  .refine((numbers) => numbers.length <= MAX_NUMBERS, "numbers_over_limit")
  .transform((numbers) => numbers.join(LIST_SEPARATOR));

/** The address parsed, or null for anything a browser would not take as one ("//host", "https:x:y"). */
function parsedUrl(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

/** An https address, or "" for none. */
const link = z
  .string()
  .trim()
  .default("")
  .refine((value) => value === "" || (value.length <= MAX_URL && parsedUrl(value)?.protocol === "https:"), {
    message: "link_invalid",
    // Zod runs later checks after a failed one: the Facebook check below then sees no address.
    abort: true,
  });

/** The page plugin only shows pages of facebook.com. */
const facebookPage = link.refine(
  (value) => value === "" || ["www.facebook.com", "facebook.com"].includes(parsedUrl(value)?.hostname ?? ""),
  "facebook_page_invalid",
);

const meetingHours = z.string().trim().default("").pipe(z.string().max(MAX_MEETING_HOURS, "text_too_long"));

export const siteSettingsFormSchema = z.object({
  whatsapp_numbers: numberList,
  control_room_numbers: numberList,
  meeting_hours_en: meetingHours,
  meeting_hours_mr: meetingHours,
  meeting_hours_hi: meetingHours,
  social_facebook: link,
  social_x: link,
  social_youtube: link,
  social_instagram: link,
  facebook_page: facebookPage,
  link_fir_status: link,
  link_missing_persons: link,
  link_indian_railways: link,
  link_irctc: link,
  link_ntes: link,
  link_street_map: link,
  link_dar: link,
}) satisfies z.ZodType<SiteSettingValues, Record<string, string>>;

export type SiteSettingsOutcome = { ok: true } | { ok: false; errors: Record<string, string> };

/** Saves the settings from their form: the changed ones, with one audit entry listing them. */
export async function saveSiteSettings(
  deps: ContentDeps,
  actor: ContentActor,
  fields: Record<string, string>,
): Promise<SiteSettingsOutcome> {
  const parsed = siteSettingsFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  const now = deps.clock.now().toISOString();
  await saveWithAudit(deps, actor, async (trx) => {
    const before = await readSiteSettingValues(trx);
    const changed = SITE_SETTING_KEYS.filter((key: SiteSettingKey) => before[key] !== parsed.data[key]);
    if (changed.length === 0) return null;
    for (const key of changed) {
      await trx
        .insertInto("site_settings")
        .values({ key, value: parsed.data[key], updated_at: now })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: parsed.data[key], updated_at: now }))
        .execute();
    }
    return {
      action: "content_updated",
      target: { type: "site_settings", id: "site" },
      details: {
        kind: "site_settings",
        ...Object.fromEntries(changed.map((key) => [key, { from: before[key], to: parsed.data[key] }])),
      },
    };
  });
  return { ok: true };
}
