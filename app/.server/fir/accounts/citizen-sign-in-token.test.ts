import { describe, expect, test } from "vitest";
import type { RequestState } from "../../context";
import { signStepToken } from "../../security/signed-tokens";
import {
  GOLDEN_BROWSER,
  GOLDEN_NOW,
  GOLDEN_SECRET,
  referenceMac,
  referencePayload,
  withChangedCharacter,
} from "../../security/issued-tokens.fixtures";
import type { AppServices } from "../../services";
import { mobileOfToken, SIGN_IN_STEP_TTL_MS } from "./citizen-sign-in";

/** The mobile number `token` carries, read by `browser` at `now`. */
function mobileOf(token: unknown, options: { browser?: string; now?: number } = {}) {
  const now = options.now ?? GOLDEN_NOW;
  const services = { config: { appSecret: GOLDEN_SECRET }, clock: { now: () => new Date(now) } };
  const state = { anonId: options.browser ?? GOLDEN_BROWSER };
  return mobileOfToken(services as unknown as AppServices, state as RequestState, token);
}

describe("sign-in step tokens already in open pages", () => {
  const TOKEN = "WyI5ODc2NTQzMjEwIiwxNzY4NDY5NDAwMDAwXQ.wCxB4pAsSwc4T4GhFvUxv8vxIzFGHT5Mxipp1j_AMIY";

  test("are the mobile and issue time as JSON, and the MAC of it for the browser", () => {
    const payload = referencePayload(["9876543210"], GOLDEN_NOW);
    expect(TOKEN).toBe(`${payload}.${referenceMac("citizen-sign-in", [GOLDEN_BROWSER, payload])}`);
  });

  test("the same mobile, browser and time make the same token, and it reads back for its half hour", () => {
    const key = { secret: GOLDEN_SECRET, purpose: "citizen-sign-in", browser: GOLDEN_BROWSER };
    expect(signStepToken(key, ["9876543210"], GOLDEN_NOW)).toBe(TOKEN);
    expect(mobileOf(TOKEN)).toBe("9876543210");
    expect(mobileOf(TOKEN, { now: GOLDEN_NOW + SIGN_IN_STEP_TTL_MS })).toBe("9876543210");
  });

  test("a changed byte, another browser, another purpose, an old or a future one are refused", () => {
    for (const index of [0, 20, -1]) expect(mobileOf(withChangedCharacter(TOKEN, index))).toBeNull();
    expect(mobileOf(TOKEN, { browser: "YW5vdGhlci1icm93c2VyLWlk" })).toBeNull();
    const [payload] = TOKEN.split(".");
    expect(mobileOf(`${payload}.${referenceMac("form-opened", [GOLDEN_BROWSER, payload!])}`)).toBeNull();
    expect(mobileOf(TOKEN, { now: GOLDEN_NOW + SIGN_IN_STEP_TTL_MS + 1 })).toBeNull();
    expect(mobileOf(TOKEN, { now: GOLDEN_NOW - 60_001 })).toBeNull();
  });
});
