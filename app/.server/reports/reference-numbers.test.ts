import { expect, test } from "vitest";
import { REFERENCE_PATTERN, normalizeReference } from "./reference-numbers";

test("a reference typed with spaces, lower case or a typographic dash is recognised", () => {
  expect(normalizeReference(" mrp-c-2026-000123 ")).toBe("MRP-C-2026-000123");
  expect(normalizeReference("MRP–C–2026–000123")).toBe("MRP-C-2026-000123");
  expect(REFERENCE_PATTERN.test("MRP-C-2026-000123")).toBe(true);
  expect(REFERENCE_PATTERN.test("MRP-X-2026-000123")).toBe(false);
});
