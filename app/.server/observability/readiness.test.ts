import { afterEach, describe, expect, test, vi } from "vitest";
import type { SmsConfig } from "../config";
import type { AppServices } from "../services";
import { templateIdsFrom } from "../sms/template-list";
import { checkReadiness, READINESS_TIMEOUT_MS, readinessChecks, readinessDetails } from "./readiness";

const answers = async () => {};
const fails = async () => {
  throw new Error("connection refused");
};
const hangs = () => new Promise<void>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe("checkReadiness", () => {
  test("is ready when every check answers", async () => {
    expect(
      await checkReadiness([
        { name: "database", check: answers },
        { name: "redis", check: answers },
      ]),
    ).toEqual({ ready: true });
  });

  test("names each check that failed, and only those", async () => {
    expect(
      await checkReadiness([
        { name: "database", check: fails },
        { name: "redis", check: answers },
      ]),
    ).toEqual({ ready: false, failed: ["database"] });
  });

  test("counts a check that does not answer within the timeout as failed, without waiting for it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let result: unknown;
    const checked = checkReadiness([
      { name: "database", check: answers },
      { name: "redis", check: hangs },
    ]).then((readiness) => (result = readiness));
    // Nothing is decided before the timeout, and the hung check is given up on when it fires.
    await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await checked;
    expect(result).toEqual({ ready: false, failed: ["redis"] });
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a check that fails after its timeout has passed does not leave an unhandled rejection", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const late = () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error("late")), 30));
    const checked = checkReadiness([{ name: "database", check: late }], 5);
    await vi.advanceTimersByTimeAsync(5);
    expect(await checked).toEqual({ ready: false, failed: ["database"] });
    // The late rejection happens now; vitest fails the run on an unhandled one, which Node reports
    // once the current turn of the event loop is over.
    await vi.advanceTimersByTimeAsync(25);
    expect(vi.getTimerCount()).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
  });
});

describe("the SMS provider in readiness", () => {
  const msg91: SmsConfig = {
    provider: "msg91",
    senderId: "MRPOLC",
    dltEntityId: "1101000000000000001",
    templateIds: templateIdsFrom("SMS_DLT_TEMPLATE", () => "1107000000000000001"),
    timeoutMs: 5_000,
    msg91: {
      authKey: "msg91-auth-key",
      baseUrl: "https://control.msg91.com",
      templateIds: templateIdsFrom("MSG91_TEMPLATE", (variable) => `id of ${variable}`),
    },
    nic: { username: "", pin: "", url: "" },
    http: { url: "", token: undefined },
  };
  const smsCheck = (sms: SmsConfig) => {
    const services = { config: { sms }, db: undefined, redis: undefined } as unknown as AppServices;
    return readinessChecks(services).find((check) => check.name === "sms");
  };

  test("the answer names the provider", () => {
    const services = { config: { sms: msg91 } } as unknown as AppServices;
    expect(readinessDetails(services)).toEqual({ sms: "msg91" });
  });

  test("a real provider with every setting is ready", async () => {
    expect(await checkReadiness([smsCheck(msg91)!])).toEqual({ ready: true });
  });

  test.each([
    ["its auth key", { ...msg91, msg91: { ...msg91.msg91, authKey: "" } }],
    [
      "a template id of its own",
      {
        ...msg91,
        msg91: { ...msg91.msg91, templateIds: { ...msg91.msg91.templateIds, status: { en: "a5", mr: "", hi: "a6" } } },
      },
    ],
    ["a DLT template id", { ...msg91, templateIds: { ...msg91.templateIds, otp: { en: "", mr: "1", hi: "2" } } }],
    [
      "the DLT template id of a Hindi text",
      { ...msg91, templateIds: { ...msg91.templateIds, claim: { ...msg91.templateIds.claim, hi: "" } } },
    ],
  ])("a real provider missing %s is not ready", async (_what, sms) => {
    expect(await checkReadiness([smsCheck(sms as SmsConfig)!])).toEqual({ ready: false, failed: ["sms"] });
  });

  test("the outbox needs nothing", async () => {
    expect(await checkReadiness([smsCheck({ ...msg91, provider: "outbox", senderId: "" })!])).toEqual({ ready: true });
  });
});

describe("the content-change subscription in readiness (with Redis)", () => {
  const contentCheck = (subscribed: boolean, redisAnswers: boolean) => {
    const services = {
      config: { sms: { provider: "outbox" }, storageDir: "/nonexistent" },
      redis: { ping: redisAnswers ? answers : fails },
      contentChanges: { subscribed: () => subscribed },
    } as unknown as AppServices;
    return readinessChecks(services).find((check) => check.name === "content-changes")!;
  };

  test("is this instance's own check, not a shared one", () => {
    expect(contentCheck(true, true).shared).toBeFalsy();
  });

  test("fails when Redis answers but this instance does not listen for content changes", async () => {
    expect(await checkReadiness([contentCheck(false, true)])).toEqual({ ready: false, failed: ["content-changes"] });
    expect(await checkReadiness([contentCheck(true, true)])).toEqual({ ready: true });
  });

  test("passes while Redis is down: that is every instance's outage, which the shared redis check names", async () => {
    expect(await checkReadiness([contentCheck(false, false)])).toEqual({ ready: true });
  });
});
