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
