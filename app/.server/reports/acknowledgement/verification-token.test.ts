import { describe, expect, test } from "vitest";
import { tokenMatches, verificationToken, verificationUrl } from "./verification-token";
import { GOLDEN_SECRET, referenceMac, withChangedCharacter } from "../../security/issued-tokens.fixtures";

const SECRET = "test-secret-that-is-long-enough-for-hmac";

describe("the verification token", () => {
  test("matches its own reference only, under the same secret", () => {
    const token = verificationToken(SECRET, "MRP-L-2026-000007");
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tokenMatches(SECRET, "MRP-L-2026-000007", token)).toBe(true);
    expect(tokenMatches(SECRET, "MRP-L-2026-000008", token)).toBe(false);
    expect(tokenMatches("another-secret-entirely-for-this-test", "MRP-L-2026-000007", token)).toBe(false);
  });

  test("a changed, shortened, lengthened or empty token does not match", () => {
    const token = verificationToken(SECRET, "MRP-C-2026-000123");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const tampered of [flipped, token.slice(1), `${token}A`, "", "ü".repeat(11)]) {
      expect(tokenMatches(SECRET, "MRP-C-2026-000123", tampered), tampered).toBe(false);
    }
  });

  test("the address carries the reference and its token", () => {
    expect(verificationUrl("https://rp.example/", SECRET, "MRP-L-2026-000007")).toBe(
      `https://rp.example/verify/MRP-L-2026-000007?t=${verificationToken(SECRET, "MRP-L-2026-000007")}`,
    );
  });
});

describe("verification tokens already printed", () => {
  const TOKEN = "3PYaSOpT0xQyjA61XctoHw";

  test("are the first 16 bytes of the MAC of the reference", () => {
    expect(TOKEN).toBe(referenceMac("acknowledgement-verify", ["MRP-L-2026-000007"], 16));
  });

  test("the same reference makes the same token, and it matches for ever", () => {
    expect(verificationToken(GOLDEN_SECRET, "MRP-L-2026-000007")).toBe(TOKEN);
    expect(tokenMatches(GOLDEN_SECRET, "MRP-L-2026-000007", TOKEN)).toBe(true);
  });

  test("a changed byte, another reference or another purpose's MAC are refused", () => {
    for (const index of [0, 11, -1]) {
      expect(tokenMatches(GOLDEN_SECRET, "MRP-L-2026-000007", withChangedCharacter(TOKEN, index))).toBe(false);
    }
    expect(tokenMatches(GOLDEN_SECRET, "MRP-L-2026-000008", TOKEN)).toBe(false);
    const otherPurpose = referenceMac("status-link", ["MRP-L-2026-000007"], 16);
    expect(tokenMatches(GOLDEN_SECRET, "MRP-L-2026-000007", otherPurpose)).toBe(false);
  });
});
