import { expect, test } from "vitest";
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes";

test("ten different codes, two groups of five characters without look-alikes", () => {
  const codes = generateRecoveryCodes();
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(RECOVERY_CODE_COUNT).toBe(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
});

test("a code is recognised however it is typed: capitals, spaces, without the dash", () => {
  expect(normalizeRecoveryCode("ABCDE-FGHJK")).toBe("abcdefghjk");
  expect(normalizeRecoveryCode(" abcde fghjk ")).toBe("abcdefghjk");
  expect(normalizeRecoveryCode("abcdefghjk")).toBe("abcdefghjk");
});

test("what cannot be a code is not one", () => {
  for (const input of ["", "123456", "abcde-fghj", "abcde-fghjkm", "abcde-fghi0", "abcde-fghjl"])
    expect(normalizeRecoveryCode(input), input).toBeNull();
});

test("the stored hash depends on the code and the secret, not on how it was typed", () => {
  const secret = "s".repeat(32);
  expect(hashRecoveryCode(secret, "ABCDE FGHJK")).toBe(hashRecoveryCode(secret, "abcde-fghjk"));
  expect(hashRecoveryCode(secret, "abcde-fghjk")).not.toBe(hashRecoveryCode(secret, "abcde-fghjm"));
  expect(hashRecoveryCode("t".repeat(32), "abcde-fghjk")).not.toBe(hashRecoveryCode(secret, "abcde-fghjk"));
  expect(hashRecoveryCode(secret, "abcde-fghjk")).not.toContain("abcde");
});
