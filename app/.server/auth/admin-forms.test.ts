import { describe, expect, test } from "vitest";
import {
  auditFilterSchema,
  fieldErrors,
  isCalendarDay,
  newUserSchema,
  signInSchema,
  userActionSchema,
} from "./admin-forms";

describe("admin forms", () => {
  test("sign-in: missing fields name themselves", () => {
    const result = signInSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ email: "email_missing", password: "password_missing" });
    expect(signInSchema.safeParse({ email: "  ", password: "" }).success).toBe(false);
  });

  test("new account: the e-mail is trimmed and lower-cased, the station is a number or none", () => {
    const result = newUserSchema.parse({
      email: "  Sample.Officer@Example.ORG ",
      display_name: " Sample Officer 2 ",
      role: "desk",
      station_id: "10",
    });
    expect(result).toEqual({
      email: "sample.officer@example.org",
      display_name: "Sample Officer 2",
      role: "desk",
      station_id: 10,
    });
    expect(newUserSchema.parse({ email: "a@example.org", display_name: "A", role: "editor" }).station_id).toBeNull();
  });

  test("new account: each bad field has its own code", () => {
    const result = newUserSchema.safeParse({
      email: "not-an-address",
      display_name: "",
      role: "root",
      station_id: "x",
    });
    expect(fieldErrors(result.error!)).toEqual({
      email: "email_invalid",
      display_name: "name_missing",
      role: "role_missing",
      station_id: "no_station",
    });
  });

  test("account actions: only the known intents", () => {
    expect(userActionSchema.safeParse({ intent: "disable" }).success).toBe(true);
    expect(userActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
    expect(userActionSchema.safeParse({}).success).toBe(false);
  });

  test("audit filters: real calendar days, in order", () => {
    expect(auditFilterSchema.safeParse({ from: "2026-11-01", to: "2026-11-21" }).success).toBe(true);
    expect(fieldErrors(auditFilterSchema.safeParse({ from: "2026-02-30" }).error!)).toEqual({ from: "bad_date" });
    expect(fieldErrors(auditFilterSchema.safeParse({ from: "2026-11-22", to: "2026-11-21" }).error!)).toEqual({
      from: "bad_range",
    });
    expect(auditFilterSchema.safeParse({ action: "drop_tables" }).success).toBe(false);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
  });
});
