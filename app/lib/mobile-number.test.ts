import { describe, expect, test } from "vitest";
import { MOBILE_INPUT_MAX, MOBILE_PATTERN, mobileForDisplay, mobileNumberOf, normalizeMobile } from "./mobile-number";

describe("a mobile number as people type it is read as its ten digits", () => {
  const WRITTEN = [
    "9876543210",
    "98765 43210",
    "98765-43210",
    "98765.43210",
    "(98765) 43210",
    "+91 98765 43210",
    "+91-98765-43210",
    "+91 (98765) 43210",
    "(+91) 98765 43210",
    "91 98765 43210",
    "919876543210",
    "0091 98765 43210",
    "09876543210",
    "098765 43210",
    " 98765 43210 ",
    "98765\u00a043210",
    "98765\u201343210",
    "९८७६५४३२१०",
    "+९१ ९८७६५ ४३२१०",
    "०९८७६५४३२१०",
    "98765 ४३२१०",
    "９８７６５４３２１０",
  ];
  for (const written of WRITTEN) {
    test(JSON.stringify(written), () => {
      expect(normalizeMobile(written)).toBe("9876543210");
      expect(mobileNumberOf(written)).toBe("9876543210");
    });
  }

  test("every way of writing it above fits in the input", () => {
    for (const written of WRITTEN) expect(written.length, written).toBeLessThanOrEqual(MOBILE_INPUT_MAX);
  });

  test("a ten-digit number that itself starts with 91 or 0 is left as it is", () => {
    expect(mobileNumberOf("9198765432")).toBe("9198765432");
    expect(mobileNumberOf("91 98765 432")).toBe("9198765432");
    expect(normalizeMobile("0987654321")).toBe("0987654321");
    expect(mobileNumberOf("0987654321")).toBeNull();
  });
});

describe("what is not an Indian mobile number is refused", () => {
  const REFUSED = [
    "",
    "   ",
    "12345",
    "987654321",
    "+1 202 555 0100",
    "+44 7700 900123",
    "5876543210",
    "1234567890",
    "+91 5876543210",
    "98765432101",
    "919876543",
    "+91 098765 43210",
    "+9876543210",
    "98765+43210",
    "abcdefghij",
    "98765 4321O",
    "9876543210 ext 2",
    "tel:9876543210",
    "98765/43210",
    "98765_43210",
    "0 0 9876543210",
  ];
  for (const refused of REFUSED) {
    test(JSON.stringify(refused), () => {
      expect(mobileNumberOf(refused)).toBeNull();
      expect(MOBILE_PATTERN.test(normalizeMobile(refused))).toBe(false);
    });
  }
});

test("a number is shown back in Latin digits, masked or not", () => {
  expect(mobileForDisplay("9876543210")).toBe("9876543210");
  expect(mobileForDisplay("९८७६५४३२१०")).toBe("9876543210");
  expect(mobileForDisplay("९८xxxxxx१०")).toBe("98xxxxxx10");
});
