/**
 * The codes kept for a number's owner, on the code engine and a real database: a right code gives
 * the browser its proof of the number, and strangers, however many browsers and addresses they
 * use, cannot take the codes kept for the browser that holds it.
 */
import pino from "pino";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createDbRateLimiter } from "~/.server/security/rate-limiter";
import type { SmsMessage } from "~/.server/sms/provider";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createOneTimeCodes, type OneTimeCodes } from "./one-time-codes";
import { SENDS_PER_MOBILE_TO_STRANGERS } from "./otp-limits";

const MOBILE = "9876543210";
let database: TestDatabase;
let codes: OneTimeCodes;
let offsetMs = 0;
const sent: SmsMessage[] = [];
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeEach(async () => {
  database = await openTestDatabase();
  codes = createOneTimeCodes({
    db: database.db,
    secret: "integration-test-secret-for-proofs-0123456789",
    codeLength: 4,
    clock,
    limiter: createDbRateLimiter(database.db, clock),
    sms: { send: async (message) => void sent.push(message) },
    logger: pino({ level: "silent" }),
  });
});
afterEach(async () => {
  await database.close();
});

/** Someone asking from a browser and an address of their own, for a subject of their own. */
const asker = (n: number, proof?: string) => ({
  purpose: "suggestion" as const,
  subject: `report:${n}`,
  mobile: MOBILE,
  browser: `browser-${n}`,
  address: `198.51.100.${n}`,
  proof,
});
const lastCode = () => sent.at(-1)!.variables.code!;

test("a right code gives the browser a proof of the number, which keeps codes for it that strangers cannot take", async () => {
  const proofs: string[] = [];
  const keepProof = (proof: string) => void proofs.push(proof);
  expect((await codes.issue({ ...asker(1), language: "en" })).ok).toBe(true);
  const wrong = String((Number(lastCode()) + 1) % 10_000).padStart(4, "0");
  await codes.verify({ ...asker(1), code: wrong, keepProof }, async () => "confirmed");
  expect(proofs).toHaveLength(0);
  const right = await codes.verify({ ...asker(1), code: lastCode(), keepProof }, async () => "confirmed");
  expect(right).toMatchObject({ ok: true });
  expect(proofs).toHaveLength(1);
  expect(proofs[0]).not.toContain(MOBILE);

  offsetMs += 24 * 60 * 60_000 + 60_000;
  let strangers = 0;
  for (let n = 10; n < 22; n++) {
    offsetMs += 16 * 60_000;
    if ((await codes.issue({ ...asker(n), language: "en" })).ok) strangers += 1;
  }
  expect(strangers).toBe(SENDS_PER_MOBILE_TO_STRANGERS);
  // The owner's browser, from any address, still gets a code and confirms; a forged proof does not.
  offsetMs += 16 * 60_000;
  expect(await codes.issue({ ...asker(50, `${proofs[0]}x`), language: "en" })).toMatchObject({
    reason: "rate_limited",
  });
  expect((await codes.issue({ ...asker(51, proofs[0]), language: "en" })).ok).toBe(true);
  const owner = await codes.verify({ ...asker(51, proofs[0]), code: lastCode() }, async () => "confirmed");
  expect(owner).toMatchObject({ ok: true });
});
