/**
 * The value a date or time input may be rendered with. The HTML standard allows only a real date
 * (yyyy-mm-dd) or time (hh:mm[:ss]) there, and browsers drop anything else, so echoing back what
 * a hand-made address or an old browser without a date picker sent (2026-02-30, "tomorrow")
 * would neither help the visitor nor be valid HTML: the field's error message says what was wrong.
 * Other input types keep the value as typed.
 */
export function inputValue(type: string, value: string | undefined): string | undefined {
  if (value === undefined || value === "") return value;
  if (type === "date") return isRealDate(value) ? value : undefined;
  if (type === "time") return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value) ? value : undefined;
  return value;
}

export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
