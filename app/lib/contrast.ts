/**
 * The display contrast a visitor chose in the settings panel (GIGW asks for a high-contrast
 * option): "high" is light text on black with yellow links, for low vision and for
 * reading a phone in bright sunlight on a platform.
 */
export const CONTRASTS = ["normal", "high"] as const;
export type Contrast = (typeof CONTRASTS)[number];

export function parseContrast(raw: string | undefined | null): Contrast {
  return raw === "high" ? "high" : "normal";
}
