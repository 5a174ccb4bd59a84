import { expect, test } from "vitest";
import { foundPropertyAddSchema, parseReportFilters, statusChangeSchema } from "./desk-forms";

const filtersOf = (query: string) => parseReportFilters(new URL(`http://x/admin/reports${query}`));

test("good filters apply; bad ones are reported and dropped while the rest still apply", () => {
  expect(filtersOf("?kind=complaint&status=closed&station=10&from=2026-11-01&to=2026-11-02&q=+bag+")).toMatchObject({
    filters: { kind: "complaint", status: "closed", station: 10, from: "2026-11-01", to: "2026-11-02", q: "bag" },
    errors: {},
  });
  const mixed = filtersOf("?kind=draft&status=closed&from=2026-02-30");
  expect(mixed.filters).toEqual({ status: "closed" });
  expect(mixed.errors).toEqual({ kind: "bad_choice", from: "bad_date" });
  expect(filtersOf("?from=2026-11-05&to=2026-11-01").errors).toEqual({ from: "bad_range" });
  expect(filtersOf(`?q=${"a".repeat(101)}`).errors).toEqual({ q: "search_too_long" });
  expect(filtersOf("?kind=&q=%20").filters).toEqual({});
});

test("a status change needs a known status and bounded texts", () => {
  expect(statusChangeSchema.safeParse({ status: "under_review" }).success).toBe(true);
  expect(statusChangeSchema.safeParse({ status: "draft" }).success).toBe(false);
  expect(statusChangeSchema.safeParse({ status: "closed", public_remark: "x".repeat(501) }).success).toBe(false);
});

test("found property needs a description in one language and dates in order", () => {
  const base = { category: "bag", station_id: "10", found_on: "2026-11-20" };
  expect(foundPropertyAddSchema.safeParse({ ...base, description_mr: "निळी बॅग" }).success).toBe(true);
  expect(foundPropertyAddSchema.safeParse(base).success).toBe(false);
  expect(
    foundPropertyAddSchema.safeParse({ ...base, description_en: "Blue bag", held_until: "2026-11-19" }).success,
  ).toBe(false);
});
