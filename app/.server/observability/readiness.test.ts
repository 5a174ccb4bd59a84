import { describe, expect, test } from "vitest";
import { checkReadiness } from "./readiness";

const answers = async () => {};
const fails = async () => {
  throw new Error("connection refused");
};
const hangs = () => new Promise<void>(() => {});

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
    const started = Date.now();
    const result = await checkReadiness(
      [
        { name: "database", check: answers },
        { name: "redis", check: hangs },
      ],
      50,
    );
    expect(result).toEqual({ ready: false, failed: ["redis"] });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test("a check that fails after its timeout has passed does not leave an unhandled rejection", async () => {
    const late = () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error("late")), 30));
    expect(await checkReadiness([{ name: "database", check: late }], 5)).toEqual({
      ready: false,
      failed: ["database"],
    });
    // Give the late rejection time to happen; vitest fails the run on an unhandled one.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
