import { expect, test } from "vitest";
import { maskMobile } from "./mask";

test("a mobile number is masked as 98xxxxxx21 for logs", () => {
  expect(maskMobile("9876543221")).toBe("98xxxxxx21");
  expect(maskMobile("123")).toBe("xxx");
});
