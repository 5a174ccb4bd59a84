/**
 * Dates and numbers as SPEC §9 writes them, in Indian Standard Time, with each language's month
 * names (its `format` strings) and digits (Devanagari for Marathi, 0-9 for English and Hindi).
 * Done by hand rather than with Intl so that the server and every browser (each with its own ICU
 * data) print exactly the same characters.
 */
import { LOCALE_SETTINGS, type Locale } from "~/i18n/locales";
import type { TFunction } from "~/i18n/translator";
import { INDIA_TIME_ZONE } from "./india-time";

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DEVANAGARI_DIGITS = "०१२३४५६७८९";

export type FormatLabels = { months: string; am: string; pm: string };

export function localDigits(text: string, locale: Locale): string {
  return LOCALE_SETTINGS[locale].devanagariDigits ? text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!) : text;
}

/**
 * Devanagari digits (०-९) as ASCII digits, the other way: Marathi and Hindi keyboards type them, so
 * input takes them whatever the page's language (Hindi text itself writes 0-9).
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

function istParts(iso: string) {
  const date = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return {
    day: date.getUTCDate(),
    month: date.getUTCMonth(),
    year: date.getUTCFullYear(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const monthName = (labels: FormatLabels, month: number) => labels.months.split(",")[month] ?? "";

/**
 * One date format and one date-time format per language, on every page, PDF and feed: "DD MMM
 * YYYY" and "DD MMM YYYY, hh:mm A". SPEC §9 also names DD-MMM-YYYY (press releases, tenders) and
 * MM/DD/YY (former commissioners); one acknowledgement showed three formats side by side, so the
 * pages now write every date alike (the JSON API keeps ISO dates).
 */
export function formatDateTime(iso: string, locale: Locale, labels: FormatLabels): string {
  const p = istParts(iso);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const text = `${pad(p.day)} ${monthName(labels, p.month)} ${p.year}, ${pad(hour12)}:${pad(p.minute)} ${p.hour < 12 ? labels.am : labels.pm}`;
  return localDigits(text, locale);
}

/** "DD MMM YYYY": the date-time's date, for an instant or a day (YYYY-MM-DD). */
export function formatDayMonthYear(iso: string, locale: Locale, labels: FormatLabels): string {
  const p = istParts(iso);
  return localDigits(`${pad(p.day)} ${monthName(labels, p.month)} ${p.year}`, locale);
}

/**
 * A day and a time of day as a form took them (YYYY-MM-DD and HH:MM, both in India), in the
 * date-time format; the day alone when no time was given.
 */
export function formatDateAndTime(day: string, time: string | null | undefined, locale: Locale, labels: FormatLabels) {
  if (!time) return formatDayMonthYear(day, locale, labels);
  return formatDateTime(`${day.slice(0, 10)}T${time.slice(0, 5)}:00+05:30`, locale, labels);
}

/** Month names and AM/PM in the translator's language. */
export function formatLabels(t: TFunction): FormatLabels {
  return { months: t("format.months"), am: t("format.am"), pm: t("format.pm") };
}

/** Every formatter in one language: the hook's (useFormat) and the server's (PDFs, feeds). */
export function formatterFor(locale: Locale, t: TFunction) {
  const labels = formatLabels(t);
  return {
    locale,
    dateTime: (iso: string) => formatDateTime(iso, locale, labels),
    dayMonthYear: (iso: string) => formatDayMonthYear(iso, locale, labels),
    dateAndTime: (day: string, time?: string | null) => formatDateAndTime(day, time, locale, labels),
    number: (value: number) => formatNumber(value, locale),
    digits: (text: string | number) => localDigits(String(text), locale),
  };
}

/**
 * Indian digit grouping (12,34,567), rounded to a whole number half away from zero, Devanagari
 * digits in Marathi. By hand too because a browser's first Intl.NumberFormat loads ICU's number
 * data: a 70-125 ms long task on a throttled phone while the home page and every form hydrate.
 */
export function formatNumber(value: number, locale: Locale): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole);
  // The last three digits, then pairs: 98,76,54,32,109.
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}` : digits;
  return localDigits(value < 0 && whole > 0 ? `-${grouped}` : grouped, locale);
}

export { INDIA_TIME_ZONE };
