import { expect, test } from "vitest";
import { imeisIn, itemNumber, itemNumbersIn, maskLongNumbers, parseItemNumber } from "./identifiers";

test("an IMEI is found in running text, grouped as printed or in Devanagari digits, once each", () => {
  expect(imeisIn("Black Redmi phone, IMEI 356938035643809, cracked screen")).toEqual(["356938035643809"]);
  expect(imeisIn("IMEI: 35-693803-564380-9 and again 356938035643809")).toEqual(["356938035643809"]);
  expect(imeisIn("काळा फोन, आयएमईआय ३५६९३८०३५६४३८०९")).toEqual(["356938035643809"]);
});

test("a longer or shorter number is not an IMEI", () => {
  expect(imeisIn("card 4111111111111111 and mobile 9876543210")).toEqual([]);
  expect(imeisIn("35693803564380")).toEqual([]);
});

test("item numbers are written with six digits and read back however they are typed", () => {
  expect(itemNumber(42)).toBe("FP-000042");
  expect(parseItemNumber("FP-000042")).toBe(42);
  expect(parseItemNumber(" fp42 ")).toBe(42);
  expect(parseItemNumber("FP-0")).toBeNull();
  expect(parseItemNumber("42")).toBeNull();
  expect(itemNumbersIn("This is register item FP-000042 (see also fp-7).")).toEqual([42, 7]);
});

test("public text shows no more than the last four digits of a long number", () => {
  expect(maskLongNumbers("Phone IMEI 356938035643809, owner 98765 43210")).toBe(
    "Phone IMEI •••••••••••3809, owner ••••••3210",
  );
  expect(maskLongNumbers("फोन ३५६९३८०३५६४३८०९")).toBe("फोन •••••••••••३८०९");
  expect(maskLongNumbers("Found on platform 4 on 2026-11-20")).toBe("Found on platform 4 on 2026-11-20");
});
