import { afterEach, describe, expect, test, vi } from "vitest";
import { checkReadiness, READINESS_TIMEOUT_MS } from "./readiness";

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
