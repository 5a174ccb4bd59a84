import { describe, expect, test, vi } from "vitest";
import { CSRF_MAX_AGE_MS, createCsrf, isCrossSiteRequest } from "./csrf";
import type * as RandomBytes from "./random-bytes";
import {
  GOLDEN_BROWSER,
  GOLDEN_NOW,
  GOLDEN_SECRET,
  OTHER_BROWSER,
  referenceMac,
  withChangedCharacter,
} from "./issued-tokens.fixtures";

/** The nonce the pool hands out while a test sets one; otherwise the real random bytes. */
const pool = vi.hoisted(() => ({ fixed: null as Buffer | null }));
vi.mock("./random-bytes", async (importOriginal) => {
  const real = await importOriginal<typeof RandomBytes>();
  return { ...real, randomBytesFromPool: (size: number) => pool.fixed ?? real.randomBytesFromPool(size) };
});

const csrf = createCsrf("a-test-secret-that-is-long-enough-123456");

describe("CSRF tokens", () => {
  test("a token verifies for the browser it was issued to", () => {
    expect(csrf.verify(csrf.issue("browser-a"), "browser-a")).toBe(true);
  });

  test("every page gets a different token, and all of them verify", () => {
    const first = csrf.issue("browser-a");
    const second = csrf.issue("browser-a");
    expect(first).not.toBe(second);
    expect(csrf.verify(first, "browser-a") && csrf.verify(second, "browser-a")).toBe(true);
  });

  test("a token stolen from another browser does not verify", () => {
    expect(csrf.verify(csrf.issue("browser-a"), "browser-b")).toBe(false);
  });

  test("a token signed with another secret does not verify", () => {
    const other = createCsrf("another-secret-that-is-long-enough-654321");
    expect(csrf.verify(other.issue("browser-a"), "browser-a")).toBe(false);
  });

  test("a tampered, truncated or empty token does not verify", () => {
    const token = csrf.issue("browser-a");
    const [nonce, issued, mac] = token.split(".");
    expect(csrf.verify(`${nonce}x.${issued}.${mac}`, "browser-a")).toBe(false);
    expect(csrf.verify(`${nonce}.${issued}`, "browser-a")).toBe(false);
    expect(csrf.verify(`${token}.extra`, "browser-a")).toBe(false);
    expect(csrf.verify("", "browser-a")).toBe(false);
    expect(csrf.verify(null, "browser-a")).toBe(false);
    expect(csrf.verify(token, "")).toBe(false);
    expect(csrf.verify("x".repeat(500), "browser-a")).toBe(false);
  });

  test("a token expires after a day", () => {
    const issuedAt = Date.now();
    const token = csrf.issue("browser-a", issuedAt);
    expect(csrf.verify(token, "browser-a", issuedAt + CSRF_MAX_AGE_MS - 1000)).toBe(true);
    expect(csrf.verify(token, "browser-a", issuedAt + CSRF_MAX_AGE_MS + 1000)).toBe(false);
  });

  test("a token dated in the future is refused", () => {
    const now = Date.now();
    expect(csrf.verify(csrf.issue("browser-a", now + 10 * 60_000), "browser-a", now)).toBe(false);
  });
});

describe("CSRF tokens already issued", () => {
  const golden = createCsrf(GOLDEN_SECRET);
  const NONCE = "BxQhLjtIVWJvfImW";
  const TOKEN = "BxQhLjtIVWJvfImW.mkf90q80.SmpAfNoWEi4Uz6S0_UrW3bfUKfOEMVOQl4wae027pKo";

  test("are nonce, issue time in base 36 and the MAC of both for the browser", () => {
    const issued = GOLDEN_NOW.toString(36);
    expect(TOKEN).toBe(`${NONCE}.${issued}.${referenceMac("csrf", [GOLDEN_BROWSER, NONCE, issued])}`);
  });

  test("the same nonce, browser and time make the same token", () => {
    pool.fixed = Buffer.from(NONCE, "base64url");
    try {
      expect(golden.issue(GOLDEN_BROWSER, GOLDEN_NOW)).toBe(TOKEN);
    } finally {
      pool.fixed = null;
    }
  });

  test("verify for their browser for a day", () => {
    expect(golden.verify(TOKEN, GOLDEN_BROWSER, GOLDEN_NOW)).toBe(true);
    expect(golden.verify(TOKEN, GOLDEN_BROWSER, GOLDEN_NOW + CSRF_MAX_AGE_MS)).toBe(true);
    expect(golden.verify(TOKEN, GOLDEN_BROWSER, GOLDEN_NOW - 60_000)).toBe(true);
  });

  test("a changed byte, another browser, another purpose, an old or a future one are refused", () => {
    for (const index of [0, 17, 20, -1]) {
      expect(golden.verify(withChangedCharacter(TOKEN, index), GOLDEN_BROWSER, GOLDEN_NOW)).toBe(false);
    }
    expect(golden.verify(TOKEN, OTHER_BROWSER, GOLDEN_NOW)).toBe(false);
    const issued = GOLDEN_NOW.toString(36);
    const otherPurpose = `${NONCE}.${issued}.${referenceMac("form-opened", [GOLDEN_BROWSER, NONCE, issued])}`;
    expect(golden.verify(otherPurpose, GOLDEN_BROWSER, GOLDEN_NOW)).toBe(false);
    expect(golden.verify(TOKEN, GOLDEN_BROWSER, GOLDEN_NOW + CSRF_MAX_AGE_MS + 1)).toBe(false);
    expect(golden.verify(TOKEN, GOLDEN_BROWSER, GOLDEN_NOW - 60_001)).toBe(false);
  });
});

describe("cross-site detection", () => {
  test("Sec-Fetch-Site decides when the browser sends it", () => {
    expect(isCrossSiteRequest({ secFetchSite: "same-origin", host: "site" })).toBe(false);
    expect(isCrossSiteRequest({ secFetchSite: "none", host: "site" })).toBe(false);
    expect(isCrossSiteRequest({ secFetchSite: "same-site", host: "site" })).toBe(true);
    expect(isCrossSiteRequest({ secFetchSite: "cross-site", host: "site", origin: "http://site" })).toBe(true);
  });

  test("older browsers are judged by Origin against Host", () => {
    expect(isCrossSiteRequest({ origin: "https://rp.example", host: "rp.example" })).toBe(false);
    expect(isCrossSiteRequest({ origin: "https://evil.example", host: "rp.example" })).toBe(true);
    expect(isCrossSiteRequest({ origin: "null", host: "rp.example" })).toBe(true);
    expect(isCrossSiteRequest({ origin: "not a url", host: "rp.example" })).toBe(true);
  });

  test("a request with neither header is left to the token check", () => {
    expect(isCrossSiteRequest({ host: "rp.example" })).toBe(false);
  });
});
