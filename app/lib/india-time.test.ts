import { expect, test } from "vitest";
import { INDIA_TIME_ZONE, indiaDay } from "./india-time";

const byIntl = new Intl.DateTimeFormat("en-CA", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

test("the day in India agrees with the time-zone database around every midnight of two years", () => {
  const midnightIst = Date.UTC(2025, 0, 1, 18, 30); // 2025-01-02 00:00 IST
  for (let day = 0; day < 730; day += 1) {
    for (const offsetMs of [-1, 0, 1, 6 * 3600_000]) {
      const date = new Date(midnightIst + day * 86_400_000 + offsetMs);
      expect(indiaDay(date)).toBe(byIntl.format(date));
    }
  }
});

test("just before and at midnight in Mumbai", () => {
  expect(indiaDay(new Date("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24");
  expect(indiaDay(new Date("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25");
});

test("a day worked out once is not given for an instant outside it, going forwards or back", () => {
  const midnight = Date.parse("2026-11-24T18:30:00.000Z");
  expect(indiaDay(new Date(midnight - 1))).toBe("2026-11-24");
  expect(indiaDay(new Date(midnight))).toBe("2026-11-25");
  expect(indiaDay(new Date(midnight - 1))).toBe("2026-11-24");
  expect(indiaDay(new Date(midnight + 86_400_000 - 1))).toBe("2026-11-25");
  expect(indiaDay(new Date(midnight + 86_400_000))).toBe("2026-11-26");
  expect(() => indiaDay(new Date(Number.NaN))).toThrow(RangeError);
});
