import { expect, test } from "vitest";
import { groupByMonth } from "./timeline";

const item = (id: number, created_at: string) => ({ id, created_at });

test("articles are grouped by month in the order they come, newest first", () => {
  const groups = groupByMonth([
    item(1, "2026-11-20T05:00:00.000Z"),
    item(2, "2026-11-02T05:00:00.000Z"),
    item(3, "2026-10-30T05:00:00.000Z"),
    item(4, "2025-12-31T05:00:00.000Z"),
  ]);
  expect(groups.map((g) => [g.key, g.year, g.month, g.items.map((i) => i.id)])).toEqual([
    ["2026-11", 2026, 10, [1, 2]],
    ["2026-10", 2026, 9, [3]],
    ["2025-12", 2025, 11, [4]],
  ]);
});

test("the month is the one in Mumbai, not in UTC", () => {
  // 31 October 20:00 UTC is 1 November 01:30 in India.
  expect(groupByMonth([item(1, "2026-10-31T20:00:00.000Z")])[0]).toMatchObject({ key: "2026-11", month: 10 });
});

test("an out-of-order item joins its month rather than opening a second one", () => {
  const groups = groupByMonth([
    item(1, "2026-11-20T05:00:00.000Z"),
    item(2, "2026-10-20T05:00:00.000Z"),
    item(3, "2026-11-01T05:00:00.000Z"),
  ]);
  expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[1, 3], [2]]);
});

test("no articles, no groups", () => {
  expect(groupByMonth([])).toEqual([]);
});
