import { describe, expect, test } from "vitest";
import { signStepToken } from "../../security/signed-tokens";
import {
  GOLDEN_BROWSER,
  GOLDEN_NOW,
  GOLDEN_SECRET,
  referenceMac,
  referencePayload,
  withChangedCharacter,
} from "../../security/issued-tokens.fixtures";
import { readPair, STATUS_CHECK_TTL_MS } from "./status-check";

describe("status check tokens already in open pages", () => {
  const PAIR = { reference: "MRP-C-2026-000123", mobile: "9876543210" };
  const TOKEN =
    "WyJNUlAtQy0yMDI2LTAwMDEyMyIsIjk4NzY1NDMyMTAiLDE3Njg0Njk0MDAwMDBd.-6_i-wC_i9grgyxh3wwr-ljfnhyX1nrrrVstFVjHXxY";

  test("are reference, mobile and issue time as JSON, and the MAC of it for the browser", () => {
    const payload = referencePayload([PAIR.reference, PAIR.mobile], GOLDEN_NOW);
    expect(TOKEN).toBe(`${payload}.${referenceMac("status-check", [GOLDEN_BROWSER, payload])}`);
  });

  test("the same pair, browser and time make the same token, and it reads back for its half hour", () => {
    const values = [PAIR.reference, PAIR.mobile];
    const key = { secret: GOLDEN_SECRET, purpose: "status-check", browser: GOLDEN_BROWSER };
    expect(signStepToken(key, values, GOLDEN_NOW)).toBe(TOKEN);
    const pair = { ...PAIR, issuedAt: GOLDEN_NOW };
    expect(readPair(GOLDEN_SECRET, GOLDEN_BROWSER, TOKEN, GOLDEN_NOW)).toEqual(pair);
    expect(readPair(GOLDEN_SECRET, GOLDEN_BROWSER, TOKEN, GOLDEN_NOW + STATUS_CHECK_TTL_MS)).toEqual(pair);
  });

  test("a changed byte, another browser, another purpose, an old or a future one are refused", () => {
    const read = (token: string, options: { browser?: string; now?: number } = {}) =>
      readPair(GOLDEN_SECRET, options.browser ?? GOLDEN_BROWSER, token, options.now ?? GOLDEN_NOW);
    for (const index of [0, 40, -1]) expect(read(withChangedCharacter(TOKEN, index))).toBeNull();
    expect(read(TOKEN, { browser: "YW5vdGhlci1icm93c2VyLWlk" })).toBeNull();
    const [payload] = TOKEN.split(".");
    expect(read(`${payload}.${referenceMac("citizen-sign-in", [GOLDEN_BROWSER, payload!])}`)).toBeNull();
    expect(read(TOKEN, { now: GOLDEN_NOW + STATUS_CHECK_TTL_MS + 1 })).toBeNull();
    expect(read(TOKEN, { now: GOLDEN_NOW - 60_001 })).toBeNull();
  });
});
