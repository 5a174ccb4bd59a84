/**
 * Helpline numbers shown across the site. 1512 and 1800 22 1512 are the real railway police
 * helplines (SPEC §9); the WhatsApp and control-room numbers are not given by the SPEC, so the
 * demo shows obviously fake sample numbers until the force supplies its own.
 */
export const HELPLINES = {
  railway: "1512",
  tollFree: "1800 22 1512",
  whatsapp: ["000-0000-0001", "000-0000-0002"],
  controlRoom: ["000-0000-0003", "000-0000-0004"],
} as const;

/**
 * The national numbers a commuter may need (issue 19), in the order they are listed; whom each
 * reaches and when to call it are the emergency help's strings (app/locales/en/emergency.ts).
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
