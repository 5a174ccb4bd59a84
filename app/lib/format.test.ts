import { describe, expect, test, vi } from "vitest";
import en from "~/locales/en";
import hi from "~/locales/hi";
import mr from "~/locales/mr";
import { formatDateAndTime, formatDateTime, formatDayMonthYear, formatNumber, localDigits } from "./format";

// 09:05 UTC is 14:35 in India.
const AFTERNOON = "2026-11-21T09:05:00Z";
const MORNING = "2026-01-05T01:30:00Z";

describe("SPEC §9 date formats in Indian time", () => {
  test("lists and articles use DD MMM YYYY, hh:mm A", () => {
    expect(formatDateTime(AFTERNOON, "en", en.format)).toBe("21 Nov 2026, 02:35 PM");
    expect(formatDateTime(MORNING, "en", en.format)).toBe("05 Jan 2026, 07:00 AM");
  });

  test("Marathi uses Marathi month names, म.पू./म.उ. and Devanagari digits", () => {
    expect(formatDateTime(AFTERNOON, "mr", mr.format)).toBe("२१ नोव्हें २०२६, ०२:३५ म.उ.");
    expect(formatDateTime(MORNING, "mr", mr.format)).toBe("०५ जाने २०२६, ०७:०० म.पू.");
  });

  test("Hindi uses Hindi month names, पूर्वाह्न/अपराह्न and the international digits 0-9", () => {
    expect(formatDateTime(AFTERNOON, "hi", hi.format)).toBe("21 नव 2026, 02:35 अपराह्न");
    expect(formatDayMonthYear(MORNING, "hi", hi.format)).toBe("05 जन 2026");
    expect(localDigits("1512", "hi")).toBe("1512");
  });

  test("a date alone is the date-time's date, DD MMM YYYY, wherever it is shown", () => {
    expect(formatDayMonthYear(AFTERNOON, "en", en.format)).toBe("21 Nov 2026");
    expect(formatDayMonthYear(AFTERNOON, "mr", mr.format)).toBe("२१ नोव्हें २०२६");
    // Former commissioners' tenures and days typed into forms (YYYY-MM-DD) too.
    expect(formatDayMonthYear("2024-12-31", "en", en.format)).toBe("31 Dec 2024");
    expect(formatDateTime(AFTERNOON, "en", en.format).startsWith(formatDayMonthYear(AFTERNOON, "en", en.format))).toBe(
      true,
    );
  });

  test("a day and a time typed into a form read as the date-time format, the time in 12 hours", () => {
    expect(formatDateAndTime("2026-11-21", "14:35", "en", en.format)).toBe("21 Nov 2026, 02:35 PM");
    expect(formatDateAndTime("2026-11-21", "00:10", "mr", mr.format)).toBe("२१ नोव्हें २०२६, १२:१० म.पू.");
    expect(formatDateAndTime("2026-11-21", null, "en", en.format)).toBe("21 Nov 2026");
  });

  test("midnight and noon are 12, not 0", () => {
    expect(formatDateTime("2026-06-01T18:30:00Z", "en", en.format)).toBe("02 Jun 2026, 12:00 AM");
    expect(formatDateTime("2026-06-01T06:30:00Z", "en", en.format)).toBe("01 Jun 2026, 12:00 PM");
  });

  test("the day rolls over in India before it does in UTC", () => {
    expect(formatDayMonthYear("2026-12-31T19:00:00Z", "en", en.format)).toBe("01 Jan 2027");
  });
});

describe("numbers", () => {
  test("use Indian digit grouping", () => {
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(0, "en")).toBe("0");
  });

  test("print what Intl's en-IN grouping prints, negative and fractional values included", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const values = [0, 7, -7, 999, 1000, -1000, 99_999, 100_000, 1_234_567, 98_765_432_109, 0.4, 2.5, 1234.6, -2.5];
    for (let power = 0; power < 16; power += 1) values.push(10 ** power - 1, 10 ** power, 3 * 10 ** power + 17);
    for (const value of values) expect(formatNumber(value, "en"), String(value)).toBe(intl.format(value));
  });

  test("build no Intl.NumberFormat: its first construction in a phone's browser is a long task", () => {
    // Chromium loads ICU's number data on the first construction: 70-125 ms of a throttled
    // mid-range phone's main thread while the home page and every form hydrate.
    const spy = vi.spyOn(Intl, "NumberFormat");
    try {
      formatNumber(1234567, "mr");
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  test("are written in Devanagari digits for Marathi", () => {
    expect(formatNumber(1234567, "mr")).toBe("१२,३४,५६७");
    expect(localDigits("1512", "mr")).toBe("१५१२");
    expect(localDigits("1512", "en")).toBe("1512");
  });
});
