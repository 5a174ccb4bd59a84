/**
 * The railway police's own helplines, fixed by the specification (SPEC §9: 1512 and
 * 1800 22 1512), so they stay in code. The WhatsApp and control-room numbers the SPEC does not
 * give are site settings staff edit in /admin/content/site-settings (
 * app/.server/content/site-settings.ts).
 */
export const HELPLINES = {
  railway: "1512",
  tollFree: "1800 22 1512",
} as const;

/**
 * The national numbers a commuter may need, in the order they are listed; whom each
 * reaches and when to call it are the emergency help's strings (app/locales/en/emergency.ts).
 * National numbers, the same everywhere in India: they stay in code.
 */
export const NATIONAL_HELPLINES = [
  { key: "emergency", number: "112" },
  { key: "rail_madad", number: "139" },
  { key: "women", number: "1091" },
  { key: "childline", number: "1098" },
  { key: "cyber", number: "1930" },
] as const;

/** The one that reaches police, fire and ambulance, shown with 1512 on the home page's first screen. */
export const EMERGENCY_NUMBER = NATIONAL_HELPLINES[0].number;
