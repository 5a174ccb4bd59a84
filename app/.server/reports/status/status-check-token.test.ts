import { signStepToken } from "../../security/signed-tokens";
import { GOLDEN_BROWSER, GOLDEN_NOW, GOLDEN_SECRET, testIssuedStepToken } from "../../security/issued-tokens.fixtures";
import { readPair, STATUS_CHECK_TTL_MS } from "./status-check";

const PAIR = { reference: "MRP-C-2026-000123", mobile: "9876543210" };

testIssuedStepToken({
  name: "status check tokens",
  token: "WyJNUlAtQy0yMDI2LTAwMDEyMyIsIjk4NzY1NDMyMTAiLDE3Njg0Njk0MDAwMDBd.-6_i-wC_i9grgyxh3wwr-ljfnhyX1nrrrVstFVjHXxY",
  purpose: "status-check",
  values: [PAIR.reference, PAIR.mobile],
  maxAgeMs: STATUS_CHECK_TTL_MS,
  sign: () =>
    signStepToken(
      { secret: GOLDEN_SECRET, purpose: "status-check", browser: GOLDEN_BROWSER },
      [PAIR.reference, PAIR.mobile],
      GOLDEN_NOW,
    ),
  read: (token, browser, now) => readPair(GOLDEN_SECRET, browser, token, now),
  readsAs: { ...PAIR, issuedAt: GOLDEN_NOW },
});
