import { expect, test, vi } from "vitest";
import type * as otpLimits from "../otp/otp-limits";
import { citizenOperations } from "./openapi";
import type * as reports from "./reports";

// Other lifetimes than the real ones: the descriptions must follow the constants, not restate them.
vi.mock("../otp/otp-limits", async (original) => ({
  ...(await original<typeof otpLimits>()),
  CODE_TTL_MS: 7 * 60_000,
  MAX_ATTEMPTS_PER_CODE: 4,
  RESEND_WAIT_MS: 45_000,
  SENDS_PER_MOBILE_TO_STRANGERS: 6,
}));
vi.mock("./reports", async (original) => ({
  ...(await original<typeof reports>()),
  DRAFT_LIFETIME_MS: 20 * 60_000,
}));

const described = (path: string) => {
  const operation = citizenOperations.find((candidate) => candidate.path === path)!;
  return `${operation.summary} ${JSON.stringify(operation.errors)}`;
};

test("the citizen API states the code's and the draft's lifetimes and the send limits from their constants", () => {
  expect(described("/api/complaint/verify")).toContain("A code is valid for 7 minutes and allows 4 tries.");
  expect(described("/api/suggestion/new")).toContain("for 20 minutes and sends a one-time code");
  expect(described("/api/complaint/new")).toContain("Kept as an unconfirmed draft for 20 minutes until");
  const resend = described("/api/complaint/resend");
  expect(resend).toContain(
    "At most 1 code per mobile per 45 seconds, 3 per 15 minutes and 10 per day, of which one browser or address gets 5 a day, and browsers that never confirmed a code to the number 6 between them (the rest are kept for one that did).",
  );
  expect(resend).toContain("(it may have expired after 20 minutes)");
  expect(JSON.stringify(citizenOperations)).not.toMatch(/\b(30 minutes|5 minutes|5 tries|30 seconds)\b/);
});
