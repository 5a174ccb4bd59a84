import { expect, test } from "vitest";
import { telHref } from "./tel";

test("a telephone link dials the number without its spaces", () => {
  expect(telHref("1800 22 1512")).toBe("tel:1800221512");
  expect(telHref("1512")).toBe("tel:1512");
  expect(telHref("000-0000-0001")).toBe("tel:00000000001");
});
