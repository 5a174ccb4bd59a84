import { expect, test } from "vitest";
import { codeDigits, fillBoxes, pastedDigits } from "./otp-digits";

test("Devanagari digits, spaces and hyphens are read as a plain code", () => {
  expect(codeDigits("१२३४")).toBe("1234");
  expect(codeDigits(" 12-34 ")).toBe("1234");
  expect(codeDigits("१२ ३४")).toBe("1234");
});

test("pasted text with anything but digits is refused", () => {
  expect(pastedDigits("1234")).toBe("1234");
  expect(pastedDigits("१२३४")).toBe("1234");
  expect(pastedDigits("12a4")).toBeNull();
  expect(pastedDigits("code: 1234")).toBeNull();
  expect(pastedDigits("")).toBeNull();
});

test("a whole code fills every box from the first, a part fills from the box it was pasted in", () => {
  expect(fillBoxes(["", "", "", ""], 2, "1234")).toEqual(["1", "2", "3", "4"]);
  expect(fillBoxes(["9", "", "", ""], 1, "12")).toEqual(["9", "1", "2", ""]);
  expect(fillBoxes(["", "", "", ""], 3, "12")).toEqual(["", "", "", "1"]);
});
