import { describe, expect, test } from "vitest";
import { fieldErrorsOf, reportSchemaFor } from "./citizen";
import {
  checkImei,
  checkReportForm,
  COMPLAINT_MAX,
  COMPLAINT_MIN,
  DESCRIPTION_MAX,
  NAME_MAX,
  REPORT_FIELDS,
  luhnValid,
  SUGGESTION_MAX,
  TRAIN_MAX,
  type CitizenReportKind,
} from "./citizen-rules";

/**
 * The browser checks a report form with checkReportForm (no zod in its bundle); the server judges
 * it with the zod schemas. They must agree on every input: the same first problem of each field,
 * in the same order (the error summary's order), and nothing where the schema accepts the form.
 */
const context = { today: "2026-11-24", stationIds: [10, 11, 12], stopIds: ["kurla", "ghatkopar"], withTerms: true };

function zodAnswer(kind: CitizenReportKind, fields: Record<string, string | undefined>, withTerms: boolean) {
  const parsed = reportSchemaFor(kind, { ...context, withTerms }).safeParse(fields);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

const VALID = {
  suggestion: { name: "Asha Patil", mobile_number: "98765 43210", suggestion: "More lights at platform 3." },
  complaint: {
    name: "सुनीता पाटील",
    mobile_number: "+91 98765 43210",
    category: "theft",
    incident_date: "2026-11-20",
    incident_time: "18:45",
    place_type: "train",
    stop_id: "ghatkopar",
    platform: "3",
    train: "8:14 Kalyan fast",
    complaint: "Phone stolen at Dadar station.",
    terms: "on",
  },
  lost_found: {
    type: "lost",
    category: "bag",
    description: "A black bag with books.",
    incident_date: "2026-11-20",
    incident_time: "18:45",
    station_id: "11",
    line: "central",
    train: "Fast local to Kalyan",
    name: "José Núñez",
    mobile_number: "०९८७६५४३२१०",
  },
} satisfies Record<CitizenReportKind, Record<string, string>>;

/** 490154203237518 is the IMEI of GSMA's documentation; its Luhn check digit is 8. */
const IMEI_TRIES = [
  undefined,
  "",
  " ",
  "490154203237518",
  "49-015420-323751-8",
  "49 015420 323751 8",
  "४९०१५४२०३२३७५१८",
  "490154203237517",
  "490154203237581",
  "49015420323751",
  "4901542032375188",
  "49015420323751x",
];

/** Values each field is tried with, on top of an otherwise valid form. */
const TRIES: Record<string, Array<string | undefined>> = {
  name: [
    undefined,
    "",
    "   ",
    "R2-D2",
    "१२३",
    "x".repeat(NAME_MAX),
    "x".repeat(NAME_MAX + 1),
    "१".repeat(NAME_MAX + 1),
    " Asha  Patil ",
  ],
  mobile_number: [
    undefined,
    "",
    " ",
    " - ",
    "5876543210",
    "987654321",
    "98765-43210",
    "98765\u201343210",
    "0091 98765 43210",
    "+91 (98765) 43210",
    "९८७६५ ४३२१०",
    "12345",
    "+1 202 555 0100",
    "98765432101",
    "abc",
  ],
  suggestion: [undefined, "", " \r\n ", "x".repeat(SUGGESTION_MAX), "x".repeat(SUGGESTION_MAX + 1), "a\r\nb"],
  complaint: [
    undefined,
    "",
    "\n",
    "a",
    ` ${"x".repeat(COMPLAINT_MIN - 1)}\n`,
    "x".repeat(COMPLAINT_MIN),
    "x".repeat(COMPLAINT_MAX + 1),
    `${"x".repeat(COMPLAINT_MAX)}\r\n`,
  ],
  terms: [undefined, "", "on", "yes", "true", "1", "off", "ON"],
  type: [undefined, "", "lost", "found", "stolen"],
  category: [undefined, "", "bag", "jewellery", "car", "theft", "harassment_women", " theft "],
  place_type: [undefined, "", "station", "train", "bus", " train "],
  stop_id: [undefined, "", "kurla", "ghatkopar", "thane", "Kurla", " kurla "],
  platform: [undefined, "", "3", "3A", "x".repeat(10), "x".repeat(11)],
  description: [undefined, "", "  ", "x".repeat(DESCRIPTION_MAX + 1), "x".repeat(DESCRIPTION_MAX)],
  incident_date: [
    undefined,
    "",
    " ",
    "2026-02-30",
    "24/11/2026",
    "२०२६-११-२०",
    "2026-11-24",
    "2026-11-25",
    "2025-11-24",
    "2025-11-23",
    "1999-01-01",
  ],
  incident_time: [undefined, "", " ", "18:45", "24:00", "6:45", "१८:४५", " 18:45 ", "18:4 5"],
  station_id: [undefined, "", "10", "12", "13", "abc", " 11 ", "11.0", "0x0b"],
  line: [undefined, "", "central", "harbour", "northern", " central "],
  train: [undefined, "", "x".repeat(TRAIN_MAX), "x".repeat(TRAIN_MAX + 1), ` ${"x".repeat(TRAIN_MAX)} `],
  imei: IMEI_TRIES,
  imei_2: IMEI_TRIES,
};

describe("the browser's check of a report form answers as the server's schema", () => {
  for (const kind of Object.keys(VALID) as CitizenReportKind[]) {
    for (const withTerms of kind === "complaint" ? [true, false] : [false]) {
      test(`${kind}${withTerms ? " with the terms box" : ""}: every field's tries, one at a time`, () => {
        const valid: Record<string, string | undefined> = { ...VALID[kind] };
        expect(checkReportForm(kind, valid, { ...context, withTerms })).toEqual({});
        expect(zodAnswer(kind, valid, withTerms)).toEqual({});
        for (const field of REPORT_FIELDS[kind]) {
          for (const value of TRIES[field] ?? []) {
            const fields = { ...valid, [field]: value };
            expect(
              checkReportForm(kind, fields, { ...context, withTerms }),
              `${field}: ${JSON.stringify(value)}`,
            ).toEqual(zodAnswer(kind, fields, withTerms));
          }
        }
      });
    }

    test(`${kind}: an empty form, and a form of wrong values, in the schema's order`, () => {
      const empty = Object.fromEntries(REPORT_FIELDS[kind].map((field) => [field, undefined]));
      const blank = Object.fromEntries(REPORT_FIELDS[kind].map((field) => [field, ""]));
      const wrong = Object.fromEntries(REPORT_FIELDS[kind].map((field) => [field, "§"]));
      for (const fields of [empty, blank, wrong]) {
        const browser = checkReportForm(kind, fields, context);
        const server = zodAnswer(kind, fields, true);
        expect(browser).toEqual(server);
        expect(Object.keys(browser)).toEqual(Object.keys(server));
      }
    });
  }
});

describe("an IMEI", () => {
  test("passes the Luhn check only with its own check digit", () => {
    expect(luhnValid("490154203237518")).toBe(true);
    expect(luhnValid("356938035643809")).toBe(true);
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit !== 8) expect(luhnValid(`49015420323751${digit}`)).toBe(false);
    }
    // Two neighbouring digits swapped.
    expect(luhnValid("490154203273518")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4901 5420")).toBe(false);
  });

  test("is optional, 15 digits as people type them, with a good check digit", () => {
    expect(checkImei(undefined)).toBeNull();
    expect(checkImei("  ")).toBeNull();
    expect(checkImei("49-015420-323751-8")).toBeNull();
    expect(checkImei("४९०१५४२०३२३७५१८")).toBeNull();
    expect(checkImei("49015420323751")).toBe("citizen.validation.imei_invalid");
    expect(checkImei("4901542032375188")).toBe("citizen.validation.imei_invalid");
    expect(checkImei("phone")).toBe("citizen.validation.imei_invalid");
    expect(checkImei("490154203237517")).toBe("citizen.validation.imei_check_digit");
  });
});
