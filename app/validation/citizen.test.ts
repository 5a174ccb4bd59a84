import { expect, test } from "vitest";
import {
  complaintFormSchema,
  fieldErrorsOf,
  lostFoundSchema,
  NAME_PATTERN,
  NAME_PATTERN_ATTRIBUTE,
  normalizeReference,
  REFERENCE_PATTERN,
  statusRequestSchema,
  suggestionSchema,
} from "./citizen";

test("names: Latin and Devanagari letters, spaces, dots and apostrophes, with at least one letter", () => {
  for (const name of ["Asha Patil", "Dr. A. D'Souza", "सुनीता पाटील", "क्षत्रिय", "José Núñez", "O’Brien"]) {
    expect(NAME_PATTERN.test(name), name).toBe(true);
  }
  for (const name of ["R2-D2", "१२३", "...", "' '", "Asha<script>", "name@example.org", "राम।"]) {
    expect(NAME_PATTERN.test(name), name).toBe(false);
  }
});

test("the pattern attribute compiles as browsers compile it (the v flag)", () => {
  expect(() => new RegExp(`^(?:${NAME_PATTERN_ATTRIBUTE})$`, "v")).not.toThrow();
  expect(new RegExp(`^(?:${NAME_PATTERN_ATTRIBUTE})$`, "v").test("सुनीता Patil")).toBe(true);
});

test("mobile numbers are kept as their ten digits (the reading itself: ~/lib/mobile-number.test.ts)", () => {
  for (const written of ["98765 43210", "+91-98765-43210", "09876543210", "919876543210", "९८७६५४३२१०"]) {
    expect(suggestionSchema.parse({ name: "Asha", mobile_number: written, suggestion: "x" }).mobile_number).toBe(
      "9876543210",
    );
    expect(statusRequestSchema.parse({ reference: "MRP-C-2026-000123", mobile_number: written }).mobile_number).toBe(
      "9876543210",
    );
  }
  expect(
    fieldErrorsOf(suggestionSchema.safeParse({ name: "Asha", mobile_number: " - ", suggestion: "x" }).error!),
  ).toEqual({ mobile_number: "citizen.validation.mobile_required" });
  expect(suggestionSchema.safeParse({ name: "Asha", mobile_number: "5876543210", suggestion: "x" }).success).toBe(
    false,
  );
  expect(suggestionSchema.safeParse({ name: "Asha", mobile_number: "987654321", suggestion: "x" }).success).toBe(false);
});

test("every missing field gets its own message key", () => {
  const parsed = complaintFormSchema({ today: "2026-11-24", stopIds: ["kurla"] }).safeParse({});
  expect(parsed.success).toBe(false);
  if (!parsed.success) {
    expect(fieldErrorsOf(parsed.error)).toEqual({
      name: "citizen.validation.name_required",
      mobile_number: "citizen.validation.mobile_required",
      complaint: "citizen.validation.complaint_required",
      terms: "citizen.complaints.confirm_accuracy",
    });
  }
});

test("text is trimmed, line breaks kept, and bounded", () => {
  const parsed = suggestionSchema.parse({
    name: "  Asha   Patil ",
    mobile_number: "9876543210",
    suggestion: " a\r\nb ",
  });
  expect(parsed).toEqual({ name: "Asha Patil", mobile_number: "9876543210", suggestion: "a\nb" });
  expect(
    suggestionSchema.safeParse({ name: "Asha", mobile_number: "9876543210", suggestion: "x".repeat(2001) }).success,
  ).toBe(false);
});

test("lost-and-found dates are real, not in the future, within a year; optional fields may be blank", () => {
  const schema = lostFoundSchema({ today: "2026-11-21", stationIds: [10, 11], stopIds: ["ghatkopar", "dadar"] });
  const base = {
    type: "lost",
    category: "bag",
    description: "Blue bag",
    name: "Asha",
    mobile_number: "9876543210",
    incident_time: "",
    station_id: "",
    line: "",
    train: " ",
  };
  expect(schema.parse({ ...base, incident_date: "2026-11-21" })).toMatchObject({
    incident_date: "2026-11-21",
    incident_time: null,
    station_id: null,
    line: null,
    train: null,
  });
  expect(schema.parse({ ...base, incident_date: "२०२६-११-०१", station_id: "11" })).toMatchObject({
    incident_date: "2026-11-01",
    station_id: 11,
  });
  const errorOf = (overrides: Record<string, string>) => {
    const parsed = schema.safeParse({ ...base, incident_date: "2026-11-01", ...overrides });
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  };
  expect(errorOf({ incident_date: "2026-11-22" })).toEqual({ incident_date: "citizen.validation.date_future" });
  expect(errorOf({ incident_date: "2026-02-30" })).toEqual({ incident_date: "citizen.validation.date_invalid" });
  expect(errorOf({ incident_date: "2025-11-20" })).toEqual({ incident_date: "citizen.validation.date_too_old" });
  expect(errorOf({ station_id: "99" })).toEqual({ station_id: "citizen.validation.station_invalid" });
  expect(errorOf({ incident_time: "7pm" })).toEqual({ incident_time: "citizen.validation.time_invalid" });
});

test("references are read however they are typed", () => {
  expect(normalizeReference(" mrp-c-2026–000123 ")).toBe("MRP-C-2026-000123");
  expect(REFERENCE_PATTERN.test("MRP-C-2026-000123")).toBe(true);
  expect(REFERENCE_PATTERN.test("MRP-X-2026-000123")).toBe(false);
  expect(statusRequestSchema.parse({ reference: "mrp-l-2026-000007", mobile_number: "9876543210" })).toEqual({
    reference: "MRP-L-2026-000007",
    mobile_number: "9876543210",
  });
});
