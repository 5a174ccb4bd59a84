/**
 * Dates and numbers as SPEC §9 writes them, in Indian Standard Time, with Marathi month names and
 * Devanagari digits for Marathi. Done by hand rather than with Intl so that the server and every
 * browser (each with its own ICU data) print exactly the same characters.
 */
import type { Locale } from "~/i18n/locales";
import { INDIA_TIME_ZONE } from "./india-time";

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DEVANAGARI_DIGITS = "०१२३४५६७८९";

export type FormatLabels = { months: string; am: string; pm: string };

export function localDigits(text: string, locale: Locale): string {
  return locale === "mr" ? text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!) : text;
}

/** Devanagari digits (०-९) as ASCII digits, the other way: Marathi keyboards type them. */
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

/** "DD MMM YYYY, hh:mm A": lists, articles, news. */
export function formatDateTime(iso: string, locale: Locale, labels: FormatLabels): string {
  const p = istParts(iso);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const text = `${pad(p.day)} ${monthName(labels, p.month)} ${p.year}, ${pad(hour12)}:${pad(p.minute)} ${p.hour < 12 ? labels.am : labels.pm}`;
  return localDigits(text, locale);
}

/** "DD-MMM-YYYY": press releases and tenders. */
export function formatDayMonthYear(iso: string, locale: Locale, labels: FormatLabels): string {
  const p = istParts(iso);
  return localDigits(`${pad(p.day)}-${monthName(labels, p.month)}-${p.year}`, locale);
}

/** "MM/DD/YY": former commissioners' tenures. */
export function formatShortDate(iso: string, locale: Locale): string {
  const p = istParts(iso);
  return localDigits(`${pad(p.month + 1)}/${pad(p.day)}/${pad(p.year % 100)}`, locale);
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
