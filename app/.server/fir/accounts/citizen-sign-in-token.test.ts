import type { RequestState } from "../../context";
import { signStepToken } from "../../security/signed-tokens";
import { GOLDEN_BROWSER, GOLDEN_NOW, GOLDEN_SECRET, testIssuedStepToken } from "../../security/issued-tokens.fixtures";
import type { AppServices } from "../../services";
import { mobileOfToken, SIGN_IN_STEP_TTL_MS } from "./citizen-sign-in";

/** The mobile number `token` carries, read by `browser` at `now`. */
function mobileOf(token: unknown, browser: string, now: number) {
  const services = { config: { appSecret: GOLDEN_SECRET }, clock: { now: () => new Date(now) } };
  return mobileOfToken(services as unknown as AppServices, { anonId: browser } as RequestState, token);
}

testIssuedStepToken({
  name: "sign-in step tokens",
  token: "WyI5ODc2NTQzMjEwIiwxNzY4NDY5NDAwMDAwXQ.wCxB4pAsSwc4T4GhFvUxv8vxIzFGHT5Mxipp1j_AMIY",
  purpose: "citizen-sign-in",
  values: ["9876543210"],
  maxAgeMs: SIGN_IN_STEP_TTL_MS,
  sign: () =>
    signStepToken(
      { secret: GOLDEN_SECRET, purpose: "citizen-sign-in", browser: GOLDEN_BROWSER },
      ["9876543210"],
      GOLDEN_NOW,
    ),
  read: mobileOf,
  readsAs: "9876543210",
});
