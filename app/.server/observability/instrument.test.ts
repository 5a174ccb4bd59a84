import { describe, expect, test } from "vitest";
import type { OneTimeCodes } from "../otp/one-time-codes";
import type { SmsMessage } from "../sms/provider";
import { countCodeVerifications, countSmsDeliveries } from "./instrument";
import { createMetrics } from "./metrics";

const message: SmsMessage = {
  to: "9876543210",
  text: "1234 is your code",
  template: "otp",
  language: "en",
  purpose: "complaint",
  variables: {},
};

function metrics() {
  return createMetrics({ pageCacheStats: () => ({ hits: 0, misses: 0, stale: 0, entries: 0, bytes: 0 }) });
}

async function count(counter: { get(): Promise<{ values: { labels: object; value: number }[] }> }, labels: object) {
  const values = (await counter.get()).values;
  return values.find((entry) => JSON.stringify(entry.labels) === JSON.stringify(labels))?.value ?? 0;
}

describe("countSmsDeliveries", () => {
  test("counts a message the gateway took as sent, by provider and purpose", async () => {
    const m = metrics();
    const sms = countSmsDeliveries({ send: async () => {} }, m, "msg91");
    await sms.send(message);
    expect(await count(m.smsMessages, { provider: "msg91", purpose: "complaint", outcome: "sent" })).toBe(1);
  });

  test("counts a refused message as failed and still throws, so the caller confirms nothing", async () => {
    const m = metrics();
    const sms = countSmsDeliveries(
      {
        send: async () => {
          throw new Error("gateway down");
        },
      },
      m,
      "nic",
    );
    await expect(sms.send(message)).rejects.toThrow("gateway down");
    expect(await count(m.smsMessages, { provider: "nic", purpose: "complaint", outcome: "failed" })).toBe(1);
    expect(await count(m.smsMessages, { provider: "nic", purpose: "complaint", outcome: "sent" })).toBe(0);
  });
});

describe("countCodeVerifications", () => {
  const input = {
    purpose: "suggestion" as const,
    subject: "1",
    mobile: "9876543210",
    code: "1234",
    address: "x",
    browser: "b",
  };

  function codesAnswering(verify: () => Promise<unknown>): OneTimeCodes {
    return { verify } as unknown as OneTimeCodes;
  }

  test("counts a right code as success and passes the result through", async () => {
    const m = metrics();
    const codes = countCodeVerifications(
      codesAnswering(async () => ({ ok: true, value: 7 })),
      m,
    );
    expect(await codes.verify(input, async () => 7)).toEqual({ ok: true, value: 7 });
    expect(await count(m.otpVerifications, { purpose: "suggestion", outcome: "success" })).toBe(1);
  });

  test("counts a refusal by its reason", async () => {
    const m = metrics();
    const codes = countCodeVerifications(
      codesAnswering(async () => ({ ok: false, reason: "expired" })),
      m,
    );
    await codes.verify(input, async () => null);
    await codes.verify(input, async () => null);
    expect(await count(m.otpVerifications, { purpose: "suggestion", outcome: "expired" })).toBe(2);
  });

  test("counts a verification that threw as an error and rethrows", async () => {
    const m = metrics();
    const codes = countCodeVerifications(
      codesAnswering(async () => {
        throw new Error("database gone");
      }),
      m,
    );
    await expect(codes.verify(input, async () => null)).rejects.toThrow("database gone");
    expect(await count(m.otpVerifications, { purpose: "suggestion", outcome: "error" })).toBe(1);
  });
});
