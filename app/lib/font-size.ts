/** SPEC §9: font size starts at 100% and moves 5 points a click. The bounds keep the page usable. */
export const FONT_SIZE = { base: 100, step: 5, min: 70, max: 200 } as const;

export function clampFontSize(value: number): number {
  const stepped = Math.round(value / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

export function parseFontSize(raw: string | undefined | null): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) ? clampFontSize(value) : FONT_SIZE.base;
}
